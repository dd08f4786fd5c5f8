// Mobile /haibao/{id}: a brand's poster for a phone. The desktop page's loader and head
// (routes/poster/route.tsx: the poster critical, 猜你喜欢 deferred; an unknown brand or a poster without
// items is the 404 page) and its link rules (routes/poster/jump.ts). The items at the screen's width: a
// video plays in place (mp4; another format opens in a new tab), a link item opens its address (through the
// desktop's jump page when it leaves the site); then the mobile enquiry form for the brand, and a bottom bar.
import { Suspense } from 'react';
import { Await, useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { useSiteConfig } from '../../../app-context';
import { isExternalHref, jumpHref } from '../../../components/OutboundLink';
import { playableInBrowser, videoFormat } from '../../../routes/poster/jump';
import { loader as posterLoader, meta } from '../../../routes/poster/route';
import { mobileCounterpart } from '../../../routing/mobile-pairing';
import type { PosterItems_ItemFragment } from '../../../gql/graphql';
import { BrandList } from '../../components/BrandItem';
import { guarded } from '../../components/errors';
import { Head } from '../../components/Head';
import { EnquiryForm } from '../brand-detail/EnquiryForm';

export const loader = (args: LoaderFunctionArgs) => guarded(() => posterLoader(args));

/** An item's address from a phone: outbound through the desktop's jump page, a site path on this site when it has the page. */
function useItemHref() {
  const { siteUrl } = useSiteConfig();
  return (target: string) => (isExternalHref(target) ? siteUrl + jumpHref(target) : mobileCounterpart(target) ? target : siteUrl + target);
}

function Item({ item, alt, lazy }: { item: PosterItems_ItemFragment; alt: string; lazy: boolean }) {
  const href = useItemHref();
  const img = <img width={750} height={1000} src={item.imageUrl} alt={alt} loading={lazy ? 'lazy' : undefined} decoding="async" />;
  const target = item.target ?? '';
  if (item.kind === 'VIDEO' && target) {
    return playableInBrowser(target) ? (
      <figure>
        <video src={target} poster={item.imageUrl} controls preload="none" playsInline aria-label={`${alt}（视频）`} width={750} height={1000} />
      </figure>
    ) : (
      <figure>
        {img}
        <figcaption className="m-muted">
          该视频为 {videoFormat(target) || '未知'} 格式，浏览器无法直接播放，
          <a href={href(target)} target="_blank" rel="nofollow noopener">
            点击在新窗口打开视频
          </a>
          。
        </figcaption>
      </figure>
    );
  }
  if (item.kind === 'LINK' && target) {
    return (
      <figure>
        <a href={href(target)} target="_blank" rel={isExternalHref(target) ? 'nofollow noopener' : 'noopener'}>
          {img}
          <span className="m-sr-only">（在新窗口打开）</span>
        </a>
      </figure>
    );
  }
  return <figure>{img}</figure>;
}

export function Component() {
  const { poster, guess } = useLoaderData<typeof loader>();
  const { brand, items } = poster;
  const home = `/shangji/${brand.id}`;
  return (
    <>
      <Head {...meta(poster, `/haibao/${brand.id}`)} />
      <nav className="m-crumbs" aria-label="面包屑">
        <a href="/">首页</a>
        <a href="/shangji">品牌库</a>
        <a href={home}>{brand.name}</a>
      </nav>
      <article className="m-brand-page" aria-labelledby="poster-title">
        <div className="m-poster-head">
          <img src={brand.thumbnail} alt={brand.name} width={120} height={80} />
          <div>
            <h1 id="poster-title" className="m-title">
              {brand.name}品牌海报
              {brand.certified ? <span className="m-badge">认证</span> : null}
            </h1>
            <p className="m-money">投资金额：{brand.feeBand.name}</p>
            <p className="m-muted">公司名称：{brand.company || '—'}</p>
          </div>
        </div>
        <p className="m-actions">
          <a href={home} className="m-button m-button-ghost">
            品牌首页
          </a>
          <a href="#enquiry" className="m-button">
            在线咨询
          </a>
        </p>
        <div className="m-poster" aria-label={`${brand.name}品牌海报`} role="group">
          {items.map((item, i) => (
            <Item key={`${i}-${item.imageUrl}`} item={item} alt={`${brand.name}海报 ${i + 1}`} lazy={i > 1} />
          ))}
        </div>
        {poster.enquiryTarget ? <EnquiryForm target={poster.enquiryTarget} /> : null}
      </article>
      <section className="m-section" aria-labelledby="guess-title">
        <h2 id="guess-title">猜你喜欢</h2>
        <Suspense
          fallback={
            <p className="m-muted" role="status">
              正在读取…
            </p>
          }
        >
          <Await resolve={guess}>{(brands) => (brands?.length ? <BrandList brands={brands} /> : <p className="m-muted">暂无推荐品牌</p>)}</Await>
        </Suspense>
      </section>
      <nav className="m-bottombar m-bottombar-two" aria-label="咨询">
        <a href="#enquiry" className="m-bar-primary">
          在线咨询
        </a>
        <a href={home}>品牌首页</a>
      </nav>
    </>
  );
}
