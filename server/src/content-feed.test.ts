// The feed's generation: it moves when the upstream's newest number differs, stays put when the upstream
// fails, and each cache treats an entry of an older generation as absent.
import { describe, expect, it } from 'vitest';
import { ContentFeed } from './content-feed';
import { OperationCache } from './ssr/operation-cache';
import { PageCache } from './ssr/page-cache';
import { buildSchema } from './graphql/schema';
import { parse } from 'graphql';

describe('ContentFeed', () => {
  it('moves to the upstream number, keeps it through a failure, tells listeners, logs an outage once', async () => {
    const answers: (number | Error)[] = [3, 3, new Error('down'), new Error('down'), 5, 1];
    const warned: unknown[] = [];
    const feed = new ContentFeed({
      newest: async () => {
        const a = answers.shift()!;
        if (a instanceof Error) throw a;
        return a;
      },
      intervalMs: 0,
      log: { warn: (o: unknown) => warned.push(o), info: () => {} },
    });
    const moves: number[] = [];
    feed.onAdvance((seq) => moves.push(seq));
    expect(feed.current()).toBe(0);
    expect(await feed.poll()).toBe(true);
    expect(await feed.poll()).toBe(false);
    expect(await feed.poll()).toBe(false);
    expect(await feed.poll()).toBe(false);
    expect(feed.current()).toBe(3);
    expect(warned).toHaveLength(1);
    expect(await feed.poll()).toBe(true);
    // A lower number (the upstream's database was replaced) is other content too.
    expect(await feed.poll()).toBe(true);
    expect(moves).toEqual([3, 5, 1]);
  });
});

describe('caches under a moving generation', () => {
  let gen = 0;
  const generation = { current: () => gen };

  it('the page cache answers no page, not even a stale one, rendered before the generation moved', () => {
    gen = 0;
    const pages = new PageCache(10_000, 10, Date.now, 30_000, generation);
    const page = { status: 200, headers: { 'content-type': 'text/html' }, body: Buffer.from('<!doctype html><p>x</p>') };
    pages.set('/a', page);
    expect(pages.lookup('/a')?.fresh).toBe(true);
    gen = 1;
    expect(pages.lookup('/a')).toBeUndefined();
    // A render that started in generation 1 but ends after a move to 2 is not kept.
    const startedIn = pages.currentGeneration();
    gen = 2;
    pages.set('/b', page, undefined, startedIn);
    expect(pages.lookup('/b')).toBeUndefined();
  });

  it('the operation cache forgets results of an older generation and keeps none that started in one', () => {
    gen = 0;
    const ops = new OperationCache(buildSchema(), Date.now, { generation });
    const key = ops.keyOf(parse('query Q { categories { id } }'), {}, undefined)!;
    ops.set(key, { data: { categories: [] } }, { noStore: false, maxAge: 60 });
    expect(ops.get(key)).toBeDefined();
    gen = 1;
    expect(ops.get(key)).toBeUndefined();
    ops.set(key, { data: { categories: [] } }, { noStore: false, maxAge: 60 }, 0);
    expect(ops.get(key)).toBeUndefined();
  });
});
