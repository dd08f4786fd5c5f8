// A brand's comments as both screens' comment pages read them: the summary, the group tabs and the
// paging; the address's parameters (p, tab, sid) read once; and the one loader both call with their own
// document (each adds its own view of the comments and of the brand).
import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import type { LoaderFunctionArgs } from 'react-router';
import { depsContext } from '../../app-context';
import { readPage } from '../../components/paging';
import { graphql } from '../../gql';

export const CommentListingFragment = graphql(`
  fragment CommentListing_listing on CommentListing {
    commentCount
    averageScore
    groups {
      id
      name
      count
    }
    comments {
      items {
        ...CommentList_comment
      }
      total
      page
      pageSize
    }
    brand {
      id
      name
    }
  }
`);

const ID = /^[1-9]\d{0,9}$/;

/** tab: a group id (whole number), 1 (all) when missing or not a number. */
function readTab(params: URLSearchParams): number {
  const raw = params.get('tab') ?? '';
  return /^\d{1,4}$/.test(raw) && Number(raw) > 0 ? Number(raw) : 1;
}

/** The brand id, page, group and shop of a comment page's address; null for a malformed id or shop id. */
export function readCommentQuery({ params, request }: Pick<LoaderFunctionArgs, 'params' | 'request'>) {
  const search = new URL(request.url).searchParams;
  const id = params.id ?? '';
  const sid = search.get('sid');
  if (!ID.test(id) || (sid !== null && sid !== '' && !ID.test(sid))) return null;
  return { id, page: readPage(search), tab: readTab(search), sid: sid || null };
}

type CommentsDocument<Result> = TypedDocumentNode<Result, { id: string; page: number; group: number; shopId: string | null }>;

/** The comment page's query and its result; null for a malformed address (the 404 page on both screens). */
export async function readComments<Result>(args: LoaderFunctionArgs, document: CommentsDocument<Result>) {
  const q = readCommentQuery(args);
  if (!q) return null;
  const result = await args.context.get(depsContext).query(document, { id: q.id, page: q.page, group: q.tab, shopId: q.sid });
  return { ...q, result };
}
