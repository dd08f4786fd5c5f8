// Tells the upstream read-ahead (upstream/read-ahead.ts, decision 0136) what each operation of the public
// /graphql read from the shared cache, or that its whole response came from there.
import type { ApolloServerPlugin } from '@apollo/server';
import type { UpstreamReadAhead } from '../upstream/read-ahead';
import type { GraphQLContext } from './context';

export function readAheadPlugin(readAhead: Pick<UpstreamReadAhead, 'observe'>): ApolloServerPlugin<GraphQLContext> {
  return {
    async requestDidStart() {
      return {
        async willSendResponse({ request, contextValue, metrics, operation }) {
          // Learnt only from a query sent as text that got as far as execution (or the shared cache).
          if (typeof request.query !== 'string' || operation?.operation !== 'query') return;
          readAhead.observe(request.query, request.variables ?? {}, metrics.responseCacheHit ? null : contextValue.upstream.cachedReads);
        },
      };
    },
  };
}
