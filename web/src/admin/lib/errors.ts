// What a failed GraphQL request says to the person at the screen: the server's own Chinese message when
// it gave one (无权访问, 请先登录…), a plain network message otherwise.
import { CombinedGraphQLErrors } from '@apollo/client';

export function errorText(error: unknown): string {
  if (CombinedGraphQLErrors.is(error)) return error.errors[0]?.message ?? '请求失败，请稍后再试';
  return '网络错误，请检查连接后重试';
}

/** Whether an answer's errors say nobody is signed in (the session ended, expired or was revoked). */
export function saysSignedOut(errors: ReadonlyArray<{ message: string; extensions?: Record<string, unknown> }> | undefined): boolean {
  return !!errors?.some((e) => e.extensions?.code === 'UNAUTHENTICATED' || e.message === '请先登录');
}

const signedOutListeners = new Set<() => void>();

/** Called by the Apollo link when an answer says the session is over; the session root asks `me` again. */
export function onSignedOut(listener: () => void): () => void {
  signedOutListeners.add(listener);
  return () => signedOutListeners.delete(listener);
}

export function reportSignedOut(): void {
  for (const listener of signedOutListeners) listener();
}
