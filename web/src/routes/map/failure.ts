// What a failed map request says in the warning toast (SPEC §8: "the error or msg"): the upstream's own
// msg when the gateway passed it on (extensions.upstreamMessage), else the GraphQL error's message (the
// gateway's are Chinese), else a Chinese sentence for a network failure.
import { CombinedGraphQLErrors } from '@apollo/client/errors';

export function failureText(error: unknown): string {
  if (CombinedGraphQLErrors.is(error)) {
    const first = error.errors[0];
    const msg = first?.extensions?.upstreamMessage;
    if (typeof msg === 'string' && msg) return msg;
    if (first?.message) return first.message;
  }
  // A network error's own text is the browser's, in English ("Failed to fetch"): the visitor reads Chinese.
  return NETWORK_FAILURE;
}

export const NETWORK_FAILURE = '网络异常，请稍后再试';
