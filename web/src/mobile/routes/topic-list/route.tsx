// Mobile topics: /zhuanti (every category) and /zhuanti/{param} (the desktop's scheme: the first
// hyphen-joined item is a category pinyin or all), with ?p=N; industry tabs scroll inside their strip.
// An unknown category is the 404 page.
import { useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { pageCount } from '../../../components/paging';
import { scopeOf } from '../../../components/list-scope';
import { readTopicList, readTopicListId } from '../../../routes/topic-list/listing';
import { SITE_NAME } from '../../../components/site';
import { graphql } from '../../../gql';
import { guarded, notFound } from '../../components/errors';
import { Head } from '../../components/Head';
import { Pager, pageHref } from '../../components/Pager';

/** SPEC §2 (topic list): the empty text. */
export const TOPIC_EMPTY_TEXT = '暂无你要找的专题，重新切换条件试试吧，也可以了解推荐热门专题';

export async function loader(args: LoaderFunctionArgs) {
  // The desktop's reading of the address: anything but a category and numbers is the 404 page.
  if (!readTopicListId(args.params.id)) throw notFound();
  return guarded(async () => {
    const { page, listing } = await readTopicList(args, MobileTopicListDocument);
    if (!listing) throw notFound();
    return { page, listing, path: args.params.id ? `/zhuanti/${args.params.id}` : '/zhuanti' };
  });
}

export function Component() {
  const { page, listing, path } = useLoaderData<typeof loader>();
  const c = listing.category;
  const currentTop = scopeOf(listing.categories, c).top?.id ?? null;
  const { items, total, pageSize } = listing.topics;
  const suffix = page > 1 ? `_第${page}页` : '';
  return (
    <>
      <Head
        title={c ? `${c.category.name}加盟专题_${c.title}${suffix}_${SITE_NAME}` : `加盟专题大全${suffix}_${SITE_NAME}`}
        description={c?.description || `${SITE_NAME}加盟专题：按行业整理的品牌合集。`}
        path={pageHref(path, page)}
      />
      <h1 className="m-title">{c ? `${c.category.name}加盟专题` : '加盟专题'}</h1>
      <nav className="m-tabs m-tabs-scroll" aria-label="专题分类">
        <a href="/zhuanti" aria-current={!c ? 'page' : undefined}>
          全部
        </a>
        {listing.categories.map((k) => (
          <a key={k.id} href={`/zhuanti/${k.pinyin}`} aria-current={currentTop === k.id ? 'page' : undefined}>
            {k.name}
          </a>
        ))}
      </nav>
      {items.length ? (
        <ul className="m-news">
          {items.map((t) => (
            <li key={t.id}>
              <a href={`/zhuanti/${t.id}`}>
                <strong>{t.title}</strong>
                <span className="m-muted">
                  {t.publishedAt}
                  {t.brands.length ? ` · ${t.brands.map((b) => b.name).slice(0, 3).join('、')}` : ''}
                </span>
              </a>
            </li>
          ))}
        </ul>
      ) : (
        <div className="m-empty">
          <p>{TOPIC_EMPTY_TEXT}</p>
        </div>
      )}
      <Pager page={page} pageCount={pageCount(total, pageSize)} href={(p) => pageHref(path, p)} />
    </>
  );
}

export const MobileTopicListDocument = graphql(`
  query MobileTopicList($category: String, $page: Int) {
    topicList(category: $category, page: $page) {
      ...TopicListing_listing
    }
  }
`);
