import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { describe, expect, it } from 'vitest';
import { failureText } from './failure';
import { cleanKeyword } from './MapSearch';

describe('failureText (the map toasts: the error or msg, SPEC §8)', () => {
  it("prefers the upstream's msg, then the GraphQL error's message", () => {
    const withMsg = new CombinedGraphQLErrors({ data: null, errors: [{ message: '服务出错了，请稍后再试', extensions: { code: 'UPSTREAM_ERROR', upstreamMessage: '关键词不能为空' } }] });
    expect(failureText(withMsg)).toBe('关键词不能为空');
    const without = new CombinedGraphQLErrors({ data: null, errors: [{ message: '服务响应超时，请稍后再试', extensions: { code: 'UPSTREAM_TIMEOUT' } }] });
    expect(failureText(without)).toBe('服务响应超时，请稍后再试');
  });

  it('says a network error in Chinese, never the browser\'s English text', () => {
    expect(failureText(new TypeError('Failed to fetch'))).toBe('网络异常，请稍后再试');
    expect(failureText(undefined)).toBe('网络异常，请稍后再试');
  });
});

describe('cleanKeyword', () => {
  it('trims, drops slashes (they would change the address) and keeps 50 characters', () => {
    expect(cleanKeyword('  火锅/店 ')).toBe('火锅店');
    expect(cleanKeyword('   ')).toBe('');
    expect(cleanKeyword('字'.repeat(60))).toHaveLength(50);
  });
});
