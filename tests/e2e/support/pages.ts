// Shared by the read pages' end-to-end tests (news, search, topics, rankings): test data from the gateway
// and the document head a crawler reads first. Pages are opened with support/page.ts.
/** One GraphQL query against the gateway; throws on errors so a test never runs on missing data. */
export async function gql<T>(baseUrl: string, query: string, variables: Record<string, unknown> = {}): Promise<T> {
  const res = await fetch(`${baseUrl}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await res.json()) as { data?: T; errors?: unknown };
  if (!body.data || body.errors) throw new Error(`query failed: ${JSON.stringify(body.errors)}`);
  return body.data;
}

/** The document's head before the first script: what a crawler reads first. */
export async function headOf(baseUrl: string, path: string): Promise<{ status: number; head: string; html: string }> {
  const res = await fetch(baseUrl + path);
  const html = await res.text();
  return { status: res.status, head: html.slice(0, html.indexOf('<script')), html };
}
