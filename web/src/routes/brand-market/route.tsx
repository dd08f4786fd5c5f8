// /brandmarket: the operating company's brand-marketing services (SPEC §2, §9): counters, four industry
// blocks, five services, 16 certified brands each with a 免费获取资料 button (the enquiry popup for that
// brand), 立即咨询 buttons opening the dialog titled 品牌营销 (a sales lead for us, stored against no
// brand: docs/decisions/0055), and a side panel fixed between 1200 and 7000 px of scroll.
// The copy is static; the brand grid is below the fold, so its query is deferred.
import type { LoaderFunctionArgs } from 'react-router';
import { Link, useLoaderData } from 'react-router';
import { depsContext } from '../../app-context';
import { logFailure } from '../../data/log';
import { Breadcrumb } from '../../components/Breadcrumb';
import { ConsultButton } from '../../components/ConsultButton';
import { Counter } from '../../components/Counter';
import { DeferredSection } from '../../components/DeferredSection';
import { MARKETING_TARGET } from '../../components/enquiry/context';
import { PageHead, type PageMeta } from '../../components/PageHead';
import { SITE_NAME } from '../../components/site';
import { graphql } from '../../gql';
import { CHECKLIST, COUNTERS, FAQ, INDUSTRIES, PACKAGES, PROCESS, REASONS, SERVICES, STAGES } from './content';
import { MarketBrandCard } from './MarketBrandCard';
import { SidePanel } from './SidePanel';
import { MarketStyles } from './styles';

const NAME = '品牌营销';
/** SPEC §9: the marketing grid shows 16 certified brands (getVipData num 16). */
export const BRAND_COUNT = 16;

export function meta(): PageMeta {
  return {
    title: `${NAME}_${SITE_NAME}`,
    keywords: '品牌营销,品牌建设,搜索引擎品牌认证,媒体种草,舆情监控,危机公关,招商加盟推广',
    description: `${SITE_NAME}品牌营销服务：品牌建设、搜索引擎品牌认证、媒体种草、舆情监控与危机公关，覆盖餐饮、教育、零售、家居等行业，助力连锁品牌招商。`,
    path: '/brandmarket',
  };
}

const log = logFailure('brandmarket');

export function loader({ context }: LoaderFunctionArgs) {
  const deps = context.get(depsContext);
  const brands = deps.query(BrandMarketBrandsDocument, { limit: BRAND_COUNT }).then((r) => r.certifiedBrands ?? [], log('certified brands'));
  return { brands };
}

const SECTIONS = [
  { id: 'industries', name: '行业解决方案' },
  ...SERVICES.map((s) => ({ id: s.id, name: s.name })),
  { id: 'packages', name: '服务套餐' },
  { id: 'brands', name: '认证品牌' },
  { id: 'faq', name: '常见问题' },
] as const;

export function Component() {
  const { brands } = useLoaderData<typeof loader>();
  return (
    <div className="sj-container sj-bm-page">
      <PageHead {...meta()} />
      <MarketStyles />
      <Breadcrumb items={[{ label: NAME }]} />
      <section className="sj-bm-hero" aria-labelledby="bm-title">
        <h1 id="bm-title">品牌营销服务</h1>
        <p>品牌建设 · 搜索引擎品牌认证 · 媒体种草 · 舆情监控 · 危机公关。一站式品牌营销，让投资者找得到、信得过、愿意加盟。</p>
        <ConsultButton target={MARKETING_TARGET} label="立即咨询" />
      </section>
      <div className="sj-bm-layout">
        <div className="sj-bm-main">
          <section className="sj-card sj-bm-counters" aria-label="服务数据">
            {COUNTERS.map((c) => (
              <Counter key={c.value} value={c.value} label={c.label} />
            ))}
          </section>

          <section id="industries" className="sj-card sj-bm-service" aria-labelledby="industries-title">
            <h2 id="industries-title" className="sj-card-title">
              行业解决方案
            </h2>
            <p className="sj-bm-lead">深耕加盟招商的重点行业，按行业特点定制营销方案。</p>
            <div className="sj-bm-industries">
              {INDUSTRIES.map((i) => (
                <article key={i.id} className="sj-bm-industry" aria-labelledby={`industry-${i.id}`} data-testid="market-industry">
                  <h3 id={`industry-${i.id}`}>{i.name}</h3>
                  <p className="sj-bm-slogan">{i.slogan}</p>
                  <p>{i.text}</p>
                  <ul>
                    {i.points.map((p) => (
                      <li key={p}>{p}</li>
                    ))}
                  </ul>
                  <p className="sj-bm-tags">
                    推荐服务：
                    {i.services.map((name) => (
                      <a key={name} href={`#${SERVICES.find((s) => s.name === name)!.id}`}>
                        {name}
                      </a>
                    ))}
                  </p>
                </article>
              ))}
            </div>
          </section>

          <section className="sj-card" aria-labelledby="reasons-title">
            <h2 id="reasons-title" className="sj-card-title">
              为什么选择商机网
            </h2>
            <ul className="sj-bm-reasons">
              {REASONS.map((r) => (
                <li key={r.name}>
                  <strong>{r.name}</strong>
                  <span>{r.text}</span>
                </li>
              ))}
            </ul>
          </section>

          <section className="sj-card" aria-labelledby="stages-title">
            <h2 id="stages-title" className="sj-card-title">
              服务对象
            </h2>
            <ul className="sj-bm-stages">
              {STAGES.map((st) => (
                <li key={st.name}>
                  <h3>{st.name}</h3>
                  <p>
                    <strong>常见情况：</strong>
                    {st.need}
                  </p>
                  <p>
                    <strong>建议从这里开始：</strong>
                    {st.start}
                  </p>
                </li>
              ))}
            </ul>
          </section>

          {SERVICES.map((s) => (
            <section key={s.id} id={s.id} className="sj-card sj-bm-service" aria-labelledby={`${s.id}-title`} data-testid="market-service">
              <h2 id={`${s.id}-title`} className="sj-card-title">
                {s.name}
              </h2>
              <p className="sj-bm-intro">{s.intro}</p>
              <div className="sj-bm-service-body">
                <ul>
                  {s.points.map((p) => (
                    <li key={p}>{p}</li>
                  ))}
                </ul>
                <div className="sj-bm-steps">
                  <h3>服务流程</h3>
                  <ol>
                    {s.steps.map((step) => (
                      <li key={step}>{step}</li>
                    ))}
                  </ol>
                </div>
              </div>
              <h3 className="sj-bm-sub">交付成果</h3>
              <ul className="sj-bm-deliverables">
                {s.deliverables.map((d) => (
                  <li key={d}>{d}</li>
                ))}
              </ul>
              <div className="sj-bm-fit">
                <span>{s.fit}</span>
                <ConsultButton target={MARKETING_TARGET} label="立即咨询" className="sj-btn sj-btn-outline" />
              </div>
            </section>
          ))}

          <section className="sj-card" aria-labelledby="process-title">
            <h2 id="process-title" className="sj-card-title">
              合作流程
            </h2>
            <ol className="sj-bm-process">
              {PROCESS.map((p) => (
                <li key={p.name}>
                  <strong>{p.name}</strong>
                  <span className="sj-muted">{p.text}</span>
                </li>
              ))}
            </ol>
          </section>

          <section id="packages" className="sj-card sj-bm-service" aria-labelledby="packages-title">
            <h2 id="packages-title" className="sj-card-title">
              服务套餐
            </h2>
            <ul className="sj-bm-packages">
              {PACKAGES.map((p) => (
                <li key={p.name}>
                  <h3>{p.name}</h3>
                  <p className="sj-bm-price">
                    <span className="sj-money">{p.price}</span>
                    {p.unit}
                  </p>
                  <p>{p.text}</p>
                </li>
              ))}
            </ul>
            <p className="sj-bm-more">
              <Link to="/serviceoffers" className="sj-link">
                查看服务报价详情
              </Link>
              {/* The other owner pages: listing a brand, and the new-commerce marketing course. */}
              <Link to="/brandentry" className="sj-link">
                申请品牌入驻
              </Link>
              <Link to="/marketing" className="sj-link">
                了解新商业品牌营销课程
              </Link>
            </p>
          </section>

          <section id="brands" className="sj-card sj-bm-service" aria-labelledby="brands-title">
            <h2 id="brands-title" className="sj-card-title">
              认证品牌
            </h2>
            <p className="sj-bm-lead">以下品牌已通过商机网品牌认证。想了解哪个品牌，点击“免费获取资料”即可向该品牌咨询加盟。</p>
            <DeferredSection resolve={brands}>
              {(list) =>
                list?.length ? (
                  <ul className="sj-bm-brands">
                    {list.map((b) => (
                      <li key={b.id}>
                        <MarketBrandCard brand={b} />
                      </li>
                    ))}
                  </ul>
                ) : (
                  <p className="sj-muted">暂无认证品牌</p>
                )
              }
            </DeferredSection>
          </section>

          <section className="sj-card" aria-labelledby="checklist-title">
            <h2 id="checklist-title" className="sj-card-title">
              品牌营销自检清单
            </h2>
            <p className="sj-bm-lead">以下问题中有两项以上回答“否”或“不确定”，就值得和品牌营销顾问聊一聊。</p>
            <ol className="sj-bm-checklist">
              {CHECKLIST.map((c) => (
                <li key={c}>{c}</li>
              ))}
            </ol>
          </section>

          <section id="faq" className="sj-card sj-bm-service" aria-labelledby="faq-title">
            <h2 id="faq-title" className="sj-card-title">
              常见问题
            </h2>
            <dl className="sj-bm-faq">
              {FAQ.map((f) => (
                <div key={f.q}>
                  <dt>{f.q}</dt>
                  <dd>{f.a}</dd>
                </div>
              ))}
            </dl>
          </section>

          <section className="sj-card sj-bm-cta" aria-labelledby="cta-title">
            <h2 id="cta-title">让更多投资者认识您的品牌</h2>
            <p>留下联系方式，商机网的品牌营销顾问将尽快与您联系，为您介绍适合的服务方案。</p>
            <ConsultButton target={MARKETING_TARGET} label="立即咨询" />
          </section>
        </div>
        <div className="sj-bm-side">
          <SidePanel sections={SECTIONS} />
        </div>
      </div>
    </div>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from '../../components/RouteErrorBoundary';

const BrandMarketBrandsDocument = graphql(`
  query BrandMarketBrands($limit: Int!) {
    certifiedBrands(limit: $limit) {
      id
      ...MarketBrandCard_brand
    }
  }
`);
