// What a failed map request says in the warning toast (SPEC §8: "the error or msg"): the upstream's own
// msg when the gateway passed it on (extensions.upstreamMessage), else the error's message.
import { CombinedGraphQLErrors } from '@apollo/client/errors';

export function failureText(error: unknown): string {
  if (CombinedGraphQLErrors.is(error)) {
    const first = error.errors[0];
    const msg = first?.extensions?.upstreamMessage;
    if (typeof msg === 'string' && msg) return msg;
    if (first?.message) return first.message;
  }
  return error instanceof Error && error.message ? error.message : '网络异常，请稍后再试';
}
