// The compiled executor (server/src/graphql/executor.ts, graphql-jit) held to graphql-js's `execute`: every
// query document of web/ (the generated typed documents: the pages' and the components'), with variables
// made from their definitions, runs through both on the same schema, over the real upstream (PGlite),
// each run on a per-operation context of its own as the pages make them. Data and errors must match; a
// document whose answer changes between two graphql-js runs (a random draw per request) must match in
// shape. With the upstream gone, both fail the same fields with the same codes. (Not held here: the text
// of a variable-coercion error, which graphql-jit words differently; the pages' variables are typed by
// codegen, and /graphql stays on graphql-js.)
import type { FastifyInstance } from 'fastify';
import { isEnumType, isInputObjectType, isListType, isNonNullType, isScalarType, Kind, typeFromAST, type DocumentNode, type ExecutionResult, type GraphQLInputType, type OperationDefinitionNode } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../server/src/config';
import { createContext } from '../../server/src/graphql/context';
import { compiledExecutor, interpretingExecutor, type Executor } from '../../server/src/graphql/executor';
import { buildSchema } from '../../server/src/graphql/schema';
import { createUpstreamCache } from '../../server/src/upstream/cache';
import { startUpstream, type Harness } from '../../upstream/src/test/harness';
import * as generated from '../../web/src/gql/graphql';

const schema = buildSchema();

/** Every query operation among the generated documents (mutations change state: not run here). */
const queries: [string, DocumentNode, OperationDefinitionNode][] = Object.entries(generated)
  .filter(([name, value]) => name.endsWith('Document') && typeof value === 'object' && value !== null && (value as DocumentNode).kind === Kind.DOCUMENT)
  .map(([name, value]) => [name, value as DocumentNode, (value as DocumentNode).definitions.find((d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION)!] as const)
  .filter(([, , op]) => op?.operation === 'query')
  .map(([name, doc, op]) => [name, doc, op]);

/** A plausible value for each variable: brand and article ids that exist, page 1, a keyword. */
function sample(type: GraphQLInputType, name: string): unknown {
  if (isNonNullType(type)) return sample(type.ofType, name);
  if (isEnumType(type)) return type.getValues()[0]!.value;
  // Required fields filled (a map's bounds); optional ones left out.
  if (isInputObjectType(type)) return Object.fromEntries(Object.values(type.getFields()).filter((f) => isNonNullType(f.type)).map((f) => [f.name, sample(f.type, f.name)]));
  if (isListType(type)) return [sample(type.ofType, name)];
  if (isScalarType(type)) {
    if (type.name === 'Int') return /page/i.test(name) ? 1 : 5;
    if (type.name === 'Boolean') return false;
    if (type.name === 'Float') return /^ne/i.test(name) ? 40 : /^sw/i.test(name) ? 30 : 1;
    if (type.name === 'ID') return '1';
    return /keyword|word|q$|query|name/i.test(name) ? '火锅' : '1';
  }
  return null;
}

function variablesOf(op: OperationDefinitionNode): Record<string, unknown> {
  const vars: Record<string, unknown> = {};
  for (const def of op.variableDefinitions ?? []) {
    const type = typeFromAST(schema, def.type as never) as GraphQLInputType | undefined;
    if (type) vars[def.variable.name.value] = sample(type, def.variable.name.value);
  }
  return vars;
}

/** What a page reads of an answer: data, and each error's message, path and code. */
function comparable(result: ExecutionResult) {
  return {
    data: JSON.parse(JSON.stringify(result.data ?? null)) as unknown,
    errors: (result.errors ?? [])
      .map((e) => ({ message: e.message, path: e.path?.join('.') ?? null, code: (e.extensions as { code?: unknown } | undefined)?.code ?? null }))
      .sort((a, b) => String(a.path).localeCompare(String(b.path)) || a.message.localeCompare(b.message)),
  };
}

/** Leaves replaced by their kind: the shape of an answer whose values are drawn at random. */
function shape(value: unknown): unknown {
  if (Array.isArray(value)) return value.length ? ['list', shape(value[0])] : ['list'];
  if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, shape(v)]));
  return value === null ? null : typeof value;
}

describe('the compiled executor answers as graphql-js does', () => {
  let upstream: Harness;
  let upstreamUrl = '';
  let run: (executor: Executor, doc: DocumentNode, variables: Record<string, unknown>, url?: string) => Promise<ExecutionResult>;
  const js = interpretingExecutor(schema);
  const jit = compiledExecutor(schema);

  beforeAll(async () => {
    upstream = await startUpstream('pglite');
    upstreamUrl = await (upstream.app as FastifyInstance).listen({ port: 0, host: '127.0.0.1' });
    const cache = createUpstreamCache();
    // The longest timeout the config allows: on a loaded machine a timed-out call in one run and not in
    // the other would be a difference of the machine, not of the executors.
    run = (executor, document, variableValues, url = upstreamUrl) => {
      const config = loadConfig({ UPSTREAM_URL: url, NODE_ENV: 'production', UPSTREAM_TIMEOUT_MS: '30000' });
      // A cache of its own per upstream address: the outage below must not be answered from the warm one.
      return executor({ document, variableValues, contextValue: createContext({ headers: {}, config, cache: url === upstreamUrl ? cache : createUpstreamCache() }) });
    };
  });
  afterAll(async () => upstream?.close());

  it('finds the pages’ query documents', () => {
    const names = queries.map(([name]) => name);
    expect(names).toEqual(expect.arrayContaining(['BrandDetailDocument', 'HomeDocument', 'BrandListDocument', 'NewsListDocument']));
  });

  it.each(queries.map(([name, doc, op]) => [name, doc, op] as const))('%s', async (_name, doc, op) => {
    const variables = variablesOf(op);
    const first = comparable(await run(js, doc, variables));
    const second = comparable(await run(js, doc, variables));
    const compiled = comparable(await run(jit, doc, variables));
    if (JSON.stringify(first) === JSON.stringify(second)) expect(compiled).toEqual(second);
    else expect(shape(compiled)).toEqual(shape(second));
  });

  it('fails the same fields with the same codes when the upstream is unreachable', async () => {
    const down = 'http://127.0.0.1:9';
    for (const name of ['BrandDetailDocument', 'HomeDocument', 'BrandListDocument'] as const) {
      const [, doc, op] = queries.find(([n]) => n === name)!;
      const variables = variablesOf(op);
      const a = comparable(await run(js, doc, variables, down));
      const b = comparable(await run(jit, doc, variables, down));
      expect(a.errors.length).toBeGreaterThan(0);
      expect(a.errors.every((e) => e.code === 'UPSTREAM_UNAVAILABLE')).toBe(true);
      expect(b).toEqual(a);
    }
  });
});
