// The executable schema: SDL from schema/*.graphql (read once at start-up) plus the resolvers.
import { makeExecutableSchema } from '@graphql-tools/schema';
import { loadTypeDefs } from '@shangji/schema/sdl';
import type { GraphQLSchema } from 'graphql';
import { resolvers } from './resolvers';

export function buildSchema(): GraphQLSchema {
  return makeExecutableSchema({
    typeDefs: loadTypeDefs(),
    resolvers,
    // `Named` is only ever returned as a concrete type (FeeBand, Region, Tag), never as the interface.
    resolverValidationOptions: { requireResolversForResolveType: 'ignore' },
  });
}
