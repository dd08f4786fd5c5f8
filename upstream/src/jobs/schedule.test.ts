import { describe, expect, it, vi } from 'vitest';
import { startSchedule } from './schedule';

describe('startSchedule', () => {
  it('runs each job at once and on its interval, never twice at once, logs a failure by name, and stop() waits for the round under way', async () => {
    const log = vi.fn();
    let runs = 0;
    let release!: () => void;
    const slow = { name: 'slow job', everyMs: 5, run: () => new Promise<void>((r) => { runs += 1; release = r; }) };
    const failing = { name: 'placement sweep', everyMs: 5, run: async () => { throw new Error('database gone'); } };
    const schedule = startSchedule([slow, failing], log);
    await vi.waitFor(() => expect(log).toHaveBeenCalledWith('placement sweep failed', expect.objectContaining({ message: 'database gone' })));
    // Many intervals pass while the slow round holds: it is not started again.
    await new Promise((r) => setTimeout(r, 50));
    expect(runs).toBe(1);
    release();
    await vi.waitFor(() => expect(runs).toBeGreaterThan(1));
    let stopped = false;
    const stopping = schedule.stop().then(() => (stopped = true));
    await new Promise((r) => setTimeout(r, 20));
    expect(stopped).toBe(false);
    release();
    await stopping;
    expect(stopped).toBe(true);
    const after = runs;
    await new Promise((r) => setTimeout(r, 30));
    expect(runs).toBe(after);
  });
});
