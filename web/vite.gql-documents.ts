// Each page ships only its own GraphQL documents (docs/decisions/0102-per-route-graphql-documents.md).
//
// graphql-codegen's client preset resolves `graphql(`...`)` at run time through one map of every document
// (src/gql/gql.ts), so every page loaded all of them. The preset's answer is its Babel/SWC plugin, which
// replaces each call with an import of that document from src/gql/graphql.ts; but graphql.ts is one module,
// and a bundler never splits a module across chunks, so all documents would still sit in one shared chunk.
// This plugin does the same replacement with one virtual module per document instead: the bundler places
// each document in the chunk of the routes that use it, like any small module.
//
// It reads nothing but codegen's own output: the document strings and export names of src/gql/gql.ts and
// the document objects (JSON) of src/gql/graphql.ts. A `graphql()` call whose text codegen does not know
// fails the build (run `npm run codegen`), as it would fail the type check.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Plugin } from 'vite';

const VIRTUAL = 'virtual:gql-document/';
const RESOLVED = '\0gql-document:';

interface Generated {
  /** document text exactly as written in the graphql() call → its export name in graphql.ts */
  names: Map<string, string>;
  /** export name → the document object as JSON text */
  json: Map<string, string>;
}

function readGenerated(gqlDir: string): Generated {
  const names = new Map<string, string>();
  const gqlTs = readFileSync(resolve(gqlDir, 'gql.ts'), 'utf8');
  const mapStart = gqlTs.indexOf('const documents: Documents = {');
  const mapEnd = gqlTs.indexOf('\n};', mapStart);
  if (mapStart < 0 || mapEnd < 0) throw new Error('gql-documents: no documents map in src/gql/gql.ts');
  for (const line of gqlTs.slice(mapStart, mapEnd).split('\n')) {
    const m = /^\s*("(?:[^"\\]|\\.)*"): types\.(\w+),?$/.exec(line);
    if (m) names.set(JSON.parse(m[1]!) as string, m[2]!);
  }
  const json = new Map<string, string>();
  for (const line of readFileSync(resolve(gqlDir, 'graphql.ts'), 'utf8').split('\n')) {
    const m = /^export const (\w+) = (\{.*\}) as unknown as DocumentNode<.*>;$/.exec(line);
    if (m) json.set(m[1]!, m[2]!);
  }
  if (names.size === 0 || json.size === 0) throw new Error('gql-documents: src/gql/ holds no documents (npm run codegen)');
  return { names, json };
}

const CALL = /\bgraphql\(`([^`]*)`\)/g;
const IMPORT = /^import \{ graphql \} from '(?:\.\.?\/)+gql';\n/m;

export function gqlDocuments(): Plugin {
  const gqlDir = resolve(import.meta.dirname, 'src/gql');
  let generated: Generated | undefined;
  const load = () => (generated ??= readGenerated(gqlDir));
  return {
    name: 'shangji:gql-documents',
    enforce: 'pre',
    buildStart() {
      generated = undefined;
    },
    resolveId(id) {
      return id.startsWith(VIRTUAL) ? RESOLVED + id.slice(VIRTUAL.length) : undefined;
    },
    load(id) {
      if (!id.startsWith(RESOLVED)) return undefined;
      const name = id.slice(RESOLVED.length);
      const doc = load().json.get(name);
      if (!doc) throw new Error(`gql-documents: src/gql/graphql.ts has no document ${name} (npm run codegen)`);
      return `export default ${doc};`;
    },
    transform(code, id) {
      if (!/\.(ts|tsx)$/.test(id) || id.startsWith(gqlDir) || !code.includes('graphql(`')) return undefined;
      const { names } = load();
      const imports = new Set<string>();
      // Each call becomes its document's identifier, keeping the call's line breaks so that no line of the
      // module moves (the source map stays true without rewriting it).
      const out = code.replace(CALL, (_all, text: string) => {
        const name = names.get(text);
        if (!name) throw new Error(`gql-documents: ${id}: a graphql() document that codegen has not seen (npm run codegen)`);
        imports.add(name);
        return `(__gql_${name}${'\n'.repeat(text.split('\n').length - 1)})`;
      });
      if (imports.size === 0) return undefined;
      const head = [...imports].map((n) => `import __gql_${n} from '${VIRTUAL}${n}';`).join(' ');
      // The run-time map (src/gql/gql.ts) is no longer referenced: drop its import so no chunk pulls it in.
      const body = /\bgraphql\(/.test(out) ? out : out.replace(IMPORT, '\n');
      return { code: `${head} ${body}`, map: null };
    },
  };
}
