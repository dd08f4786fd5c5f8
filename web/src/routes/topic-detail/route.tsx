// /zhuanti/{id} (numeric): the topic (SPEC §2). Title, description, its brands, previous/next (没有信息了
// when none), related topics, open-graph tags. Unknown id → 404.
import { Link, data, useLoaderData, useLocation, type LoaderFunctionArgs } from 'react-router';
import { depsContext, useSiteConfig } from '../../app-context';
import { logFailure } from '../../data/log';
import { BrandMiniList } from '../../components/BrandMini';
import { TopicTitleList } from '../../components/TopicTitleList';
import { BrandRow } from '../../components/BrandRow';
import { Breadcrumb } from '../../components/Breadcrumb';
import { ColumnsSheet } from '../../components/columns';
import { DeferredSection } from '../../components/DeferredSection';
import { PageHead, type PageMeta } from '../../components/PageHead';
import type { RouteErrorData } from '../../components/RouteErrorBoundary';
import { SideCard } from '../../components/SideCard';
import { SITE_NAME } from '../../components/site';
import { graphql } from '../../gql';
import type { TopicDetailQuery } from '../../gql/graphql';
import { Sheet } from '../../components/Sheet';
import { detailVariables } from '../../routing/define';
import sheet from './styles.css.ts?sheet';

/** SPEC §2: the placeholder where there is no previous or next topic. */
export const NO_TOPIC_TEXT = '没有信息了';

type Topic = NonNullable<TopicDetailQuery['topic']>;

export function meta(t: Topic, path: string): PageMeta {
  return { title: `${t.title}_${SITE_NAME}`, keywords: t.keywords || t.title, description: t.summary || t.title, path };
}

export async function critical(args: LoaderFunctionArgs) {
  return (await args.context.get(depsContext).query(TopicDetailDocument, detailVariables(args))).topic;
}

export async function loader(args: LoaderFunctionArgs) {
  const deps = args.context.get(depsContext);
  const side = deps.query(TopicDetailSideDocument, {}).then(
    (r) => r.relatedBrands ?? [],
    logFailure('topic-detail')('side'),
  );
  const topic = await critical(args);
  if (!topic) throw data<RouteErrorData>({ kind: 'missing' }, { status: 404 });
  return { topic, side };
}

function OpenGraph({ t }: { t: Topic }) {
  const { siteUrl } = useSiteConfig();
  const image = t.thumbnail ? (/^https?:/.test(t.thumbnail) ? t.thumbnail : siteUrl + t.thumbnail) : null;
  return (
    <>
      <meta property="og:type" content="article" />
      <meta property="og:site_name" content={SITE_NAME} />
      <meta property="og:title" content={t.title} />
      <meta property="og:description" content={t.summary || t.title} />
      <meta property="og:url" content={`${siteUrl}/zhuanti/${t.id}`} />
      {image ? <meta property="og:image" content={image} /> : null}
    </>
  );
}

function Neighbour({ label, item }: { label: string; item: Topic['previous'] }) {
  return (
    <p>
      {label}：{item ? <Link to={`/zhuanti/${item.id}`}>{item.title}</Link> : <span className="sj-muted">{NO_TOPIC_TEXT}</span>}
    </p>
  );
}

export function Component() {
  const { topic: t, side } = useLoaderData<typeof loader>();
  const { pathname } = useLocation();
  const top = t.categoryPath[0];
  return (
    <div className="sj-container sj-page" key={t.id}>
      <ColumnsSheet />
      <Sheet sheet={sheet} />
      <PageHead {...meta(t, pathname)} />
      <OpenGraph t={t} />
      <Breadcrumb
        items={[{ label: '专题', to: '/zhuanti' }, ...(top ? [{ label: top.name, to: `/zhuanti/${top.pinyin}` }] : []), { label: t.title }]}
      />
      <div className="sj-cols">
        <div className="sj-cols-main">
          <section className="sj-card" aria-labelledby="topic-title">
            <h1 id="topic-title" className="sj-topic-title">
              {t.title}
            </h1>
            <p className="sj-item-meta sj-topic-meta">
              <time>{t.publishedAt}</time>
            </p>
            <p className="sj-topic-summary">{t.summary}</p>
          </section>
          <section className="sj-card" aria-labelledby="topic-brands">
            <h2 className="sj-card-title" id="topic-brands">
              专题品牌
            </h2>
            {t.brands.length ? t.brands.map((b) => <BrandRow key={b.id} brand={b} />) : <p className="sj-muted">暂无数据</p>}
            <nav aria-label="上一个和下一个专题" className="sj-topic-neighbours">
              <Neighbour label="上一篇" item={t.previous} />
              <Neighbour label="下一篇" item={t.next} />
            </nav>
          </section>
        </div>
        <aside className="sj-cols-side" aria-label="侧栏">
          <SideCard title="相关专题" moreTo="/zhuanti/all">
            {<TopicTitleList topics={t.related} />}
          </SideCard>
          <SideCard title="推荐品牌" moreTo="/shangji">
            <DeferredSection resolve={side}>{(brands) => <BrandMiniList brands={brands ?? []} />}</DeferredSection>
          </SideCard>
        </aside>
      </div>
    </div>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from '../../components/RouteErrorBoundary';

export const TopicDetailDocument = graphql(`
  query TopicDetail($id: ID!, $show: String) {
    topic(id: $id, show: $show) {
      ...Topic_topic
      thumbnail
      brands {
        id
        ...BrandRow_brand
      }
    }
  }
`);

export const TopicDetailSideDocument = graphql(`
  query TopicDetailSide {
    relatedBrands(kind: HOT, limit: 10) {
      ...BrandMini_brand
    }
  }
`);
