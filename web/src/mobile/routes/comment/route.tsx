// Mobile comments, /comment/{id} with the desktop's parameters (p page, tab group, sid shop): the summary
// (count, average score), group tabs, the comments with their pictures, paging, and the way back to the
// brand and its enquiry form. Unknown brand, bad shop id → the 404 page.
import { useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { pageCount } from '../../../components/paging';
import { readComments } from '../../../routes/comment/listing';
import { SITE_NAME } from '../../../components/site';
import { graphql } from '../../../gql';
import { guarded, notFound } from '../../components/errors';
import { Head } from '../../components/Head';
import { Pager } from '../../components/Pager';

export async function loader(args: LoaderFunctionArgs) {
  return guarded(async () => {
    const found = await readComments(args, MobileCommentsDocument);
    if (!found?.result.comments) throw notFound();
    const { id, tab, page, sid } = found;
    return { listing: found.result.comments, id, tab, page, sid };
  });
}

/** The desktop's address of a page of a group (same sid). */
function href(id: string, tab: number, page: number, sid: string | null): string {
  const params = new URLSearchParams();
  if (sid) params.set('sid', sid);
  if (tab !== 1) params.set('tab', String(tab));
  if (page > 1) params.set('p', String(page));
  const q = params.toString();
  return `/comment/${id}${q ? `?${q}` : ''}`;
}

export function Component() {
  const { listing, id, tab, page, sid } = useLoaderData<typeof loader>();
  const brand = listing.brand;
  const n = brand.name;
  const { items, total, pageSize } = listing.comments;
  return (
    <>
      <Head
        title={`${n}怎么样_${n}加盟评价_${SITE_NAME}`}
        description={`${n}共有${listing.commentCount}条评价，平均评分${listing.averageScore.toFixed(1)}分。`}
        path={href(id, tab, page, sid)}
      />
      <h1 className="m-title">{n}的评价</h1>
      <p className="m-muted">
        共{listing.commentCount}条评价 · 平均评分 <span className="m-money">{listing.averageScore.toFixed(1)}</span> 分
      </p>
      <nav className="m-tabs m-tabs-scroll" aria-label="评价分组">
        {listing.groups.map((g) => (
          <a key={g.id} href={href(id, Number(g.id), 1, sid)} aria-current={Number(g.id) === tab ? 'page' : undefined}>
            {g.name}（{g.count}）
          </a>
        ))}
      </nav>
      {items.length ? (
        <ul className="m-comments">
          {items.map((c) => (
            <li key={c.id}>
              <p>
                <strong>{c.userName}</strong> <span className="m-muted">评分 {c.score} · {c.date}</span>
              </p>
              <div className="m-rich" dangerouslySetInnerHTML={{ __html: c.contentHtml }} />
              {c.pictures.length ? (
                <p className="m-pictures">
                  {c.pictures.slice(0, 6).map((src) => (
                    <img key={src} src={src} alt={`${c.userName}上传的图片`} width={96} height={72} loading="lazy" />
                  ))}
                </p>
              ) : null}
            </li>
          ))}
        </ul>
      ) : (
        <div className="m-empty">
          <p>暂无点评</p>
        </div>
      )}
      <Pager page={page} pageCount={pageCount(total, pageSize)} href={(p) => href(id, tab, p, sid)} />
      <p className="m-actions">
        <a className="m-button" href={`/shangji/${brand.id}#enquiry`}>
          在线咨询
        </a>
        <a className="m-button m-button-ghost" href={`/shangji/${brand.id}`}>
          返回{n}
        </a>
      </p>
    </>
  );
}

export const MobileCommentsDocument = graphql(`
  query MobileComments($id: ID!, $page: Int, $group: Int, $shopId: ID) {
    comments(brandId: $id, page: $page, group: $group, shopId: $shopId) {
      ...CommentListing_listing
    }
  }
`);
