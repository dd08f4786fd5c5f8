// Mobile brand page, /shangji/{id}: the head facts, the sections as an accordion (native <details>: keyboard
// and screen readers for free), the public record (合规护照, 开店费用) streaming in behind a boundary, the
// enquiry form, and a bottom bar of 咨询 / 电话 / 收藏 within thumb reach.
import { Suspense } from 'react';
import { Await, useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { depsContext, useSiteConfig } from '../../../app-context';
import { logFailure } from '../../../data/log';
import { HOTLINE } from '../../../components/site';
import { graphql } from '../../../gql';
import { detailVariables } from '../../../routing/define';
import { guarded, notFound } from '../../components/errors';
import { Head } from '../../components/Head';
import { useBindings } from '../../assets';
import { EnquiryForm } from './EnquiryForm';
import { TEXT_SECTIONS } from '../../../routes/brand-detail/brand-page';
import { meta } from '../../../routes/brand-detail/route';
import { sectionLabel } from '../../../routes/brand-detail/scroll';
import { loadTrust, NO_RECORD, type Trust } from '../../../routes/brand-detail/trust';
import type { MobileBrandTrustQuery } from '../../../gql/graphql';
import { Costs, Passport, Response } from './Trust';

type PublicRecord = NonNullable<NonNullable<MobileBrandTrustQuery['brand']>['publicRecord']>;

const log = logFailure('mobile-brand-detail');

export async function loader(args: LoaderFunctionArgs) {
  const deps = args.context.get(depsContext);
  return guarded(async () => {
    const brand = (await deps.query(MobileBrandDetailDocument, detailVariables(args))).brand;
    if (!brand) throw notFound();
    // Below the first screen: streams in after the shell.
    const record = loadTrust(deps.query, MobileBrandTrustDocument, brand.id, log);
    return { brand, record };
  });
}

function Fact({ label, value }: { label: string; value: string | number | null | undefined }) {
  return (
    <>
      <dt>{label}</dt>
      <dd>{value === null || value === undefined || value === '' ? '未知' : value}</dd>
    </>
  );
}

export function Component() {
  const { brand, record } = useLoaderData<typeof loader>();
  const { links } = useSiteConfig();
  const path = `/shangji/${brand.id}`;
  const n = brand.name;
  const head = meta(brand, path);
  // The markup below carries these bindings (加入对比, 电话 of a certified brand, 收藏; the form asks for its own).
  useBindings('compare', brand.certified && 'phone', 'favourite');
  return (
    <>
      <Head title={head.title} description={head.description} keywords={brand.keywords || undefined} path={path} />
      <nav className="m-crumbs" aria-label="面包屑">
        <a href="/">首页</a>
        {brand.categoryPath.map((c) => (
          <a key={c.id} href={`/shangji/${c.pinyin}`}>
            {c.name}
          </a>
        ))}
      </nav>
      <article className="m-brand-page" data-brand-id={brand.id}>
        <img className="m-hero" src={brand.thumbnail} alt={`${n}门店图片`} width={360} height={240} fetchPriority="high" />
        <h1 className="m-title">
          {n}
          {brand.certified ? <span className="m-badge">认证</span> : null}
        </h1>
        <p className="m-money m-big">投资金额：{brand.feeBand.name}</p>
        {/* Shown by the script (client/compare.ts), which keeps the list: without it the button could do nothing. */}
        <p className="m-compare">
          <button type="button" className="m-button m-button-ghost" data-compare={brand.id} aria-pressed="false" hidden>
            ＋ 加入对比
          </button>
          <a href="/duibi" data-compare-go hidden>
            去对比
          </a>
        </p>
        <dl className="m-facts">
          <Fact label="所属行业" value={brand.category.name} />
          <Fact label="主营产品" value={brand.mainProduct} />
          <Fact label="运营公司" value={brand.company} />
          <Fact label="品牌发源" value={brand.origin} />
          <Fact label="成立时间" value={brand.foundedYear} />
          <Fact label="门店数量" value={brand.shopCount === null || brand.shopCount === undefined ? null : `${brand.shopCount}家`} />
        </dl>
        {/* Who supplies these facts; an unclaimed brand's owner claims it on the back office (docs/decisions/0120). */}
        <p className="m-claim" data-testid="m-claim">
          {brand.claimed ? (
            <>
              <span className="m-badge m-badge-claimed">已认领</span> 资料由品牌方提供，本站未核实
            </>
          ) : (
            <>
              数据来源于网络 ·{' '}
              <a href={`${links.claimUrl}?brand=${encodeURIComponent(brand.id)}`} rel="nofollow">
                认领品牌
              </a>
            </>
          )}
        </p>
        <p className="m-more">
          <a href={`/comment/${brand.id}`}>查看{n}的评价</a>
        </p>
        <div className="m-accordion">
          {TEXT_SECTIONS.map(([id, field], i) => {
            const html = brand[field];
            const label = sectionLabel(id);
            return (
              <details key={id} id={id} open={i === 0}>
                <summary>{label}</summary>
                {html ? <div className="m-rich" dangerouslySetInnerHTML={{ __html: html }} /> : <p className="m-muted">品牌方暂未提供{label}。</p>}
              </details>
            );
          })}
          <Suspense
            fallback={
              <p className="m-muted" role="status">
                正在读取公开记录…
              </p>
            }
          >
            <Await resolve={record} errorElement={<p className="m-muted">{NO_RECORD}</p>}>
              {(t: Trust<PublicRecord> | null) =>
                t?.record ? (
                  <>
                    <details id="passport" open>
                      <summary>合规护照</summary>
                      <Passport record={t.record} />
                      <Response response={t.response} />
                    </details>
                    <details id="costs">
                      <summary>开店费用</summary>
                      <Costs costs={t.record.costs} />
                    </details>
                  </>
                ) : (
                  <>
                    <p className="m-muted">{NO_RECORD}</p>
                    {/* 平均响应时间 is this site's own record: shown even when the public record is unreadable. */}
                    <Response response={t?.response ?? null} />
                  </>
                )
              }
            </Await>
          </Suspense>
        </div>
        {brand.enquiryTarget ? <EnquiryForm target={brand.enquiryTarget} /> : null}
      </article>
      <nav className="m-bottombar" aria-label="咨询与收藏">
        <a href="#enquiry" className="m-bar-primary">
          咨询
        </a>
        {/* The hotline without the script; a certified brand's own number through revealBrandPhone (client/phone.ts). */}
        <a href={`tel:${HOTLINE.replace(/[^\d+]/g, '')}`} {...(brand.certified ? { 'data-reveal-phone': brand.id } : {})}>
          电话
        </a>
        <button type="button" data-favourite={JSON.stringify({ id: brand.id, name: n })} aria-pressed="false">
          收藏
        </button>
      </nav>
    </>
  );
}

export const MobileBrandDetailDocument = graphql(`
  query MobileBrandDetail($id: ID!, $show: String) {
    brand(id: $id, show: $show) {
      ...BrandPage_brand
      thumbnail
      certified
      claimed
      company
      origin
      foundedYear
      shopCount
      category {
        id
        name
      }
    }
  }
`);

export const MobileBrandTrustDocument = graphql(`
  query MobileBrandTrust($id: ID!) {
    brand(id: $id) {
      ...Trust_brand
    }
  }
`);
