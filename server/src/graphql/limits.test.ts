import { expect, it } from 'vitest';
import { MAX_ALIASES, MAX_DEPTH } from '../app';
import { gatewayOverFakeUpstream } from '../test/gateway';

const stack = gatewayOverFakeUpstream();

const nest = (depth: number) => `query Deep { categories { ${'children { '.repeat(depth - 2)}id${' }'.repeat(depth - 2)} } }`;

it(`accepts depth ${MAX_DEPTH} and rejects deeper operations before any upstream call`, async () => {
  expect((await stack.gw.query(nest(MAX_DEPTH))).errors).toBeUndefined();
  const before = stack.upstream.seen.length;
  const res = await stack.gw.query(nest(MAX_DEPTH + 1));
  expect(res.status).toBe(400);
  expect(res.errors?.[0]?.extensions).toMatchObject({ code: 'GRAPHQL_VALIDATION_FAILED', limit: 'DEPTH' });
  expect(stack.upstream.seen.length).toBe(before);
});

it('counts depth through fragments', async () => {
  const res = await stack.gw.query(`query Frag { categories { ...C } } fragment C on Category { ${'children { '.repeat(MAX_DEPTH)}id${' }'.repeat(MAX_DEPTH)} }`);
  expect(res.errors?.[0]?.extensions).toMatchObject({ code: 'GRAPHQL_VALIDATION_FAILED', limit: 'DEPTH' });
});

it(`rejects more than ${MAX_ALIASES} aliases`, async () => {
  const fields = (n: number) => Array.from({ length: n }, (_, i) => `b${i}: brand(id: "${i + 1}") { id }`).join(' ');
  const before = stack.upstream.seen.length;
  const res = await stack.gw.query(`query Many { ${fields(MAX_ALIASES + 1)} }`);
  expect(res.status).toBe(400);
  expect(res.errors?.[0]?.extensions).toMatchObject({ code: 'GRAPHQL_VALIDATION_FAILED', limit: 'ALIASES' });
  expect(stack.upstream.seen.length).toBe(before);
});

it('still allows introspection outside production (Sandbox)', async () => {
  const res = await stack.gw.query('query Intro { __schema { queryType { name } } }');
  expect(res.data).toEqual({ __schema: { queryType: { name: 'Query' } } });
});
