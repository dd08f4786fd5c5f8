// /zhuanti: the topic hub (SPEC §2). Banner block (266 px), latest topics, and the 16 industry sections
// reached by anchors zhauntimodel0 … zhauntimodel15 (the spec's spelling: existing links use it).
import { Box, Flex } from '@chakra-ui/react';
import { Link, data, useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { depsContext } from '../../app-context';
import { Carousel } from '../../components/carousel/Carousel';
import { TopicTitleList } from '../../components/TopicTitleList';
import { Breadcrumb } from '../../components/Breadcrumb';
import { PageHead, type PageMeta } from '../../components/PageHead';
import type { RouteErrorData } from '../../components/RouteErrorBoundary';
import { SITE_NAME } from '../../components/site';
import { graphql } from '../../gql';
import { framed } from '../../components/framed';

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
    <Box className="sj-container" pt="12px" css={pageCss}>
      <PageHead {...meta()} />
      <Breadcrumb items={[{ label: '专题' }]} />
      <h1 className="sj-sr-only">加盟专题</h1>
      <Flex gap="20px" align="stretch" mb="20px">
        <Box flex="1" minW="0" className="sj-topic-banners">
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
        </Box>
        <Box w="380px" flexShrink={0} className="sj-card" mb="0">
          <h2 className="sj-card-title">最新专题</h2>
          <TopicTitleList topics={home.latest.slice(0, 9)} />
        </Box>
      </Flex>
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
    </Box>
  );
}

const pageCss = {
  '& .sj-topic-banners .sj-slide': { display: 'block', position: 'relative', height: '100%' },
  '& .sj-topic-banners .sj-slide-caption': {
    position: 'absolute', left: 0, right: 0, bottom: 0, p: '6px 12px 26px', color: 'white', fontSize: '14px',
    bg: 'linear-gradient(transparent, rgba(0,0,0,.65))', whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis',
  },
  '& .sj-topic-section': { scrollMarginTop: '10px' },
  '& .sj-topic-grid': { listStyle: 'none', p: 0, m: 0, display: 'grid', gridTemplateColumns: 'repeat(4, minmax(0, 1fr))', gap: '16px' },
  '& .sj-topic-grid img': { w: '100%', h: '120px', objectFit: 'cover', display: 'block', bg: '#eee' },
  '& .sj-topic-grid span': { display: 'block', mt: '6px', overflow: 'hidden', whiteSpace: 'nowrap', textOverflow: 'ellipsis' },
} as const;

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
