// /serviceoffers: the service offers with anchored sections, a side navigation that scrolls smoothly to
// them, back-to-top, and the packages whose purchase buttons open the sales QR dialog (SPEC §1, §2, §9).
// Static content, no loader. Without script the side links are plain #anchors.
import { Box } from '@chakra-ui/react';
import { useRef, useState, type MouseEvent } from 'react';
import { Breadcrumb } from '../../components/Breadcrumb';
import { PageHead, type PageMeta } from '../../components/PageHead';
import { SITE_NAME } from '../../components/site';
import { palette } from '../../palette';
import { SalesDialog } from './SalesDialog';
import { scrollToSection, scrollToTop } from './scroll';
import { PACKAGES, SECTIONS } from './sections';

const NAME = '服务报价';

export function meta(): PageMeta {
  return {
    title: `${NAME}_${SITE_NAME}`,
    keywords: '服务报价,品牌推广,招商加盟推广,品牌营销套餐',
    description: `${SITE_NAME}品牌推广服务报价：基础版39800元/年，高级版98888元/年（含10000元广告消耗），定制版按需咨询。`,
    path: '/serviceoffers',
  };
}

const NAV_CSS = {
  '& a': { display: 'block', px: '12px', py: '8px', borderBottom: '1px solid #eee', color: palette.text, fontSize: '14px' },
  '& a:hover, & a:focus-visible': { color: 'brand.600', bg: 'brand.50' },
  '& button': { w: '100%', py: '8px', bg: '#f5f5f5', border: 0, cursor: 'pointer', fontSize: '13px' },
} as const;

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
  const nav = [...SECTIONS.map((s) => [s.id, s.nav] as const), ['serviceprice', '服务报价'] as const];
  return (
    <div className="sj-container" style={{ paddingTop: 12 }}>
      <PageHead {...meta()} />
      <Breadcrumb items={[{ label: NAME }]} />
      <Box bg="brand.600" color="white" textAlign="center" py="48px" mb="20px">
        <h1 style={{ fontSize: 32, fontWeight: 'bold' }}>品牌推广服务</h1>
        <p style={{ marginTop: 10, fontSize: 16 }}>多端展示 · 头条资讯 · 榜单推荐 · 精准获客，助力品牌招商</p>
      </Box>
      <Box display="flex" gap="20px" alignItems="flex-start">
        <Box as="nav" aria-label="服务导航" position="sticky" top="70px" w="160px" flexShrink={0} bg="white" css={NAV_CSS}>
          {nav.map(([id, label]) => (
            <a key={id} href={`#${id}`} onClick={(e) => onNav(e, id)}>
              {label}
            </a>
          ))}
          <button type="button" onClick={scrollToTop}>
            返回顶部
          </button>
        </Box>
        <Box flex="1" minW={0}>
          {SECTIONS.map((s) => (
            <section key={s.id} id={s.id} tabIndex={-1} aria-labelledby={`${s.id}-title`} className="sj-card" style={{ minHeight: 260 }}>
              <h2 id={`${s.id}-title`} className="sj-card-title">
                {s.title}
              </h2>
              <ul style={{ listStyle: 'disc', paddingLeft: '2em', lineHeight: 2.2, fontSize: 15 }}>
                {s.points.map((p) => (
                  <li key={p}>{p}</li>
                ))}
              </ul>
            </section>
          ))}
          <section id="serviceprice" tabIndex={-1} aria-labelledby="serviceprice-title" className="sj-card">
            <h2 id="serviceprice-title" className="sj-card-title">
              服务报价
            </h2>
            <Box display="grid" gridTemplateColumns="repeat(3, 1fr)" gap="20px">
              {PACKAGES.map((p) => (
                <Box key={p.name} as="article" aria-label={p.name} border="1px solid #eee" p="24px" textAlign="center">
                  <h3 style={{ fontSize: 20, fontWeight: 'bold' }}>{p.name}</h3>
                  <p style={{ margin: '14px 0' }}>
                    <span className="sj-money" style={{ fontSize: 30 }}>
                      {p.price}
                    </span>
                    {p.unit}
                  </p>
                  <ul style={{ lineHeight: 2, color: palette.text, minHeight: 130 }}>
                    {p.features.map((f) => (
                      <li key={f}>{f}</li>
                    ))}
                  </ul>
                  <button type="button" className="sj-btn" onClick={() => buy(p.name)}>
                    {p.action}
                  </button>
                </Box>
              ))}
            </Box>
          </section>
        </Box>
      </Box>
      <SalesDialog ref={dialog} pkg={pkg} />
    </div>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from '../../components/RouteErrorBoundary';
