// The executor for GraphQL run in-process (the pages' route documents, server/src/ssr/register.ts):
// graphql-jit compiles each document once against the schema into a function, instead of graphql-js's
// `execute` walking the document and building an argument dictionary per field on every run. Same
// schema, resolvers and contexts; same answers (tests/integration/compiled-executor.test.ts runs every
// page document through both). Measured with the upstream cache warm (tests/bench/executor.ts): 2.3-3.9x
// fewer µs per operation. A document graphql-jit cannot compile runs on graphql-js (docs/decisions/0128).
import { execute, type DocumentNode, type ExecutionResult, type GraphQLSchema } from 'graphql';
import { compileQuery, isCompiledQuery, type CompiledQuery } from 'graphql-jit';

export interface ExecuteArgs {
  document: DocumentNode;
  variableValues?: Record<string, unknown> | undefined;
  contextValue: unknown;
}

export type Executor = (args: ExecuteArgs) => Promise<ExecutionResult>;

/** graphql-js's own `execute`, unchanged: the reference the compiled executor is held to. */
export function interpretingExecutor(schema: GraphQLSchema): Executor {
  return async ({ document, variableValues, contextValue }) => execute({ schema, document, variableValues, contextValue });
}

/**
 * Compiled on first use, per DocumentNode: the pages' documents are module constants, so one process
 * compiles each once (2-35 ms each, measured) and keeps it while the document lives.
 */
export function compiledExecutor(schema: GraphQLSchema): Executor {
  const compiled = new WeakMap<DocumentNode, CompiledQuery | null>();
  const fallback = interpretingExecutor(schema);
  return async (args) => {
    let query = compiled.get(args.document);
    if (query === undefined) {
      const result = compileQuery(schema, args.document);
      // Refused (an invalid document or an operation it does not support): graphql-js answers it,
      // with graphql-js's own errors.
      query = isCompiledQuery(result) ? result : null;
      compiled.set(args.document, query);
    }
    if (!query) return fallback(args);
    return query.query(undefined, args.contextValue, args.variableValues ?? {});
  };
}
