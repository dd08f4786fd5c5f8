// Mobile /brandmarket: the brand-marketing services for a phone. The desktop page's loader, head and copy
// (routes/brand-market/: route.tsx, content.ts); each 立即咨询 leads to the one 品牌营销 enquiry form at the
// end of the page (the mobile enquiry form over MARKETING_TARGET: a lead for the site's own advisers), each
// certified brand's 免费获取资料 to the form on that brand's page. The services and questions fold into
// <details>; the side panel becomes a bottom bar of 立即咨询 and the hotline.
import { Suspense } from 'react';
import { Await, useLoaderData } from 'react-router';
import { MARKETING_TARGET } from '../../../components/enquiry/context';
import { HOTLINE, HOTLINE_HOURS } from '../../../components/site';
import { CHECKLIST, COPY, COUNTERS, FAQ, INDUSTRIES, MORE_LINKS, PACKAGES, PROCESS, REASONS, SERVICES, STAGES } from '../../../routes/brand-market/content';
import { loader, meta } from '../../../routes/brand-market/route';
import { BrandItem } from '../../components/BrandItem';
import { Head } from '../../components/Head';
import { Counters, OwnerSection } from '../../components/OwnerPage';
import { EnquiryForm } from '../brand-detail/EnquiryForm';
import { TextList } from '../../../components/TextList';

export { loader };

const CONSULT = '#enquiry';
const serviceId = (name: string) => SERVICES.find((s) => s.name === name)!.id;

export function Component() {
  const { brands } = useLoaderData<typeof loader>();
  return (
    <>
      <Head {...meta()} />
      <section className="m-owner-hero" aria-labelledby="bm-title">
        <h1 id="bm-title">{COPY.title}</h1>
        <p>{COPY.pitch}</p>
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

      <OwnerSection id="industries" title="行业解决方案" sub={COPY.industriesLead}>
        {INDUSTRIES.map((i) => (
          <article key={i.id} className="m-owner-card" aria-labelledby={`industry-${i.id}`}>
            <h3 id={`industry-${i.id}`}>{i.name}</h3>
            <p className="m-owner-slogan">{i.slogan}</p>
            <p>{i.text}</p>
            <TextList items={i.points} />
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
      </OwnerSection>

      <OwnerSection id="reasons" title={COPY.reasons}>
        <dl className="m-owner-pairs">
          {REASONS.map((r) => (
            <div key={r.name}>
              <dt>{r.name}</dt>
              <dd>{r.text}</dd>
            </div>
          ))}
        </dl>
      </OwnerSection>

      <OwnerSection id="stages" title={COPY.stages}>
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
      </OwnerSection>

      <OwnerSection id="services" title="营销服务" sub="五项服务，可单独选择，也可组合成方案。">
        <div className="m-accordion">
          {SERVICES.map((s) => (
            <details key={s.id} id={s.id}>
              <summary>{s.name}</summary>
              <p>{s.intro}</p>
              <TextList items={s.points} />
              <h3>服务流程</h3>
              <ol>
                {s.steps.map((step) => (
                  <li key={step}>{step}</li>
                ))}
              </ol>
              <h3>交付成果</h3>
              <TextList items={s.deliverables} />
              <p className="m-muted">{s.fit}</p>
              <p>
                <a href={CONSULT} className="m-button m-button-ghost">
                  立即咨询
                </a>
              </p>
            </details>
          ))}
        </div>
      </OwnerSection>

      <OwnerSection id="process" title={COPY.process}>
        <ol className="m-owner-steps">
          {PROCESS.map((p) => (
            <li key={p.name}>
              <h3>{p.name}</h3>
              <p>{p.text}</p>
            </li>
          ))}
        </ol>
      </OwnerSection>

      <OwnerSection id="packages" title="服务套餐">
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
          {MORE_LINKS.map((l) => (
            <li key={l.href}>
              <a href={l.href}>{l.label}</a>
            </li>
          ))}
        </ul>
      </OwnerSection>

      <OwnerSection id="brands" title="认证品牌" sub={COPY.brandsLead}>
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
      </OwnerSection>

      <OwnerSection id="checklist" title={COPY.checklist} sub={COPY.checklistLead}>
        <TextList items={CHECKLIST} ordered className="m-owner-checks" />
      </OwnerSection>

      <OwnerSection id="faq" title="常见问题">
        <div className="m-accordion">
          {FAQ.map((f) => (
            <details key={f.q}>
              <summary>{f.q}</summary>
              <p>{f.a}</p>
            </details>
          ))}
        </div>
      </OwnerSection>

      <section className="m-section" aria-labelledby="cta-title">
        <h2 id="cta-title">{COPY.cta}</h2>
        <p>{COPY.ctaText}</p>
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
