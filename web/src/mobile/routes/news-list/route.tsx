// Mobile news: /news (the news home: every category) and /news/{pinyin} (one category), 15 articles a page
// with ?p=N, category tabs that scroll sideways inside their own strip. An unknown category is the 404 page.
import { useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { pageCount } from '../../../components/paging';
import { readNewsList } from '../../../routes/news-list/listing';
import { SITE_NAME } from '../../../components/site';
import { graphql } from '../../../gql';
import { guarded, notFound } from '../../components/errors';
import { Head } from '../../components/Head';
import { NewsList } from '../../components/NewsItem';
import { Pager, pageHref } from '../../components/Pager';

/** SPEC §2 (news list): the empty text. */
export const NEWS_EMPTY_TEXT = '暂无你要找的资讯，重新切换条件试试吧，也可以了解推荐热门资讯';

export async function loader(args: LoaderFunctionArgs) {
  return guarded(async () => {
    const { page, listing } = await readNewsList(args, MobileNewsListDocument);
    if (!listing) throw notFound();
    // /news is the news home; /news/all the same list under its list address.
    return { page, listing, path: args.params.id ? `/news/${args.params.id}` : '/news' };
  });
}

export function Component() {
  const { page, listing, path } = useLoaderData<typeof loader>();
  const current = listing.category;
  const name = current?.name ?? null;
  const { items, total, pageSize } = listing.news;
  return (
    <>
      <Head
        title={`${name ?? '加盟资讯'}_${name ? `${name}加盟资讯` : '创业资讯大全'}${page > 1 ? `_第${page}页` : ''}_${SITE_NAME}`}
        description={`${SITE_NAME}${name ?? '加盟资讯'}频道，提供最新加盟开店经验与创业资讯。`}
        path={pageHref(path, page)}
      />
      <h1 className="m-title">{name ? `${name}资讯` : '加盟资讯'}</h1>
      <nav className="m-tabs m-tabs-scroll" aria-label="资讯分类">
        <a href="/news" aria-current={!current ? 'page' : undefined}>
          全部
        </a>
        {listing.categories.map((c) => (
          <a key={c.id} href={`/news/${c.pinyin}`} aria-current={current?.id === c.id ? 'page' : undefined}>
            {c.name}
          </a>
        ))}
      </nav>
      {items.length ? (
        <NewsList news={items} />
      ) : (
        <div className="m-empty">
          <p>{NEWS_EMPTY_TEXT}</p>
        </div>
      )}
      <Pager page={page} pageCount={pageCount(total, pageSize)} href={(p) => pageHref(path, p)} />
    </>
  );
}

export const MobileNewsListDocument = graphql(`
  query MobileNewsList($category: String, $page: Int) {
    newsList(category: $category, page: $page) {
      ...NewsListing_listing
      news {
        items {
          ...MobileNews_news
        }
      }
    }
  }
`);
