// deps.query in the browser. While the first page hydrates, the loaders re-run against the results that came
// with the HTML (and those still streaming in) and are answered with them, so the first page makes no
// GraphQL request. Each complete result is then written into Apollo's cache, one per idle moment after
// hydration: normalising them all at start-up was one long task before hydration could begin (~60 ms of a
// desktop CPU for the home page, four times that on a phone). A query that runs before the writes are done
// (a quick back navigation) writes the rest first, so Apollo answers it from the cache as before.
// Afterwards every query goes through Apollo Client over /graphql.
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

/** Runs `task` when the browser is idle (or soon, where there is no requestIdleCallback). */
export type IdleScheduler = (task: () => void) => void;

const whenIdle: IdleScheduler = (task) => {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(task, { timeout: 2000 });
  else setTimeout(task, 1);
};

export function createClientQuery(
  client: ApolloClient,
  source: HydrationSource,
  idle: IdleScheduler = whenIdle,
): { query: RunQuery; hydrated: () => void } {
  let hydrating = true;
  const writes: (() => void)[] = [];
  const writeNext = () => {
    writes.shift()?.();
    if (writes.length) idle(writeNext);
  };
  const writeAll = () => {
    while (writes.length) writes.shift()!();
  };
  const fromServer = (document: DocumentNode, variables: Record<string, unknown> | undefined, result: QueryResult) => {
    // Only complete results go into the cache: a field nulled by a failure must be asked again later.
    if (result.data && !result.errors?.length) {
      const data = result.data;
      writes.push(() => client.writeQuery({ query: document, variables, data }));
      // A result streamed after hydration began has nothing left to wait for.
      if (!hydrating && writes.length === 1) idle(writeNext);
    }
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
    writeAll();
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
  const hydrated = () => {
    hydrating = false;
    if (writes.length) idle(writeNext);
  };
  return { query: query as RunQuery, hydrated };
}
