// The mobile pages' one way to /graphql from the browser: fetch, across origins to the desktop origin's
// endpoint (<html data-graphql>, server config PUBLIC_GRAPHQL_URL; CORS allows the mobile origin), with
// credentials, so the enquiry session cookie the captcha is bound to travels both ways (decision 0014).
// The documents are the generated typed ones, printed once; no client library (decision 0100).
import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { print } from 'graphql/language/printer';

/** An answer without a body (SPEC §7/§8: 系统繁忙！请稍后再试！). */
export class EmptyAnswer extends Error {
  override name = 'EmptyAnswer';
}

/** The request did not get a usable answer (network, CORS, a 5xx without JSON). */
export class RequestFailed extends Error {
  override name = 'RequestFailed';
}

const printed = new WeakMap<object, string>();

export async function request<TData, TVariables>(doc: TypedDocumentNode<TData, TVariables>, variables?: TVariables): Promise<TData> {
  let query = printed.get(doc);
  if (!query) printed.set(doc, (query = print(doc)));
  const endpoint = document.documentElement.dataset.graphql || '/graphql';
  let text: string;
  try {
    const res = await fetch(endpoint, {
      method: 'POST',
      credentials: 'include',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query, variables: variables ?? {} }),
    });
    text = await res.text();
  } catch (error) {
    throw new RequestFailed(error instanceof Error ? error.message : String(error));
  }
  if (!text.trim()) throw new EmptyAnswer();
  let body: { data?: TData | null; errors?: { message: string; extensions?: Record<string, unknown> }[] };
  try {
    body = JSON.parse(text) as typeof body;
  } catch {
    throw new RequestFailed('not JSON');
  }
  if (body.errors?.some((e) => e.extensions?.empty === true)) throw new EmptyAnswer();
  if (!body.data) throw new RequestFailed(body.errors?.[0]?.message ?? 'no data');
  return body.data;
}
