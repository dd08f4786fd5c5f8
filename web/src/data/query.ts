// The one data path of every route loader: `deps.query(Document, variables)`. On the server it runs the typed
// document against the schema in-process (no client, no normalising); in the browser it goes through Apollo
// Client. Both sides throw the same QueryError, so a loader behaves the same wherever it runs
// (docs/decisions/0038-one-data-path.md).
import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import type { DocumentNode, OperationDefinitionNode } from 'graphql';

export interface QueryOptions {
  /**
   * Keep the fields that did resolve when others failed (an upstream failure nulls only its own fields):
   * for pages made of independent sections. Without it any error rejects the query.
   */
  partial?: boolean;
  /**
   * With `partial`: the top-level fields the page cannot be without. One of them null with an error
   * rejects the query with that error (an outage becomes the 503 page, not a 404 or an empty list).
   */
  required?: readonly string[];
}

export type RunQuery = <TData, TVariables extends Record<string, unknown>>(
  document: TypedDocumentNode<TData, TVariables>,
  variables?: TVariables,
  options?: QueryOptions,
) => Promise<TData>;

/** What a GraphQL execution answered, as it travels from the server to the browser. */
export interface QueryResult {
  data?: Record<string, unknown> | null;
  errors?: ReadonlyArray<{ message: string; path?: ReadonlyArray<string | number>; extensions?: Record<string, unknown> }>;
}

/** A failed query: `code` is the gateway's stable `extensions.code` (UPSTREAM_TIMEOUT, …) when it gave one. */
export class QueryError extends Error {
  override name = 'QueryError';
  constructor(
    message: string,
    readonly code: string | undefined,
  ) {
    super(message);
  }
}

/** Codes that mean the upstream could not answer: the page says so with a 503, not a 500. */
export const UPSTREAM_CODES = new Set(['UPSTREAM_UNAVAILABLE', 'UPSTREAM_TIMEOUT']);

const names = new WeakMap<DocumentNode, string>();

export function operationName(document: DocumentNode): string {
  let name = names.get(document);
  if (!name) {
    const op = document.definitions.find((d): d is OperationDefinitionNode => d.kind === 'OperationDefinition');
    name = op?.name?.value ?? 'anonymous';
    names.set(document, name);
  }
  return name;
}

/** JSON with object keys sorted and undefined values dropped, so equal variables give equal keys. */
function stable(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stable).join(',')}]`;
  if (value && typeof value === 'object') {
    const obj = value as Record<string, unknown>;
    const keys = Object.keys(obj)
      .filter((k) => obj[k] !== undefined)
      .sort();
    return `{${keys.map((k) => `${JSON.stringify(k)}:${stable(obj[k])}`).join(',')}}`;
  }
  return JSON.stringify(value ?? null);
}

/** Identifies one execution: the operation's name and its variables. */
export function queryKey(document: DocumentNode, variables: Record<string, unknown> | undefined): string {
  return `${operationName(document)}:${stable(variables ?? {})}`;
}

/** The loader-facing outcome of a result: data, or the QueryError both sides throw. */
export function settle<TData>(result: QueryResult, options: QueryOptions | undefined): TData {
  const error = result.errors?.[0];
  if (error && (!options?.partial || !result.data)) {
    const code = typeof error.extensions?.code === 'string' ? error.extensions.code : undefined;
    throw new QueryError(error.message, code);
  }
  const missing = error ? missingRequired(result.data, options) : undefined;
  if (missing) {
    const cause = result.errors?.find((e) => e.path?.[0] === missing) ?? error!;
    throw new QueryError(cause.message, typeof cause.extensions?.code === 'string' ? cause.extensions.code : undefined);
  }
  return (result.data ?? {}) as TData;
}

/** The first of `options.required` that `data` lacks (null or absent). */
export function missingRequired(data: Record<string, unknown> | null | undefined, options: QueryOptions | undefined): string | undefined {
  return options?.required?.find((field) => data?.[field] == null);
}
