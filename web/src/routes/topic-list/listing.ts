// The topic list as both screens' topic lists read it: the industry tabs, the scope, the paging and each
// topic's title, day and brands; its address parser and the one loader both call with their own document
// (the desktop's adds the topics' pictures).
import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import type { LoaderFunctionArgs } from 'react-router';
import { depsContext } from '../../app-context';
import { readPage } from '../../components/paging';
import { graphql } from '../../gql';

export const TopicListingFragment = graphql(`
  fragment TopicListing_listing on TopicListing {
    categories {
      ...CategoryTabs_category
    }
    category {
      ...ListScope_category
    }
    topics {
      total
      page
      pageSize
      items {
        id
        title
        publishedAt
        brands {
          id
          name
        }
      }
    }
  }
`);

const PINYIN = /^[a-z][a-z0-9]{0,39}$/;
const NUMBER = /^\d{1,9}$/;

/**
 * How the hyphen-joined param is read (docs/decisions/0090): its first item is a category pinyin or all
 * (none also means all); the list reads nothing else. Numeric items after it change nothing, so they
 * answer 301 to the address without them (`redirect`); anything else is an address no page has (null: 404).
 */
export function readTopicListId(id: string | undefined): { category: string; redirect?: string } | null {
  const [first = '', ...rest] = (id ?? '').split('-');
  const category = first || 'all';
  if (!PINYIN.test(category)) return null;
  if (rest.some((part) => !NUMBER.test(part))) return null;
  return rest.length || !first ? { category, redirect: `/zhuanti/${category}` } : { category };
}

type TopicListDocument<Listing> = TypedDocumentNode<{ topicList?: Listing | null }, { category: string; page: number }>;

/** The page asked for and its listing (null: no such category) of /zhuanti and /zhuanti/{param}. */
export async function readTopicList<Listing>({ params, request, context }: LoaderFunctionArgs, document: TopicListDocument<Listing>) {
  const page = readPage(request.url);
  const category = readTopicListId(params.id)?.category ?? 'all';
  const listing = (await context.get(depsContext).query(document, { category, page })).topicList ?? null;
  return { page, category, listing };
}
