// Mobile topic, /zhuanti/{id}: title and description, its brands, previous / next (SPEC §2: 没有信息了 when
// none) and related topics. Unknown id → 404.
import { useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { depsContext } from '../../../app-context';
import { SITE_NAME } from '../../../components/site';
import { graphql } from '../../../gql';
import { detailVariables } from '../../../routing/define';
import { BrandList } from '../../components/BrandItem';
import { guarded, notFound } from '../../components/errors';
import { Head } from '../../components/Head';

/** SPEC §2: where there is no previous or next topic. */
export const NO_TOPIC_TEXT = '没有信息了';

export async function loader(args: LoaderFunctionArgs) {
  const deps = args.context.get(depsContext);
  return guarded(async () => {
    const topic = (await deps.query(MobileTopicDetailDocument, detailVariables(args))).topic;
    if (!topic) throw notFound();
    return { topic };
  });
}

export function Component() {
  const { topic: t } = useLoaderData<typeof loader>();
  return (
    <article className="m-article">
      <Head title={`${t.title}_${SITE_NAME}`} description={t.summary || t.title} keywords={t.keywords || t.title} path={`/zhuanti/${t.id}`} />
      <nav className="m-crumbs" aria-label="面包屑">
        <a href="/">首页</a>
        <a href="/zhuanti">加盟专题</a>
        {t.categoryPath.map((c) => (
          <a key={c.id} href={`/zhuanti/${c.pinyin}`}>
            {c.name}
          </a>
        ))}
      </nav>
      <h1 className="m-title">{t.title}</h1>
      <p className="m-muted">{t.publishedAt}</p>
      {t.summary ? <p>{t.summary}</p> : null}
      <section className="m-section" aria-labelledby="h-topic-brands">
        <h2 id="h-topic-brands">专题品牌</h2>
        {t.brands.length ? <BrandList brands={t.brands} eager={2} /> : <p className="m-muted">暂无品牌</p>}
      </section>
      <nav className="m-adjacent" aria-label="上一篇与下一篇">
        {t.previous ? <a href={`/zhuanti/${t.previous.id}`}>上一篇：{t.previous.title}</a> : <span>上一篇：{NO_TOPIC_TEXT}</span>}
        {t.next ? <a href={`/zhuanti/${t.next.id}`}>下一篇：{t.next.title}</a> : <span>下一篇：{NO_TOPIC_TEXT}</span>}
      </nav>
      {t.related.length ? (
        <section className="m-section" aria-labelledby="h-topic-related">
          <h2 id="h-topic-related">相关专题</h2>
          <ul className="m-news">
            {t.related.slice(0, 8).map((r) => (
              <li key={r.id}>
                <a href={`/zhuanti/${r.id}`}>
                  <strong>{r.title}</strong>
                </a>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </article>
  );
}

export const MobileTopicDetailDocument = graphql(`
  query MobileTopicDetail($id: ID!, $show: String) {
    topic(id: $id, show: $show) {
      ...Topic_topic
      brands {
        ...MobileBrand_brand
      }
    }
  }
`);
