// The operation-result cache: what it keeps, for how long, and what it never keeps.
import { parse } from 'graphql';
import { describe, expect, it } from 'vitest';
import { OperationCache } from './operation-cache';
import { stubSchema } from './stub-schema';

const BRAND = parse('query CacheBrand($id: ID!) { brand(id: $id) { id name } }');
const OK = () => ({ data: { brand: { id: '1', name: '品牌1号' } } });

function cacheAt(start = 1_000_000) {
  const clock = { now: start };
  return { clock, cache: new OperationCache(stubSchema, () => clock.now) };
}

describe('operation cache', () => {
  it('serves a result for as long as its upstream answers stay fresh, then forgets it', () => {
    const { clock, cache } = cacheAt();
    const key = cache.keyOf(BRAND, { id: '1' }, undefined)!;
    expect(key).toBeTruthy();
    expect(cache.get(key)).toBeUndefined();
    const kept = cache.set(key, OK(), { noStore: false, maxAge: 30 });
    expect(cache.get(key)).toBe(kept);
    clock.now += 29_000;
    expect(cache.get(key)).toBe(kept);
    clock.now += 1_000;
    expect(cache.get(key)).toBeUndefined();
  });

  it('keys on the document and the variables, whatever their order', () => {
    const { cache } = cacheAt();
    const other = parse('query CacheBrand($id: ID!) { brand(id: $id) { id } }');
    expect(cache.keyOf(BRAND, { id: '1', show: undefined }, undefined)).toBe(cache.keyOf(BRAND, { id: '1' }, undefined));
    expect(cache.keyOf(BRAND, { id: '1' }, undefined)).not.toBe(cache.keyOf(BRAND, { id: '2' }, undefined));
    // Same operation name, another document: another entry.
    expect(cache.keyOf(other, { id: '1' }, undefined)).not.toBe(cache.keyOf(BRAND, { id: '1' }, undefined));
  });

  it('never keeps a result built with a token, with an error, from a session or from an uncacheable read', () => {
    const { cache } = cacheAt();
    expect(cache.keyOf(BRAND, { id: '1' }, 'visitor-token')).toBeNull();
    expect(cache.keyOf(parse('mutation M { ok }'), undefined, undefined)).toBeNull();
    const key = cache.keyOf(BRAND, { id: '1' }, undefined)!;
    cache.set(key, { data: { brand: null }, errors: [{ message: 'upstream' }] }, { noStore: false, maxAge: 30 });
    expect(cache.get(key)).toBeUndefined();
    cache.set(key, OK(), { noStore: true, maxAge: 30 });
    expect(cache.get(key)).toBeUndefined();
    cache.set(key, OK(), { noStore: false, maxAge: 0 });
    expect(cache.get(key)).toBeUndefined();
    cache.set(key, OK(), { noStore: false, maxAge: undefined });
    expect(cache.get(key)).toBeUndefined();
  });

  it('hands every page the same frozen result', () => {
    const { cache } = cacheAt();
    const key = cache.keyOf(BRAND, { id: '1' }, undefined)!;
    const kept = cache.set(key, OK(), { noStore: false, maxAge: 30 });
    expect(Object.isFrozen(kept.data!.brand)).toBe(true);
    expect(() => {
      (kept.data!.brand as { name: string }).name = 'changed';
    }).toThrow();
  });
});
