import {
  isEnumType,
  isInputObjectType,
  isListType,
  isNonNullType,
  Kind,
  parse,
  print,
  typeFromAST,
  type DocumentNode,
  type GraphQLInputType,
  type OperationDefinitionNode,
} from 'graphql';
import { describe, expect, it } from 'vitest';
import * as documents from '../../../web/src/gql/graphql';
import { gatewayOverFakeUpstream, startGateway } from '../test/gateway';
import { LIMITS, upstreamCostOf } from './armor';
import { buildSchema } from './schema';

const stack = gatewayOverFakeUpstream();

const nest = (depth: number) => `query Deep { categories { ${'children { '.repeat(depth - 2)}id${' }'.repeat(depth - 2)} } }`;

/** Runs `query` and checks it was refused with `limit`, HTTP 400, and nothing sent upstream. */
async function expectRefused(query: string, limit: string, variables?: Record<string, unknown>) {
  const before = stack.upstream.seen.length;
  const res = await stack.gw.query(query, { variables });
  expect(res.errors?.[0]?.extensions).toMatchObject({ code: limit === 'TOKENS' ? 'GRAPHQL_PARSE_FAILED' : 'GRAPHQL_VALIDATION_FAILED' });
  if (limit !== 'TOKENS') expect(res.errors?.map((e) => e.extensions?.limit)).toContain(limit);
  expect(res.status).toBe(400);
  expect(stack.upstream.seen.length).toBe(before);
  return res;
}

it(`accepts depth ${LIMITS.depth} and rejects deeper operations before any upstream call`, async () => {
  expect((await stack.gw.query(nest(LIMITS.depth))).errors).toBeUndefined();
  await expectRefused(nest(LIMITS.depth + 1), 'DEPTH');
});

it('counts fields, not fragment spreads: nested component fragments within the depth pass', async () => {
  const doc = `query Nested { categories { ...A } } fragment A on Category { children { ...B } } fragment B on Category { children { ...C } }
    fragment C on Category { children { ...D } } fragment D on Category { children { id } }`;
  expect((await stack.gw.query(doc)).errors).toBeUndefined();
});

it('counts depth through fragments', async () => {
  await expectRefused(`query Frag { categories { ...C } } fragment C on Category { ${'children { '.repeat(LIMITS.depth)}id${' }'.repeat(LIMITS.depth)} }`, 'DEPTH');
});

it(`rejects more than ${LIMITS.aliases} aliases`, async () => {
  const fields = (n: number) => Array.from({ length: n }, (_, i) => `b${i}: brand(id: "${i + 1}") { id }`).join(' ');
  await expectRefused(`query Many { ${fields(LIMITS.aliases + 1)} }`, 'ALIASES');
});

it(`rejects more than ${LIMITS.directives} directives`, async () => {
  await expectRefused(`query D { ok ${'@include(if: true) '.repeat(LIMITS.directives + 1)} }`, 'DIRECTIVES');
});

describe('one request cannot hold the gateway', () => {
  it('refuses a document of thousands of operations as a parse error with HTTP 400, not 500', async () => {
    const body = Array.from({ length: 66_000 }, (_, i) => `query q${i.toString(36)}{ok}`).join(' ');
    expect(body.length).toBeGreaterThan(900_000);
    const before = stack.upstream.seen.length;
    const res = await stack.gw.app.inject({ method: 'POST', url: '/graphql', payload: { query: body, operationName: 'q0' } });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0].message).toMatch(/more th.. 2000 tokens/);
    expect(stack.upstream.seen.length).toBe(before);
  });

  it('refuses a 1 MB token flood with HTTP 400', async () => {
    await expectRefused(`query F { ok ${'__typename '.repeat(90_000)} }`, 'TOKENS');
  });

  it(`bounds operations per document to ${LIMITS.operations}, even below the token limit`, async () => {
    const body = Array.from({ length: LIMITS.operations + 1 }, (_, i) => `query q${i}{ok}`).join(' ');
    const res = await stack.gw.app.inject({ method: 'POST', url: '/graphql', payload: { query: body, operationName: 'q0' } });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0].extensions).toMatchObject({ code: 'GRAPHQL_VALIDATION_FAILED', limit: 'OPERATIONS' });
  });
});

describe('upstream cost: search and lists weigh what they cost the upstream', () => {
  const searches = (n: number) =>
    `query S { ${Array.from({ length: n }, (_, i) => `s${i}: search(keyword: "k${i}") { total items { ... on Brand { id name } } }`).join(' ')} }`;

  it('allows one search but refuses a handful of aliased searches before any upstream search', async () => {
    expect((await stack.gw.query(searches(1))).errors ?? []).not.toContainEqual(expect.objectContaining({ extensions: expect.objectContaining({ limit: 'COST' }) }));
    await expectRefused(searches(5), 'COST');
    expect(stack.upstream.seen.filter((s) => s.path.includes('/list') || s.path.includes('getSearch')).length).toBeLessThanOrEqual(3);
  });

  it('weighs a list by its limit argument, variables included', async () => {
    const q = 'query L($n: Int) { randomBrands(limit: $n) { id name thumbnail feeBand { name } category { name } } }';
    expect((await stack.gw.query(q, { variables: { n: 5 } })).errors).toBeUndefined();
    await expectRefused(q, 'COST', { n: 2000 });
  });

  it('costs the same document again when a variable it depends on changes (@include, limit)', async () => {
    const q = `query I($more: Boolean!) { ${Array.from({ length: 5 }, (_, i) => `s${i}: search(keyword: "k${i}") @include(if: $more) { total }`).join(' ')} ok }`;
    const costErrors = (errors: { extensions?: Record<string, unknown> }[] | undefined) => (errors ?? []).filter((e) => e.extensions?.limit === 'COST');
    expect(costErrors((await stack.gw.query(q, { variables: { more: false } })).errors)).toEqual([]);
    await expectRefused(q, 'COST', { more: true });
    expect(costErrors((await stack.gw.query(q, { variables: { more: false } })).errors)).toEqual([]);
  });

  /** A value of an input type, with only its required fields, for costing documents. */
  const sample = (type: GraphQLInputType): unknown => {
    if (isNonNullType(type)) return sample(type.ofType);
    if (isListType(type)) return [sample(type.ofType)];
    if (isInputObjectType(type)) {
      return Object.fromEntries(Object.values(type.getFields()).filter((f) => isNonNullType(f.type)).map((f) => [f.name, sample(f.type)]));
    }
    if (isEnumType(type)) return type.getValues()[0]!.value;
    return type.name === 'Int' || type.name === 'Float' ? 1 : type.name === 'Boolean' ? true : '1';
  };

  it('every document the web client sends fits every limit with room to spare', () => {
    const schema = buildSchema();
    const sent = Object.entries(documents).filter(([name]) => name.endsWith('Document')) as [string, DocumentNode][];
    expect(sent.length).toBeGreaterThan(5);
    for (const [name, doc] of sent) {
      const op = doc.definitions.find((d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION)!;
      // Every variable gets a plain value of its type (input objects with their required fields).
      const variables = Object.fromEntries(
        (op.variableDefinitions ?? []).map((v) => [v.variable.name.value, sample(typeFromAST(schema, v.type as never) as GraphQLInputType)]),
      );
      expect(upstreamCostOf(schema, doc, variables), name).toBeLessThan(LIMITS.upstreamCost / 2);
      // Parses under half the token limit.
      expect(() => parse(print(doc), { maxTokens: LIMITS.tokens / 2 }), name).not.toThrow();
    }
  });
});

it('still allows introspection outside production (Sandbox)', async () => {
  const res = await stack.gw.query('query Intro { __schema { queryType { name } } }');
  expect(res.data).toEqual({ __schema: { queryType: { name: 'Query' } } });
});

describe('production errors', () => {
  it('carry no "Did you mean" suggestion, from validation or variable coercion', async () => {
    const gw = await startGateway(stack.upstream.url, { env: { NODE_ENV: 'production' } });
    try {
      const coercion = await gw.query('query S($k: SearchKind) { search(kind: $k, keyword: "a") { total } }', { variables: { k: 'BRANDS' } });
      expect(coercion.errors?.[0]?.message).toBeDefined();
      const validation = await gw.query('query V { searc(keyword: "a") { total } }');
      expect(validation.errors?.[0]?.message).toBeDefined();
      for (const e of [...coercion.errors!, ...validation.errors!]) expect(e.message).not.toMatch(/did you mean/i);
    } finally {
      await gw.app.close();
    }
  });
});
