// @vitest-environment node
import { beforeEach, describe, expect, it } from 'vitest';
import { rememberSearchKeyword, withSearchKeyword } from './tracking';

const store = new Map<string, string>();
beforeEach(() => {
  store.clear();
  Object.assign(globalThis, {
    sessionStorage: { getItem: (k: string) => store.get(k) ?? null, setItem: (k: string, v: string) => void store.set(k, v) },
  });
});

describe('paid-search keyword', () => {
  it('keeps the first keyword of the session and adds it to enquiry addresses', () => {
    expect(withSearchKeyword('https://www.site.test/shangji/1')).toBe('https://www.site.test/shangji/1');
    rememberSearchKeyword('?kw=%E7%81%AB%E9%94%85%E5%8A%A0%E7%9B%9F&p=2');
    rememberSearchKeyword('?kw=other');
    expect(withSearchKeyword('https://www.site.test/shangji/1?show=1')).toBe(
      'https://www.site.test/shangji/1?show=1&kw=%E7%81%AB%E9%94%85%E5%8A%A0%E7%9B%9F',
    );
    expect(withSearchKeyword('/news/5')).toBe('/news/5?kw=%E7%81%AB%E9%94%85%E5%8A%A0%E7%9B%9F');
  });
  it('ignores pages without one', () => {
    rememberSearchKeyword('?q=x');
    expect(withSearchKeyword('/a')).toBe('/a');
  });
});
