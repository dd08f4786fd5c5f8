// /zhuanti: the topic hub (SPEC §2). Banner block (266 px), latest topics, and the 16 industry sections
// reached by anchors zhauntimodel0 … zhauntimodel15 (the spec's spelling: existing links use it).
import { Link, data, useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { depsContext } from '../../app-context';
import { Carousel } from '../../components/carousel/Carousel';
import { TopicTitleList } from '../../components/TopicTitleList';
import { Breadcrumb } from '../../components/Breadcrumb';
import { ColumnsSheet } from '../../components/columns';
import { PageHead, type PageMeta } from '../../components/PageHead';
import type { RouteErrorData } from '../../components/RouteErrorBoundary';
import { SITE_NAME } from '../../components/site';
import { graphql } from '../../gql';
import { framed } from '../../components/framed';
import { Sheet } from '../../components/Sheet';
import sheet from './styles.css.ts?sheet';

export function meta(): PageMeta {
  return {
    title: `加盟专题_品牌加盟专题大全_${SITE_NAME}`,
    keywords: '加盟专题,品牌加盟专题,加盟品牌推荐',
    description: `${SITE_NAME}加盟专题按行业汇总餐饮、教育、酒店、建材、家居、服装等行业的品牌加盟推荐。`,
    path: '/zhuanti',
  };
}

export async function critical({ context }: LoaderFunctionArgs) {
  const deps = context.get(depsContext);
  return (await deps.query(TopicHomeDocument, {})).topicHome;
}

export async function loader(args: LoaderFunctionArgs) {
  const home = await critical(args);
  if (!home) throw data<RouteErrorData>({ kind: 'missing' }, { status: 404 });
  return { home };
}

/** SPEC §9: news and topic banners 266 px; the frame is the column left of the 380 px latest list. */
export const TOPIC_CAROUSEL_HEIGHT = 266;
export const TOPIC_CAROUSEL_WIDTH = 800;

/** SPEC §2: the anchors are named zhauntimodel0 … zhauntimodel15. */
export const anchorOf = (i: number) => `zhauntimodel${i}`;

export function Component() {
  const { home } = useLoaderData<typeof loader>();
  const sections = home.sections.slice(0, 16);
  return (
    <div className="sj-container sj-page sj-topics-page">
      <ColumnsSheet />
      <Sheet sheet={sheet} />
      <PageHead {...meta()} />
      <Breadcrumb items={[{ label: '专题' }]} />
      <h1 className="sj-sr-only">加盟专题</h1>
      <div className="sj-topics-head">
        <div className="sj-cols-main sj-topic-banners">
          {/* SPEC §9: news and topic banners are a 266 px carousel (the kit's swiper carousel). */}
          {home.banners.length ? (
            <Carousel
              width={TOPIC_CAROUSEL_WIDTH}
              height={TOPIC_CAROUSEL_HEIGHT}
              label="专题推荐"
              captions
              pausable
              slides={home.banners.map((b, i) => ({ key: `${i}-${b.href}`, href: b.href, imageUrl: b.imageUrl, title: b.title }))}
            />
          ) : (
            <p className="sj-muted">暂无推荐专题</p>
          )}
        </div>
        <div className="sj-card sj-topics-latest">
          <h2 className="sj-card-title">最新专题</h2>
          <TopicTitleList topics={home.latest.slice(0, 9)} />
        </div>
      </div>
      <nav aria-label="行业专题" className="sj-card">
        <ul className="sj-cat-bar">
          {sections.map((s, i) => (
            <li key={s.category.id}>
              <a href={`#${anchorOf(i)}`}>{s.category.name}</a>
            </li>
          ))}
        </ul>
      </nav>
      {sections.map((s, i) => (
        <section key={s.category.id} id={anchorOf(i)} className="sj-card sj-topic-section" aria-labelledby={`${anchorOf(i)}-title`}>
          <div className="sj-side-card-head">
            <h2 className="sj-card-title" id={`${anchorOf(i)}-title`}>
              {s.category.name}专题
            </h2>
            <Link to={`/zhuanti/${s.category.pinyin}`} className="sj-more">
              更多<span className="sj-sr-only">{s.category.name}专题</span>
            </Link>
          </div>
          {s.topics.length ? (
            <ul className="sj-topic-grid">
              {s.topics.slice(0, 8).map((t) => (
                <li key={t.id}>
                  <Link to={`/zhuanti/${t.id}`}>
                    <img src={framed(t.thumbnail, 278, 120)} alt="" loading="lazy" decoding="async" width={278} height={120} />
                    <span>{t.title}</span>
                  </Link>
                </li>
              ))}
            </ul>
          ) : (
            <p className="sj-muted">暂无数据</p>
          )}
        </section>
      ))}
    </div>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from '../../components/RouteErrorBoundary';

export const TopicHomeDocument = graphql(`
  query TopicHome {
    topicHome {
      banners {
        title
        imageUrl
        href
        external
      }
      latest {
        id
        title
      }
      sections {
        category {
          id
          name
          pinyin
        }
        topics {
          id
          title
          thumbnail
        }
      }
    }
  }
`);
