// The brand list as both screens' lists read it: the address's filters as the query's variables, the
// filter lists (a document of their own, the same for every list: the server keeps its result between
// pages, server/src/ssr/operation-cache.ts, instead of executing it inside every page's query), the list's
// scope and paging, and the one read both screens' loaders call with their own document of the brands.
import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import type { ListFilters } from '../../components/list-id';
import type { RunQuery } from '../../data/query';
import { graphql } from '../../gql';

export const FilterListsDocument = graphql(`
  query FilterLists {
    brandFilters {
      categories {
        ...CategoryTabs_category
      }
      feeBands {
        id
        name
      }
      regions {
        id
        name
      }
      tags {
        id
        name
      }
    }
  }
`);

export const BrandListingFragment = graphql(`
  fragment BrandListing_listing on BrandListing {
    category {
      ...ListScope_category
    }
    brands {
      total
      page
    }
  }
`);

/** The brand filter of the address's filters ('all' and '0' filter nothing). */
export function listVariables(filters: ListFilters, page: number) {
  return {
    filter: {
      ...(filters.pinyin !== 'all' ? { pinyin: filters.pinyin } : {}),
      ...(filters.feeid !== '0' ? { feeBandId: filters.feeid } : {}),
      ...(filters.regionid !== '0' ? { regionId: filters.regionid } : {}),
      ...(filters.idenid !== '0' ? { tagId: filters.idenid } : {}),
      certified: filters.isvip === '1',
      filed: filters.filed === '1',
      twoStores: filters.twostores === '1',
    },
    page,
  };
}

/** One page of the list (the screen's document) with the filter lists beside it. */
export async function readBrandList<Result>(query: RunQuery, document: TypedDocumentNode<Result, ReturnType<typeof listVariables>>, filters: ListFilters, page: number) {
  const [result, lists] = await Promise.all([query(document, listVariables(filters, page)), query(FilterListsDocument, {})]);
  return { ...result, brandFilters: lists.brandFilters };
}
