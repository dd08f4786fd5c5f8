// The browser's first page: answered from the results that came with the HTML and never asked over the
// network; a result goes into Apollo's cache when its query is asked again, not at start-up.
import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { parse } from 'graphql';
import { Observable } from 'rxjs';
import { describe, expect, it } from 'vitest';
import { createClientQuery } from './client-query';
import { queryKey, type QueryResult } from './query';

// Parsed here rather than tagged, so codegen leaves this test's document out of the app's generated types.
const BRAND = parse(`
  query TestBrand($id: ID!) {
    brand(id: $id) {
      id
      name
    }
  }
`);
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
  const { query, hydrated } = createClientQuery(client, { results, pending: new Set(), streamed: () => new Promise(() => {}) });
  const cached = () => client.readQuery({ query: BRAND, variables: { id: '1' } });
  return { query, hydrated, cached, requests: () => requests };
}

describe('createClientQuery', () => {
  const results = { [queryKey(BRAND, { id: '1' })]: { data } };

  it('answers the first page from the delivered results, and the same query later from the cache', async () => {
    const s = setup(results);
    expect(await s.query(BRAND, { id: '1' })).toEqual(data);
    s.hydrated();
    // Nothing normalised at start-up.
    expect(s.cached()).toBeNull();
    // A navigation back to the same data: written just before Apollo reads it, no request.
    expect(await s.query(BRAND, { id: '1' })).toEqual(data);
    expect(s.cached()).toEqual(data);
    expect(await s.query(BRAND, { id: '1' })).toEqual(data);
    expect(s.requests()).toBe(0);
  });

  it('asks the network for other data, and leaves the delivered result unwritten until it is asked', async () => {
    const s = setup(results);
    await s.query(BRAND, { id: '1' });
    s.hydrated();
    await s.query(BRAND, { id: '2' });
    expect(s.requests()).toBe(1);
    expect(s.cached()).toBeNull();
  });

  it('keeps a result with errors out of the cache: it is asked again', async () => {
    const s = setup({ [queryKey(BRAND, { id: '1' })]: { data, errors: [{ message: 'upstream down' }] } });
    await s.query(BRAND, { id: '1' }, { partial: true });
    s.hydrated();
    expect(s.cached()).toBeNull();
    expect(await s.query(BRAND, { id: '1' })).toEqual({ brand: { __typename: 'Brand', id: '1', name: '来自网络' } });
    expect(s.requests()).toBe(1);
  });
});
