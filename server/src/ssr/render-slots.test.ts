import { expect, it } from 'vitest';
import { renderSlots } from './render-slots';

const tick = () => new Promise((r) => setImmediate(r));

it('lets at most `size` renders run at once and the rest in order', async () => {
  const slots = renderSlots(2);
  const order: number[] = [];
  const releases: (() => void)[] = [];
  for (const n of [1, 2, 3, 4]) {
    void slots.acquire().then((release) => {
      order.push(n);
      releases.push(release!);
    });
  }
  await tick();
  expect(order).toEqual([1, 2]);
  expect([slots.active, slots.pending]).toEqual([2, 2]);
  releases[0]!();
  releases[0]!(); // a second release of the same slot frees nothing more
  await tick();
  expect(order).toEqual([1, 2, 3]);
  releases[1]!();
  await tick();
  expect(order).toEqual([1, 2, 3, 4]);
});

it('answers null at once when the queue is full', async () => {
  const slots = renderSlots(1, 1);
  const first = await slots.acquire();
  const second = slots.acquire(); // queued
  await tick();
  expect(await slots.acquire()).toBeNull();
  first!();
  expect(typeof (await second)).toBe('function');
});

it('is unbounded with size 0', async () => {
  const slots = renderSlots(0);
  const all = await Promise.all(Array.from({ length: 50 }, () => slots.acquire()));
  expect(all.every((r) => typeof r === 'function')).toBe(true);
});
