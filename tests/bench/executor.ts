// `npx tsx tests/bench/executor.ts`: what executing the pages' GraphQL in-process costs with graphql-js's
// `execute` (what server/src/ssr/register.ts runs) against a compiled executor (graphql-jit), on the same
// schema, documents, variables and per-operation contexts, with the upstream cache warm (so the figure is
// the executor's, not the upstream's). Both answers are compared for equality before anything is timed.
// BENCH_EXECUTOR_ROUNDS (default 2000) executions per document and executor, in alternating blocks.
import { execute, type DocumentNode } from 'graphql';
import { compileQuery, isCompiledQuery } from 'graphql-jit';
import { isDeepStrictEqual } from 'node:util';
import { loadConfig } from '../../server/src/config';
import { createContext } from '../../server/src/graphql/context';
import { buildSchema } from '../../server/src/graphql/schema';
import { createUpstreamCache } from '../../server/src/upstream/cache';
import { BrandDetailDocument, BrandListDocument, HomeDocument, NewsListDocument } from '../../web/src/gql/graphql';
import { startStack } from '../support/stack';

const rounds = Number(process.env.BENCH_EXECUTOR_ROUNDS ?? 2000);
const BLOCK = 100;

const stack = await startStack();
try {
  const config = loadConfig({ UPSTREAM_URL: stack.upstreamUrl, NODE_ENV: 'production' });
  const cache = createUpstreamCache();
  const schema = buildSchema();
  const contextValue = () => createContext({ headers: {}, config, cache });
  const pages: [string, DocumentNode, Record<string, unknown>][] = [
    ['BrandDetail (/shangji/1)', BrandDetailDocument as DocumentNode, { id: '1' }],
    ['Home (/)', HomeDocument as DocumentNode, {}],
    ['BrandList (/shangji/all)', BrandListDocument as DocumentNode, { page: 1 }],
    ['NewsList (/news)', NewsListDocument as DocumentNode, { page: 1 }],
  ];
  console.log(`\nin-process execution, upstream cache warm, ${rounds} executions each (µs per operation, median of blocks of ${BLOCK})`);
  console.log('| document | graphql-js execute | graphql-jit (compiled once) | jit / js | compile once |');
  console.log('|---|---|---|---|---|');
  for (const [label, document, variables] of pages) {
    const t0 = performance.now();
    const compiled = compileQuery(schema, document);
    const compileMs = performance.now() - t0;
    if (!isCompiledQuery(compiled)) throw new Error(`${label}: graphql-jit refused the document: ${JSON.stringify(compiled.errors)}`);
    const js = () => execute({ schema, document, variableValues: variables, contextValue: contextValue() });
    const jit = () => compiled.query(undefined, contextValue(), variables);
    // Same answer from both (the cache is warm after the first), or the comparison means nothing.
    const [a, b] = [await js(), await jit()];
    const [a2, b2] = [await js(), await jit()];
    if (a2.errors?.length || b2.errors?.length) throw new Error(`${label}: errors ${JSON.stringify(a2.errors ?? b2.errors)}`);
    if (!isDeepStrictEqual(JSON.parse(JSON.stringify(a2)), JSON.parse(JSON.stringify(b2)))) throw new Error(`${label}: graphql-jit answered differently`);
    void a;
    void b;
    const blocks: Record<'js' | 'jit', number[]> = { js: [], jit: [] };
    for (let done = 0; done < rounds; done += BLOCK) {
      for (const [name, run] of [['js', js], ['jit', jit]] as const) {
        const start = performance.now();
        for (let i = 0; i < BLOCK; i++) await run();
        blocks[name].push(((performance.now() - start) * 1000) / BLOCK);
      }
    }
    const med = (xs: number[]) => [...xs].sort((x, y) => x - y)[Math.floor(xs.length / 2)]!;
    const [mj, mt] = [med(blocks.js), med(blocks.jit)];
    console.log(`| ${label} | ${mj.toFixed(1)} µs | ${mt.toFixed(1)} µs | ${((100 * mt) / mj).toFixed(0)}% | ${compileMs.toFixed(1)} ms |`);
  }
  await cache.disconnect();
} finally {
  await stack.stop();
}
