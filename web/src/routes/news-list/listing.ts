// The news list as both screens' news lists read it: the category tabs and the paging, and the one
// loader both call with their own document (each adds its own view of the articles).
import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import type { LoaderFunctionArgs } from 'react-router';
import { depsContext } from '../../app-context';
import { readPage } from '../../components/paging';
import { graphql } from '../../gql';

export const NewsListingFragment = graphql(`
  fragment NewsListing_listing on NewsListing {
    categories {
      id
      name
      pinyin
    }
    category {
      id
      name
      pinyin
    }
    news {
      total
      page
      pageSize
    }
  }
`);

type NewsListDocument<Listing> = TypedDocumentNode<{ newsList?: Listing | null }, { category: string; page: number }>;

/** The page asked for and its listing (null: no such category) of /news, /news/all and /news/{pinyin}. */
export async function readNewsList<Listing>({ params, request, context }: LoaderFunctionArgs, document: NewsListDocument<Listing>) {
  const page = readPage(request.url);
  const listing = (await context.get(depsContext).query(document, { category: params.id ?? 'all', page })).newsList ?? null;
  return { page, listing };
}
