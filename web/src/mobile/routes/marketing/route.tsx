// Mobile /marketing: 新商业品牌营销, the course poster for a phone. The desktop page's head and panels
// (routes/marketing/: route.tsx meta, panels.ts): the 11 panels at the screen's width, each one a link to
// the panel alone (pinch to read it larger), what it says printed under it; 立即了解 (the external course,
// COURSE_URL) and the hotline in a bar fixed at the bottom, as the desktop's bar fixes itself past 1200 px.
import { useSiteConfig } from '../../../app-context';
import { HOTLINE, HOTLINE_HOURS } from '../../../components/site';
import { meta } from '../../../routes/marketing/route';
import { PANELS, PANEL_WIDTH } from '../../../routes/marketing/panels';
import { Head } from '../../components/Head';

const NAME = '新商业品牌营销';

export function Component() {
  const { links } = useSiteConfig();
  const tel = `tel:${HOTLINE.replace(/[^\d+]/g, '')}`;
  return (
    <>
      <Head {...meta()} />
      <h1 className="m-title">{NAME}</h1>
      <section className="m-section" aria-label="课程咨询">
        <p>
          <strong>{NAME}实战课</strong>
        </p>
        <p className="m-muted">品牌定位 · 内容营销 · 搜索口碑 · 私域招商</p>
        <p className="m-muted">
          咨询热线：<a href={tel}>{HOTLINE}</a> {HOTLINE_HOURS}
        </p>
      </section>
      <div className="m-poster">
        {PANELS.map((p, i) => (
          <figure key={p.src}>
            <a href={p.src} aria-label={`查看大图：${p.alt.split('：')[0]}`}>
              <img src={p.src} alt="" width={PANEL_WIDTH} height={p.height} decoding="async" loading={i < 1 ? undefined : 'lazy'} fetchPriority={i === 0 ? 'high' : undefined} />
            </a>
            <figcaption>{p.alt}</figcaption>
          </figure>
        ))}
      </div>
      <nav className="m-bottombar m-bottombar-two" aria-label="课程咨询">
        <a className="m-bar-primary" href={links.courseUrl} target="_blank" rel="noopener">
          立即了解
        </a>
        <a href={tel}>电话</a>
      </nav>
    </>
  );
}
