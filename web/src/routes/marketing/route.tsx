// /marketing: 新商业品牌营销, the new-commerce brand-marketing course (SPEC §2, §9). A long poster in 11
// full-width panels, a 立即了解 link to the external course (COURSE_URL, decision 0053) and the hotline.
// The action bar sits under the heading and, past 1200 px of scroll, stays fixed at the bottom of the
// window (SPEC §9). Static content, no loader: the page needs no GraphQL request.
import { useSiteConfig } from '../../app-context';
import { Breadcrumb } from '../../components/Breadcrumb';
import { PageHead, type PageMeta } from '../../components/PageHead';
import { HOTLINE, HOTLINE_HOURS, SITE_NAME } from '../../components/site';
import { useScrollRange } from '../../components/useScrollRange';
import { PANELS, PANEL_WIDTH } from './panels';
import { Sheet } from '../../components/Sheet';
import sheet from './styles.css.ts?sheet';

const NAME = '新商业品牌营销';
/** SPEC §9: the marketing panel is fixed after 1200 px of scroll. */
export const FIXED_AFTER = 1200;
/** Panels above the fold load at once; the rest when they come near. */
const EAGER = 2;

export function meta(): PageMeta {
  return {
    title: `${NAME}_${SITE_NAME}`,
    keywords: '新商业品牌营销,品牌营销课程,连锁品牌营销,招商营销,私域运营,品牌定位',
    description: `${SITE_NAME}${NAME}实战课：品牌定位与品牌故事、内容营销与短视频直播、搜索与口碑建设、私域运营与招商转化，帮助连锁加盟品牌从流量走向留量。`,
    path: '/marketing',
  };
}

export function Component() {
  const { links } = useSiteConfig();
  const fixed = useScrollRange(FIXED_AFTER);
  return (
    <div className="sj-container sj-marketing">
      <Sheet sheet={sheet} />
      <PageHead {...meta()} />
      <Breadcrumb items={[{ label: NAME }]} />
      <h1 className="sj-marketing-title">{NAME}</h1>
      {/* The slot keeps the bar's height when the bar leaves it, so nothing below jumps. */}
      <div className="sj-marketing-slot">
        <aside aria-label="课程咨询" className={fixed ? 'sj-marketing-bar sj-marketing-fixed' : 'sj-marketing-bar'} data-fixed={fixed}>
          <p className="sj-marketing-pitch">
            <strong>{NAME}实战课</strong>
            <span>品牌定位 · 内容营销 · 搜索口碑 · 私域招商</span>
          </p>
          <p className="sj-marketing-hotline">
            咨询热线：
            <a href={`tel:${HOTLINE.replaceAll('-', '')}`}>{HOTLINE}</a>
            <span className="sj-muted">{HOTLINE_HOURS}</span>
          </p>
          <a className="sj-btn sj-marketing-cta" href={links.courseUrl} target="_blank" rel="noopener">
            立即了解
          </a>
        </aside>
      </div>
      <div className="sj-marketing-poster">
        {PANELS.map((p, i) => (
          <img
            key={p.src}
            src={p.src}
            alt={p.alt}
            width={PANEL_WIDTH}
            height={p.height}
            decoding="async"
            loading={i < EAGER ? undefined : 'lazy'}
            // The first panel is the page's largest paint.
            fetchPriority={i === 0 ? 'high' : undefined}
          />
        ))}
      </div>
    </div>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from '../../components/RouteErrorBoundary';
