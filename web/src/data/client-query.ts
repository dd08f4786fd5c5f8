// deps.query in the browser. While the first page hydrates, the loaders re-run against the results that came
// with the HTML (and those still streaming in): each is written into Apollo's cache and answered from it, so
// the first page makes no GraphQL request. Afterwards every query goes through Apollo Client over /graphql.
import { CombinedGraphQLErrors, type ApolloClient } from '@apollo/client';
import type { DocumentNode } from 'graphql';
import { QueryError, queryKey, settle, type QueryOptions, type QueryResult, type RunQuery } from './query';

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
  const fromServer = (document: DocumentNode, variables: Record<string, unknown> | undefined, result: QueryResult) => {
    // Only complete results go into the cache: a field nulled by a failure must be asked again later.
    if (result.data && !result.errors?.length) client.writeQuery({ query: document, variables, data: result.data });
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
      if (ready) return settle(fromServer(document, variables, ready), options);
      if (source.pending.has(key)) return settle(fromServer(document, variables, await source.streamed(key)), options);
    }
    try {
      const { data, error } = await client.query({
        query: document,
        variables: variables ?? {},
        errorPolicy: options?.partial ? 'all' : 'none',
      } as ApolloClient.QueryOptions);
      if (error && !data) throw error;
      return data ?? {};
    } catch (error) {
      throw toQueryError(error);
    }
  };
  // The typed signature is enforced where loaders call it; the documents are the generated ones.
  return { query: query as RunQuery, hydrated: () => void (hydrating = false) };
}
