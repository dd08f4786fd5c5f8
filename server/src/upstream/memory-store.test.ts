// The in-memory shared cache is bounded: filled far past its bound with entries that would
// each live 300 s plus a day of stale grace, it keeps the same number of entries and the same heap.
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { STALE_GRACE_SECONDS } from '../cache-plan';
import { createUpstreamCache, memoryStoreOf } from './cache';

setFlagsFromString('--expose-gc');
const gc = runInNewContext('gc') as () => void;

function heapAfterGc(): number {
  gc();
  gc();
  return process.memoryUsage().heapUsed;
}

/** An upstream-like answer of about `chars` characters of Chinese text, as a brand list page is. */
function answer(i: number, chars: number) {
  const text = `第${i}页`.padEnd(chars, '加盟店火锅奶茶');
  return { listinfo: [{ id: i, title: `品牌${i}`, content: text }], totalcount: 1000 };
}

describe('bounded in-memory cache', () => {
  it('evicts the least recently used entries: entry count, estimated bytes and heap stay flat past the bound', async () => {
    const maxBytes = 8 * 1024 * 1024;
    const cache = createUpstreamCache({ memoryMaxBytes: maxBytes });
    const store = memoryStoreOf(cache)!;
    const ttl = (300 + STALE_GRACE_SECONDS) * 1000;
    const fill = async (from: number, count: number) => {
      for (let i = from; i < from + count; i++) {
        const value = answer(i, 5000);
        await cache.set(`GET /index.php/v1/zhaoshang/list?feeid=${i % 7}&page=${i}`, Object.freeze({ value, freshUntil: Date.now() + 300_000, bytes: JSON.stringify(value).length }), ttl);
      }
    };

    await fill(0, 2000); // ~20 MB of answers by their estimate: already past the 8 MB bound
    const entries = store.entries;
    const heap = heapAfterGc();
    expect(store.bytes).toBeLessThanOrEqual(maxBytes);
    expect(entries).toBeLessThan(2000);

    await fill(2000, 8000); // four times as much again
    expect(store.entries).toBeLessThanOrEqual(entries + 1);
    expect(store.bytes).toBeLessThanOrEqual(maxBytes);
    // The heap holds the same amount of cache: growth, if any, is well under one bound's worth.
    expect(heapAfterGc() - heap).toBeLessThan(maxBytes / 2);

    // The most recent entries are the ones kept, and they still read back whole.
    const last = await cache.get('GET /index.php/v1/zhaoshang/list?feeid=' + (9999 % 7) + '&page=9999');
    expect(last?.value).toEqual(answer(9999, 5000));
    expect(await cache.get('GET /index.php/v1/zhaoshang/list?feeid=0&page=0')).toBeUndefined();
  });

  it('keeps values as the same frozen objects, without a JSON round trip', async () => {
    const cache = createUpstreamCache({ memoryMaxBytes: 1024 * 1024 });
    const entry = Object.freeze({ value: Object.freeze({ a: 1 }), freshUntil: 0, bytes: 7 });
    await cache.set('k', entry, 1000);
    expect(await cache.get('k')).toBe(entry);
  });
});
