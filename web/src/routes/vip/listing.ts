// The certified brands' list as both screens read it: the address's category, the industry tabs and the
// paging, and the one read both screens' loaders call with their own document of the brands.
import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import type { RunQuery } from '../../data/query';
import { graphql } from '../../gql';

// Fields of the query root: the list's arguments are the operation's variables, which every document
// spreading it declares ($pinyin, $page).
export const VipListingFragment = graphql(`
  fragment VipListing_query on Query {
    brandList(filter: { pinyin: $pinyin, certified: true }, page: $page) {
      category {
        category {
          id
          name
          pinyin
        }
      }
      brands {
        total
      }
    }
    certifiedCategories {
      id
      name
      pinyin
    }
  }
`);

const PINYIN = /^[a-z][a-z0-9]{0,39}$/;

/** The category pinyin of the address; 'all' for none; null when malformed. */
export function readVipId(id: string | undefined): string | null {
  const slug = (id ?? 'all').toLowerCase();
  return PINYIN.test(slug) ? slug : null;
}

export const vipPath = (pinyin: string) => (pinyin === 'all' ? '/vip' : `/vip/${pinyin}`);

type VipDocument<Result> = TypedDocumentNode<Result, { pinyin: string | null; page: number }>;

/** One page of certified brands of the category ('all': every category) with the tabs. */
export function readVip<Result>(query: RunQuery, document: VipDocument<Result>, pinyin: string, page: number): Promise<Result> {
  return query(document, { pinyin: pinyin === 'all' ? null : pinyin, page });
}
