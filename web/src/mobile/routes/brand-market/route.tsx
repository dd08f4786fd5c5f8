// Mobile /brandmarket: the brand-marketing services for a phone. The desktop page's loader, head and copy
// (routes/brand-market/: route.tsx, content.ts); each 立即咨询 leads to the one 品牌营销 enquiry form at the
// end of the page (the mobile enquiry form over MARKETING_TARGET: a lead for the site's own advisers), each
// certified brand's 免费获取资料 to the form on that brand's page. The services and questions fold into
// <details>; the side panel becomes a bottom bar of 立即咨询 and the hotline.
import { Suspense } from 'react';
import { Await, useLoaderData } from 'react-router';
import { MARKETING_TARGET } from '../../../components/enquiry/context';
import { HOTLINE, HOTLINE_HOURS } from '../../../components/site';
import { CHECKLIST, COUNTERS, FAQ, INDUSTRIES, PACKAGES, PROCESS, REASONS, SERVICES, STAGES } from '../../../routes/brand-market/content';
import { loader, meta } from '../../../routes/brand-market/route';
import { BrandItem } from '../../components/BrandItem';
import { Head } from '../../components/Head';
import { Counters, SectionHead } from '../../components/OwnerPage';
import { EnquiryForm } from '../brand-detail/EnquiryForm';

export { loader };

const CONSULT = '#enquiry';
const serviceId = (name: string) => SERVICES.find((s) => s.name === name)!.id;

export function Component() {
  const { brands } = useLoaderData<typeof loader>();
  return (
    <>
      <Head {...meta()} />
      <section className="m-owner-hero" aria-labelledby="bm-title">
        <h1 id="bm-title">品牌营销服务</h1>
        <p>品牌建设 · 搜索引擎品牌认证 · 媒体种草 · 舆情监控 · 危机公关。一站式品牌营销，让投资者找得到、信得过、愿意加盟。</p>
        <a href={CONSULT} className="m-button m-owner-cta">
          立即咨询
        </a>
      </section>
      <nav className="m-tabs m-tabs-scroll" aria-label="品牌营销导航">
        <a href="#industries">行业解决方案</a>
        <a href="#services">营销服务</a>
        <a href="#packages">服务套餐</a>
        <a href="#brands">认证品牌</a>
        <a href="#faq">常见问题</a>
      </nav>
      <Counters label="服务数据" items={COUNTERS} />

      <section id="industries" className="m-section" aria-labelledby="industries-title">
        <SectionHead id="industries" title="行业解决方案" sub="深耕加盟招商的重点行业，按行业特点定制营销方案。" />
        {INDUSTRIES.map((i) => (
          <article key={i.id} className="m-owner-card" aria-labelledby={`industry-${i.id}`}>
            <h3 id={`industry-${i.id}`}>{i.name}</h3>
            <p className="m-owner-slogan">{i.slogan}</p>
            <p>{i.text}</p>
            <ul>
              {i.points.map((p) => (
                <li key={p}>{p}</li>
              ))}
            </ul>
            <p className="m-owner-tags">
              推荐服务：
              {i.services.map((name) => (
                <a key={name} href={`#${serviceId(name)}`}>
                  {name}
                </a>
              ))}
            </p>
          </article>
        ))}
      </section>

      <section className="m-section" aria-labelledby="reasons-title">
        <SectionHead id="reasons" title="为什么选择商机网" />
        <dl className="m-owner-pairs">
          {REASONS.map((r) => (
            <div key={r.name}>
              <dt>{r.name}</dt>
              <dd>{r.text}</dd>
            </div>
          ))}
        </dl>
      </section>

      <section className="m-section" aria-labelledby="stages-title">
        <SectionHead id="stages" title="服务对象" />
        {STAGES.map((st) => (
          <article key={st.name} className="m-owner-card" aria-labelledby={`stage-${st.name}`}>
            <h3 id={`stage-${st.name}`}>{st.name}</h3>
            <p>
              <strong>常见情况：</strong>
              {st.need}
            </p>
            <p>
              <strong>建议从这里开始：</strong>
              {st.start}
            </p>
          </article>
        ))}
      </section>

      <section id="services" className="m-section" aria-labelledby="services-title">
        <SectionHead id="services" title="营销服务" sub="五项服务，可单独选择，也可组合成方案。" />
        <div className="m-accordion">
          {SERVICES.map((s) => (
            <details key={s.id} id={s.id}>
              <summary>{s.name}</summary>
              <p>{s.intro}</p>
              <ul>
                {s.points.map((p) => (
                  <li key={p}>{p}</li>
                ))}
              </ul>
              <h3>服务流程</h3>
              <ol>
                {s.steps.map((step) => (
                  <li key={step}>{step}</li>
                ))}
              </ol>
              <h3>交付成果</h3>
              <ul>
                {s.deliverables.map((d) => (
                  <li key={d}>{d}</li>
                ))}
              </ul>
              <p className="m-muted">{s.fit}</p>
              <p>
                <a href={CONSULT} className="m-button m-button-ghost">
                  立即咨询
                </a>
              </p>
            </details>
          ))}
        </div>
      </section>

      <section className="m-section" aria-labelledby="process-title">
        <SectionHead id="process" title="合作流程" />
        <ol className="m-owner-steps">
          {PROCESS.map((p) => (
            <li key={p.name}>
              <h3>{p.name}</h3>
              <p>{p.text}</p>
            </li>
          ))}
        </ol>
      </section>

      <section id="packages" className="m-section" aria-labelledby="packages-title">
        <SectionHead id="packages" title="服务套餐" />
        {PACKAGES.map((p) => (
          <article key={p.name} className="m-owner-card" aria-labelledby={`package-${p.name}`}>
            <h3 id={`package-${p.name}`}>{p.name}</h3>
            <p className="m-owner-price">
              <span className="m-money">{p.price}</span>
              {p.unit}
            </p>
            <p>{p.text}</p>
          </article>
        ))}
        <ul className="m-owner-links">
          <li>
            <a href="/serviceoffers">查看服务报价详情</a>
          </li>
          <li>
            <a href="/brandentry">申请品牌入驻</a>
          </li>
          <li>
            <a href="/marketing">了解新商业品牌营销课程</a>
          </li>
        </ul>
      </section>

      <section id="brands" className="m-section" aria-labelledby="brands-title">
        <SectionHead id="brands" title="认证品牌" sub="以下品牌已通过商机网品牌认证。想了解哪个品牌，点击“免费获取资料”即可向该品牌咨询加盟。" />
        <Suspense
          fallback={
            <p className="m-muted" role="status">
              正在读取认证品牌…
            </p>
          }
        >
          <Await resolve={brands}>
            {(list) =>
              list?.length ? (
                <ul className="m-brands">
                  {list.map((b) => (
                    <BrandItem
                      key={b.id}
                      brand={{ ...b, certified: true }}
                      detail={`主营：${b.mainProduct || '—'}　公司：${b.company || '—'}`}
                      action={
                        <a href={`/shangji/${b.id}#enquiry`} className="m-button m-button-ghost" aria-label={`免费获取${b.name}资料`}>
                          免费获取资料
                        </a>
                      }
                    />
                  ))}
                </ul>
              ) : (
                <p className="m-muted">暂无认证品牌</p>
              )
            }
          </Await>
        </Suspense>
      </section>

      <section className="m-section" aria-labelledby="checklist-title">
        <SectionHead id="checklist" title="品牌营销自检清单" sub="以下问题中有两项以上回答“否”或“不确定”，就值得和品牌营销顾问聊一聊。" />
        <ol className="m-owner-checks">
          {CHECKLIST.map((c) => (
            <li key={c}>{c}</li>
          ))}
        </ol>
      </section>

      <section id="faq" className="m-section" aria-labelledby="faq-title">
        <SectionHead id="faq" title="常见问题" />
        <div className="m-accordion">
          {FAQ.map((f) => (
            <details key={f.q}>
              <summary>{f.q}</summary>
              <p>{f.a}</p>
            </details>
          ))}
        </div>
      </section>

      <section className="m-section" aria-labelledby="cta-title">
        <h2 id="cta-title">让更多投资者认识您的品牌</h2>
        <p>留下联系方式，商机网的品牌营销顾问将尽快与您联系，为您介绍适合的服务方案。</p>
        <p className="m-muted">
          品牌营销顾问热线 <a href={`tel:${HOTLINE.replace(/[^\d+]/g, '')}`}>{HOTLINE}</a>（服务时间 {HOTLINE_HOURS}）
        </p>
        <EnquiryForm target={MARKETING_TARGET} />
      </section>
      <nav className="m-bottombar m-bottombar-two" aria-label="品牌营销咨询">
        <a href={CONSULT} className="m-bar-primary">
          立即咨询
        </a>
        <a href={`tel:${HOTLINE.replace(/[^\d+]/g, '')}`}>电话</a>
      </nav>
    </>
  );
}
