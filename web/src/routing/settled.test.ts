// Deferred values settled before the render: for crawlers, hydration, and a browser's page whose data is ready.
import { describe, expect, it } from 'vitest';
import { DeferredFailure, settledIfReady, settleDeferred } from './settled';

const later = <T,>(value: T, ms: number) => new Promise<T>((resolve) => setTimeout(() => resolve(value), ms));

describe('settleDeferred', () => {
  it('replaces each deferred value by its outcome, a rejection by a DeferredFailure', async () => {
    const data = await settleDeferred({ a: 1, b: Promise.resolve('b'), c: Promise.reject(new Error('no')) });
    expect(data.a).toBe(1);
    expect(data.b).toBe('b');
    expect(data.c).toBeInstanceOf(DeferredFailure);
  });
});

describe('settledIfReady', () => {
  it('settles every route when the queries still running settle within the window', async () => {
    const query = later({ shops: 3 }, 1);
    const data = await settledIfReady({ root: { ok: true }, page: { brand: 'x', side: query.then((r) => r.shops) } }, [query], 200);
    expect(data).toEqual({ root: { ok: true }, page: { brand: 'x', side: 3 } });
  });

  it('answers null (the page streams) when a query is slower than the window', async () => {
    const slow = later('late', 300);
    expect(await settledIfReady({ page: { side: slow } }, [slow], 20)).toBeNull();
  });

  it('answers null when a deferred value waits on something slower than the window that is not a query', async () => {
    // A loader that fetches a document's chunk before starting its query: no query is running yet.
    const afterChunk = later(null, 300).then(() => 'section');
    expect(await settledIfReady({ page: { side: afterChunk } }, [], 20)).toBeNull();
  });

  it('counts a failed query as settled: its section shows its error fallback inline', async () => {
    const failing = Promise.reject(new Error('upstream'));
    const data = await settledIfReady({ page: { side: failing } }, [failing.catch(() => null)], 50);
    expect((data?.page as { side: unknown }).side).toBeInstanceOf(DeferredFailure);
  });
});
