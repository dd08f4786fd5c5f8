// The side panel of /brandmarket: hotline, the enquire button and jumps to the sections. SPEC §2, §9: it
// is fixed on screen between 1200 and 7000 px of scroll, and rests at the top of its column otherwise.
import { ConsultButton } from '../../components/ConsultButton';
import { MARKETING_TARGET } from '../../components/enquiry/context';
import { HOTLINE, HOTLINE_HOURS } from '../../components/site';
import { useScrollRange } from '../../components/useScrollRange';

export const PANEL_FROM = 1200;
export const PANEL_TO = 7000;

export function SidePanel({ sections }: { sections: readonly { id: string; name: string }[] }) {
  const fixed = useScrollRange(PANEL_FROM, PANEL_TO);
  return (
    <aside className="sj-bm-panel" data-testid="market-panel" data-fixed={fixed} aria-label="品牌营销咨询">
      <div className="sj-bm-panel-head">
        <h2>品牌营销顾问</h2>
        <p className="sj-bm-hotline">{HOTLINE}</p>
        <p>服务时间</p>
        <p>{HOTLINE_HOURS}</p>
        <ConsultButton target={MARKETING_TARGET} label="立即咨询" />
      </div>
      <nav aria-label="品牌营销导航">
        {sections.map((s) => (
          <a key={s.id} href={`#${s.id}`}>
            {s.name}
          </a>
        ))}
      </nav>
    </aside>
  );
}
