// deps.query in the browser. While the first page hydrates, the loaders re-run against the results that came
// with the HTML (and those still streaming in) and are answered with them, so the first page makes no
// GraphQL request. Afterwards every query goes through Apollo Client over /graphql.
//
// A delivered result is written into Apollo's cache when the same query is asked again (a navigation back
// to the first page), just before Apollo answers it from there, instead of at start-up: normalising the
// home page's results was one long task of ~56 ms on a desktop CPU, ~220 ms on Lighthouse's phone, before
// (or, deferred to idle time, after) hydration, for data that is rarely asked again.
import { CombinedGraphQLErrors, type ApolloClient } from '@apollo/client';
import type { DocumentNode } from 'graphql';
import { missingRequired, QueryError, queryKey, settle, type QueryOptions, type QueryResult, type RunQuery } from './query';

export interface HydrationSource {
  /** Results that came with the shell, by key. */
  results: Record<string, QueryResult>;
  /** Keys whose results stream after the shell. */
  pending: ReadonlySet<string>;
  /** Resolves with a streamed result once its chunk has arrived. */
  streamed: (key: string) => Promise<QueryResult>;
}

function toQueryError(error: unknown): QueryError {
  if (CombinedGraphQLErrors.is(error)) {
    const first = error.errors[0];
    const code = typeof first?.extensions?.code === 'string' ? first.extensions.code : undefined;
    return new QueryError(first?.message ?? error.message, code);
  }
  return new QueryError(error instanceof Error ? error.message : String(error), 'NETWORK_ERROR');
}

export function createClientQuery(client: ApolloClient, source: HydrationSource): { query: RunQuery; hydrated: () => void } {
  let hydrating = true;
  // Delivered results not yet in Apollo's cache, by query key.
  const unwritten = new Map<string, () => void>();
  const fromServer = (key: string, document: DocumentNode, variables: Record<string, unknown> | undefined, result: QueryResult) => {
    // Only complete results go into the cache: a field nulled by a failure must be asked again later.
    const data = result.data;
    if (data && !result.errors?.length) unwritten.set(key, () => client.writeQuery({ query: document, variables, data }));
    return result;
  };
  const query = async (
    document: DocumentNode,
    variables: Record<string, unknown> | undefined,
    options: QueryOptions | undefined,
  ): Promise<unknown> => {
    if (hydrating) {
      const key = queryKey(document, variables);
      const ready = source.results[key];
      if (ready) return settle(fromServer(key, document, variables, ready), options);
      if (source.pending.has(key)) return settle(fromServer(key, document, variables, await source.streamed(key)), options);
    } else if (unwritten.size) {
      const key = queryKey(document, variables);
      unwritten.get(key)?.();
      unwritten.delete(key);
    }
    try {
      const { data, error } = await client.query({
        query: document,
        variables: variables ?? {},
        errorPolicy: options?.partial ? 'all' : 'none',
      } as ApolloClient.QueryOptions);
      if (error && (!data || missingRequired(data as Record<string, unknown>, options))) throw error;
      return data ?? {};
    } catch (error) {
      throw toQueryError(error);
    }
  };
  // The typed signature is enforced where loaders call it; the documents are the generated ones.
  return { query: query as RunQuery, hydrated: () => void (hydrating = false) };
}
