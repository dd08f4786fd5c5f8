// Upstream failures as GraphQL errors with stable codes: clients (and the SSR pages) branch on
// `extensions.code`, never on message text. Only the failing field becomes null; siblings still resolve.
// The message a client sees is a plain Chinese sentence per code: the upstream's paths and status
// lines stay in the gateway's log (`internal`), never in a response.
import { GraphQLError } from 'graphql';

export type UpstreamErrorCode =
  | 'UPSTREAM_TIMEOUT'
  | 'UPSTREAM_UNAVAILABLE'
  | 'UPSTREAM_BAD_RESPONSE'
  | 'UPSTREAM_ERROR';

export const publicMessages: Record<UpstreamErrorCode, string> = {
  UPSTREAM_TIMEOUT: '服务响应超时，请稍后再试',
  UPSTREAM_UNAVAILABLE: '服务暂时不可用，请稍后再试',
  UPSTREAM_BAD_RESPONSE: '服务返回了无法识别的数据，请稍后再试',
  UPSTREAM_ERROR: '服务出错了，请稍后再试',
};

export class UpstreamError extends GraphQLError {
  /** What went wrong and where (upstream path, status): for the gateway's log only. */
  readonly internal: string;
  constructor(code: UpstreamErrorCode, internal: string, detail?: Record<string, unknown>) {
    super(publicMessages[code], { extensions: { code, ...detail } });
    this.internal = internal;
  }
}

export function upstreamError(code: UpstreamErrorCode, internal: string, detail?: Record<string, unknown>): UpstreamError {
  return new UpstreamError(code, internal, detail);
}
