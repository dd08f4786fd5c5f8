// The last look at every error before it leaves /graphql. In production no error may teach a caller
// the schema ("Did you mean …" suggestions, from validation and variable coercion alike); upstream
// failures carry their internal detail (paths, status lines) to the log, never to the client.
import type { ApolloServerPlugin } from '@apollo/server';
import type { FastifyBaseLogger } from 'fastify';
import type { GraphQLFormattedError } from 'graphql';
import { UpstreamError } from '../upstream/errors';

const SUGGESTION = /\s*Did you mean[^?]*\?/g;

export function clientSafeError(formatted: GraphQLFormattedError, production: boolean): GraphQLFormattedError {
  if (!production) return formatted;
  const message = formatted.message.replace(SUGGESTION, '');
  return message === formatted.message ? formatted : { ...formatted, message };
}

/** Logs each upstream failure with its internal detail (the client only sees the public sentence). */
export function logUpstreamErrors(log: FastifyBaseLogger): ApolloServerPlugin {
  return {
    async requestDidStart() {
      return {
        async didEncounterErrors({ errors }) {
          for (const error of errors) {
            const cause = error.originalError ?? error;
            if (cause instanceof UpstreamError) log.warn({ code: cause.extensions.code, path: error.path }, cause.internal);
          }
        },
      };
    },
  };
}
