// 广告, on every paid or house ad a page shows (docs/decisions/0123-placement-schedule.md): the ad slots of
// the home page and /shangji show scheduled placements or the slot's own ads, and either is an ad, so each
// carries this visible label (not only an accessible name). Its parent needs the class `sj-ad-host`
// (position: relative); a Carousel given `ad` hosts it itself.
import { Sheet } from './Sheet';
import sheet from './AdLabel.css.ts?sheet';

export function AdLabel() {
  return (
    <>
      <Sheet sheet={sheet} />
      <span className="sj-ad-label">广告</span>
    </>
  );
}
