// Upstream failures as GraphQL errors with stable codes: clients (and the SSR pages) branch on
// `extensions.code`, never on message text. Only the failing field becomes null; siblings still resolve.
import { GraphQLError } from 'graphql';

export type UpstreamErrorCode =
  | 'UPSTREAM_TIMEOUT'
  | 'UPSTREAM_UNAVAILABLE'
  | 'UPSTREAM_BAD_RESPONSE'
  | 'UPSTREAM_ERROR';

export function upstreamError(code: UpstreamErrorCode, message: string, detail?: Record<string, unknown>): GraphQLError {
  return new GraphQLError(message, { extensions: { code, ...detail } });
}
