// The executable schema: SDL from schema/*.graphql (read once at start-up) plus the resolvers, with the
// back office's @allow applied (docs/decisions/0118: one policy, deny by default).
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { makeExecutableSchema } from '@graphql-tools/schema';
import { loadTypeDefs, schemaDir } from '@shangji/schema/sdl';
import type { GraphQLSchema } from 'graphql';
import { applyAllowDirective, backofficeFields } from './backoffice/allow-directive';
import { resolvers } from './resolvers';

/**
 * The back office's SDL: schema/backoffice.graphql and one file per feature beside it
 * (schema/backoffice-*.graphql, each extending Query and Mutation). Every field they declare must carry @allow.
 */
export const BACKOFFICE_SDL_FILES = readdirSync(schemaDir)
  .filter((f) => /^backoffice(-[a-z-]+)?\.graphql$/.test(f))
  .sort()
  .map((f) => join(schemaDir, f));

/** The back office's SDL files as one text. */
export const backofficeSdl = (): string => BACKOFFICE_SDL_FILES.map((f) => readFileSync(f, 'utf8')).join('\n');

export function buildSchema(): GraphQLSchema {
  const schema = makeExecutableSchema({
    typeDefs: loadTypeDefs(),
    resolvers,
    // `Named` is only ever returned as a concrete type (FeeBand, Region, Tag), never as the interface.
    resolverValidationOptions: { requireResolversForResolveType: 'ignore' },
  });
  return applyAllowDirective(schema, new Set(backofficeFields(backofficeSdl()).keys()));
}
