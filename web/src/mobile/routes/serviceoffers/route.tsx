// Mobile /serviceoffers: the service offers for a phone. The desktop page's head and copy
// (routes/serviceoffers/: route.tsx meta, sections.ts); the side navigation becomes a row of jumps, and each
// package's button opens a sheet (the popover attribute: no script) with the sales QR code (SPEC §1: nothing
// is sold online), which WeChat reads from the screen with a long press, and the hotline to call.
import { useSiteConfig } from '../../../app-context';
import { QrCode } from '../../../components/QrCode';
import { HOTLINE } from '../../../components/site';
import { meta } from '../../../routes/serviceoffers/route';
import { SALES_TITLE, salesPitch } from '../../../routes/serviceoffers/SalesDialog';
import { BANNER, PACKAGES, PRICE_SECTION, SECTIONS } from '../../../routes/serviceoffers/sections';
import { Head } from '../../components/Head';
import { TextList } from '../../../components/TextList';

export function Component() {
  const { links } = useSiteConfig();
  return (
    <>
      <Head {...meta()} />
      <section className="m-owner-hero" aria-labelledby="so-title">
        <h1 id="so-title">{BANNER.title}</h1>
        <p>{BANNER.text}</p>
      </section>
      <nav className="m-tabs m-tabs-scroll" aria-label="服务导航">
        {SECTIONS.map((s) => (
          <a key={s.id} href={`#${s.id}`}>
            {s.nav}
          </a>
        ))}
        <a href={`#${PRICE_SECTION.id}`}>{PRICE_SECTION.name}</a>
      </nav>
      {SECTIONS.map((s) => (
        <section key={s.id} id={s.id} className="m-section" aria-labelledby={`${s.id}-title`}>
          <h2 id={`${s.id}-title`}>{s.title}</h2>
          <TextList items={s.points} className="m-owner-points" />
        </section>
      ))}
      <section id="serviceprice" className="m-section" aria-labelledby="serviceprice-title">
        <h2 id="serviceprice-title">服务报价</h2>
        {PACKAGES.map((p, i) => (
          <article key={p.name} className="m-owner-card" aria-labelledby={`offer-${i}`}>
            <h3 id={`offer-${i}`}>{p.name}</h3>
            <p className="m-owner-price">
              <span className="m-money">{p.price}</span>
              {p.unit}
            </p>
            <TextList items={p.features} className="m-owner-points" />
            <button type="button" className="m-button" popoverTarget={`sales-${i}`}>
              {p.action}
            </button>
            <div id={`sales-${i}`} popover="auto" className="m-sheet" role="dialog" aria-labelledby={`sales-${i}-title`}>
              <div className="m-sheet-head">
                <h2 id={`sales-${i}-title`}>{SALES_TITLE}</h2>
                <button type="button" className="m-button m-button-ghost" popoverTarget={`sales-${i}`} popoverTargetAction="hide">
                  关闭
                </button>
              </div>
              <p>{salesPitch(p.name)}</p>
              <div className="m-qr">
                <QrCode value={links.salesQrUrl} label="销售顾问二维码" size={180} />
              </div>
              <p className="m-muted">在微信中长按二维码识别，或直接拨打服务热线</p>
              <p>
                <a className="m-button m-button-ghost" href={`tel:${HOTLINE.replace(/[^\d+]/g, '')}`}>
                  拨打 {HOTLINE}
                </a>
              </p>
            </div>
          </article>
        ))}
      </section>
      <p className="m-more">
        <a href="#main">返回顶部</a>
      </p>
    </>
  );
}
