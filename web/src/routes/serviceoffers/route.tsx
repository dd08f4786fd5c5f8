// /serviceoffers: the service offers with anchored sections, a side navigation that scrolls smoothly to
// them, back-to-top, and the packages whose purchase buttons open the sales QR dialog (SPEC §1, §2, §9).
// Static content, no loader. Without script the side links are plain #anchors.
import { useRef, useState, type MouseEvent } from 'react';
import { Breadcrumb } from '../../components/Breadcrumb';
import { PageHead, type PageMeta } from '../../components/PageHead';
import { Sheet } from '../../components/Sheet';
import { SITE_NAME } from '../../components/site';
import { SalesDialog } from './SalesDialog';
import { scrollToSection, scrollToTop } from './scroll';
import { BANNER, PACKAGES, PRICE_SECTION, SECTIONS } from './sections';
import sheet from './styles.css.ts?sheet';
import { TextList } from '../../components/TextList';

const NAME = '服务报价';

export function meta(): PageMeta {
  return {
    title: `${NAME}_${SITE_NAME}`,
    keywords: '服务报价,品牌推广,招商加盟推广,品牌营销套餐',
    description: `${SITE_NAME}品牌推广服务报价：基础版39800元/年，高级版98888元/年（含10000元广告消耗），定制版按需咨询。`,
    path: '/serviceoffers',
  };
}

function onNav(event: MouseEvent<HTMLAnchorElement>, id: string) {
  event.preventDefault();
  scrollToSection(id);
}

export function Component() {
  const dialog = useRef<HTMLDialogElement>(null);
  const [pkg, setPkg] = useState('');
  const buy = (name: string) => {
    setPkg(name);
    dialog.current?.showModal();
  };
  const nav = [...SECTIONS.map((s) => [s.id, s.nav] as const), [PRICE_SECTION.id, PRICE_SECTION.name] as const];
  return (
    <div className="sj-container sj-offers">
      <Sheet sheet={sheet} />
      <PageHead {...meta()} />
      <Breadcrumb items={[{ label: NAME }]} />
      <div className="sj-offers-banner">
        <h1>{BANNER.title}</h1>
        <p>{BANNER.text}</p>
      </div>
      <div className="sj-offers-body">
        <nav aria-label="服务导航" className="sj-offers-nav">
          {nav.map(([id, label]) => (
            <a key={id} href={`#${id}`} onClick={(e) => onNav(e, id)}>
              {label}
            </a>
          ))}
          <button type="button" onClick={scrollToTop}>
            返回顶部
          </button>
        </nav>
        <div className="sj-offers-main">
          {SECTIONS.map((s) => (
            <section key={s.id} id={s.id} tabIndex={-1} aria-labelledby={`${s.id}-title`} className="sj-card sj-offers-section">
              <h2 id={`${s.id}-title`} className="sj-card-title">
                {s.title}
              </h2>
              <TextList items={s.points} className="sj-offers-points" />
            </section>
          ))}
          <section id="serviceprice" tabIndex={-1} aria-labelledby="serviceprice-title" className="sj-card">
            <h2 id="serviceprice-title" className="sj-card-title">
              服务报价
            </h2>
            <div className="sj-offers-packages">
              {PACKAGES.map((p) => (
                <article key={p.name} aria-label={p.name} className="sj-offers-package">
                  <h3>{p.name}</h3>
                  <p className="sj-offers-price">
                    <span className="sj-money">{p.price}</span>
                    {p.unit}
                  </p>
                  <TextList items={p.features} className="sj-offers-features" />
                  <button type="button" className="sj-btn" onClick={() => buy(p.name)}>
                    {p.action}
                  </button>
                </article>
              ))}
            </div>
          </section>
        </div>
      </div>
      <SalesDialog ref={dialog} pkg={pkg} />
    </div>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from '../../components/RouteErrorBoundary';
