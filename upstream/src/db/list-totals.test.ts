import { describe, expect, it } from 'vitest';
import type { Queryable } from './database';
import { listTotal } from './list-totals';

const handle = (): Queryable => ({ query: async () => [], exec: async () => undefined });

describe('listTotal', () => {
  it('counts a list once per TTL and handle, shares a count in flight, and forgets a failed one', async () => {
    const db = handle();
    let counts = 0;
    const count = async () => ++counts;
    const [a, b] = await Promise.all([listTotal(db, 'k', count, 1000, 0), listTotal(db, 'k', count, 1000, 10)]);
    expect([a, b, counts]).toEqual([1, 1, 1]);
    expect(await listTotal(db, 'k', count, 1000, 999)).toBe(1);
    expect(await listTotal(db, 'k', count, 1000, 1000)).toBe(2); // expired
    expect(await listTotal(db, 'other', count, 1000, 1000)).toBe(3); // another list
    expect(await listTotal(handle(), 'k', count, 1000, 1000)).toBe(4); // another database
    expect(await listTotal(db, 'k', count, 0, 1000)).toBe(5); // TTL 0: always counted
    await expect(listTotal(db, 'bad', () => Promise.reject(new Error('down')), 1000, 1000)).rejects.toThrow('down');
    expect(await listTotal(db, 'bad', count, 1000, 1001)).toBe(6);
  });
});
