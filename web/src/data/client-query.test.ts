// The browser's first page: answered from the results that came with the HTML, written into Apollo's cache
// only once the page has hydrated, and never asked over the network.
import { ApolloClient, ApolloLink, InMemoryCache, gql } from '@apollo/client';
import { Observable } from 'rxjs';
import { describe, expect, it } from 'vitest';
import { createClientQuery } from './client-query';
import { queryKey, type QueryResult } from './query';

const BRAND = gql`
  query TestBrand($id: ID!) {
    brand(id: $id) {
      id
      name
    }
  }
`;
const data = { brand: { __typename: 'Brand', id: '1', name: '蜜雪冰城' } };

function setup(results: Record<string, QueryResult>) {
  let requests = 0;
  const link = new ApolloLink(() => {
    requests++;
    return new Observable((observer) => {
      observer.next({ data: { brand: { __typename: 'Brand', id: '1', name: '来自网络' } } });
      observer.complete();
    });
  });
  const client = new ApolloClient({ link, cache: new InMemoryCache() });
  const idle: (() => void)[] = [];
  const { query, hydrated } = createClientQuery(client, { results, pending: new Set(), streamed: () => new Promise(() => {}) }, (task) => idle.push(task));
  const cached = () => client.readQuery({ query: BRAND, variables: { id: '1' } });
  const runIdle = () => {
    while (idle.length) idle.shift()!();
  };
  return { query, hydrated, cached, runIdle, requests: () => requests };
}

describe('createClientQuery', () => {
  const results = { [queryKey(BRAND, { id: '1' })]: { data } };

  it('answers the first page from the delivered results and fills the cache only when idle after hydration', async () => {
    const s = setup(results);
    expect(await s.query(BRAND, { id: '1' })).toEqual(data);
    expect(s.cached()).toBeNull();
    s.hydrated();
    expect(s.cached()).toBeNull();
    s.runIdle();
    expect(s.cached()).toEqual(data);
    // A later navigation to the same data is answered by the cache.
    expect(await s.query(BRAND, { id: '1' })).toEqual(data);
    expect(s.requests()).toBe(0);
  });

  it('writes what is left before a query that comes before the idle moments', async () => {
    const s = setup(results);
    await s.query(BRAND, { id: '1' });
    s.hydrated();
    expect(await s.query(BRAND, { id: '1' })).toEqual(data);
    expect(s.requests()).toBe(0);
  });

  it('keeps a result with errors out of the cache: it is asked again', async () => {
    const s = setup({ [queryKey(BRAND, { id: '1' })]: { data, errors: [{ message: 'upstream down' }] } });
    await s.query(BRAND, { id: '1' }, { partial: true });
    s.hydrated();
    s.runIdle();
    expect(s.cached()).toBeNull();
    expect(await s.query(BRAND, { id: '1' })).toEqual({ brand: { __typename: 'Brand', id: '1', name: '来自网络' } });
    expect(s.requests()).toBe(1);
  });
});
