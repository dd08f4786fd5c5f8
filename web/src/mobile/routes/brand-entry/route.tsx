// Mobile /brandentry: the brand-owner entry page for a phone. The desktop page's loader, head and copy
// (routes/brand-entry/: route.tsx, content.ts) and its 立即入驻 link (EntryLink: the brand-owner portal in
// a new tab); the sections one under another with a row of jumps to them instead of the sticky side header,
// the media partners as a list instead of the carousel, the certified brands streaming in behind a boundary.
import { Suspense } from 'react';
import { Await, useLoaderData } from 'react-router';
import { useSiteConfig } from '../../../app-context';
import { SITE_NAME } from '../../../components/site';
import { ADVANTAGES, CONDITIONS, COUNTERS, SECTIONS, STEPS } from '../../../routes/brand-entry/content';
import { EntryLink } from '../../../routes/brand-entry/EntryLink';
import { loader, meta } from '../../../routes/brand-entry/route';
import { BrandItem } from '../../components/BrandItem';
import { Head } from '../../components/Head';
import { Counters, SectionHead } from '../../components/OwnerPage';

export { loader };

export function Component() {
  const { certified } = useLoaderData<typeof loader>();
  const partners = useSiteConfig().mediaPartners ?? [];
  return (
    <>
      <Head {...meta()} />
      <section className="m-owner-hero" aria-labelledby="be-title">
        <h1 id="be-title">品牌入驻{SITE_NAME}</h1>
        <p>汇聚优质连锁加盟品牌，连接百万创业者，让好品牌被更多人看见</p>
        <EntryLink where="hero" className="m-button m-owner-cta">
          免费申请入驻
        </EntryLink>
        <p className="m-owner-note">已有账号？入驻按钮直达品牌方后台登录</p>
      </section>
      <nav className="m-tabs m-tabs-scroll" aria-label="页面导航">
        {SECTIONS.filter((s) => s.id !== 'media' || partners.length).map((s) => (
          <a key={s.id} href={`#${s.id}`}>
            {s.nav}
          </a>
        ))}
      </nav>
      <Counters label="平台数据" items={COUNTERS} />

      <section id="advantages" className="m-section" aria-labelledby="advantages-title">
        <SectionHead id="advantages" title="入驻优势" sub="六大优势，助力品牌高效招商" />
        <ol className="m-owner-list">
          {ADVANTAGES.map((a) => (
            <li key={a.title}>
              <h3>{a.title}</h3>
              <p>{a.text}</p>
            </li>
          ))}
        </ol>
      </section>

      <section id="conditions" className="m-section" aria-labelledby="conditions-title">
        <SectionHead id="conditions" title="入驻条件" sub="满足以下条件的品牌方均可申请入驻" />
        <ol className="m-owner-checks">
          {CONDITIONS.map((c) => (
            <li key={c}>{c}</li>
          ))}
        </ol>
      </section>

      <section id="process" className="m-section" aria-labelledby="process-title">
        <SectionHead id="process" title="入驻流程" sub="四步完成入驻，专属顾问全程协助" />
        <ol className="m-owner-steps">
          {STEPS.map((s) => (
            <li key={s.title}>
              <h3>{s.title}</h3>
              <p>{s.text}</p>
            </li>
          ))}
        </ol>
        <p className="m-more">
          <EntryLink where="process" className="m-button">
            立即在线申请
          </EntryLink>
        </p>
      </section>

      {partners.length ? (
        <section id="media" className="m-section" aria-labelledby="media-title">
          <SectionHead id="media" title="合作媒体" sub="多家媒体平台联合传播，扩大品牌影响力" />
          <ul className="m-owner-media">
            {partners.map((name) => (
              <li key={name}>{name}</li>
            ))}
          </ul>
        </section>
      ) : null}

      <section id="brands" className="m-section" aria-labelledby="brands-title">
        <SectionHead id="brands" title="已入驻认证品牌" sub="他们已经选择入驻，下一个就是你" />
        <Suspense
          fallback={
            <p className="m-muted" role="status">
              正在读取认证品牌…
            </p>
          }
        >
          <Await resolve={certified}>
            {(brands) =>
              brands.length ? (
                <ul className="m-brands">
                  {brands.map((b) => (
                    <BrandItem key={b.id} brand={{ ...b, certified: true }} detail={b.company ? `公司：${b.company}` : undefined} />
                  ))}
                </ul>
              ) : (
                <p className="m-muted">暂无认证品牌</p>
              )
            }
          </Await>
        </Suspense>
        <p className="m-more">
          <a href="/vip">查看全部认证品牌</a>
        </p>
      </section>

      <section className="m-owner-hero m-owner-end" aria-labelledby="be-cta-title">
        <h2 id="be-cta-title">现在入驻，让百万创业者找到你的品牌</h2>
        <EntryLink where="bottom" className="m-button m-owner-cta">
          立即入驻
        </EntryLink>
      </section>
    </>
  );
}
