// What a failed GraphQL request says to the person at the screen: the server's own Chinese message when
// it gave one (无权访问, 请先登录…), a plain network message otherwise.
import { CombinedGraphQLErrors } from '@apollo/client';

export function errorText(error: unknown): string {
  if (CombinedGraphQLErrors.is(error)) return error.errors[0]?.message ?? '请求失败，请稍后再试';
  return '网络错误，请检查连接后重试';
}

/** Whether the server says nobody is signed in (the session ended or was revoked). */
export function isSignedOut(error: unknown): boolean {
  return CombinedGraphQLErrors.is(error) && error.errors.some((e) => e.extensions?.code === 'UNAUTHENTICATED' || e.message === '请先登录');
}
