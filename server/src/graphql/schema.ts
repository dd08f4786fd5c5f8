// The executable schema: SDL from schema/*.graphql (read once at start-up) plus the resolvers, with the
// back office's @allow applied (docs/decisions/0118: one policy, deny by default).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { makeExecutableSchema } from '@graphql-tools/schema';
import { loadTypeDefs, schemaDir } from '@shangji/schema/sdl';
import type { GraphQLSchema } from 'graphql';
import { applyAllowDirective, backofficeFields } from './backoffice/allow-directive';
import { resolvers } from './resolvers';

/** The back office's SDL: every field it declares must carry @allow. */
export const BACKOFFICE_SDL_FILE = join(schemaDir, 'backoffice.graphql');

export function buildSchema(): GraphQLSchema {
  const schema = makeExecutableSchema({
    typeDefs: loadTypeDefs(),
    resolvers,
    // `Named` is only ever returned as a concrete type (FeeBand, Region, Tag), never as the interface.
    resolverValidationOptions: { requireResolversForResolveType: 'ignore' },
  });
  return applyAllowDirective(schema, new Set(backofficeFields(readFileSync(BACKOFFICE_SDL_FILE, 'utf8')).keys()));
}
