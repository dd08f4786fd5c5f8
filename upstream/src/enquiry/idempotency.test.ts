// Exactly once per key when attempts die, stall or come from someone else (docs/decisions/0082): the
// lease, the takeover, the outcome written with the work, and the key's owner.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/database';
import { prepareDatabase } from '../db/prepare';
import { backends, openBackend, TEST_SEED } from '../test/harness';
import { DEFAULT_LEASE_MS, once, type Outcome } from './idempotency';
import { EnquiryRefusal, enquiryMessages as m } from './messages';

describe.each(backends)('idempotency keys (%s)', (kind) => {
  let db: Database;
  let dispose: () => Promise<void>;
  let seq = 0;
  const key = () => `probe-key-${kind}-${String(++seq).padStart(6, '0')}`;
  const t0 = Date.UTC(2031, 0, 1);
  const stored = async (k: string) => (await db.query<{ n: number }>('select count(*)::int as n from idem_probe where key = $1', [k]))[0]!.n;
  /** The work of an enquiry: one row written with the outcome. */
  const writeOnce = (k: string) => async (h: Parameters<Parameters<typeof once>[2]>[0]): Promise<Outcome> => {
    await h.commit((tx) => tx.query('insert into idem_probe (key) values ($1)', [k]), () => ({ msg: 'ok', sessionId: 'renewed-session' }));
    return { msg: 'ok', sessionId: 'renewed-session' };
  };
  const refusal = (p: Promise<unknown>) => p.then(() => 'no refusal', (e: unknown) => (e instanceof EnquiryRefusal ? e.message : `other: ${String(e)}`));

  beforeAll(async () => {
    ({ db, dispose } = await openBackend(kind));
    await prepareDatabase(db, { seed: TEST_SEED, scale: 'small' });
    await db.exec('create table idem_probe (key text not null)');
  });
  afterAll(async () => {
    await db?.close();
    await dispose?.();
  });

  it('replays the outcome to the owning session and stores nothing twice', async () => {
    const k = key();
    const replays: Outcome[] = [];
    await once(db, { route: 'probe', key: k, owner: 'session-a', now: t0 }, writeOnce(k), (o) => replays.push(o));
    const again = await once(db, { route: 'probe', key: k, owner: 'session-a', now: t0 + 1000 }, writeOnce(k), (o) => replays.push(o));
    expect(again.msg).toBe('ok');
    expect(replays).toEqual([{ msg: 'ok', sessionId: 'renewed-session' }]);
    // The client that got the renewed cookie from the replay may ask once more.
    await once(db, { route: 'probe', key: k, owner: 'renewed-session', now: t0 + 2000 }, writeOnce(k), (o) => replays.push(o));
    expect(replays).toHaveLength(2);
    expect(await stored(k)).toBe(1);
  });

  it('answers a replay from another session with a conflict, never the outcome or its session', async () => {
    const k = key();
    await once(db, { route: 'probe', key: k, owner: 'victim-session', now: t0 }, writeOnce(k), () => {});
    const replays: Outcome[] = [];
    expect(await refusal(once(db, { route: 'probe', key: k, owner: 'attacker-session', now: t0 + 1000 }, writeOnce(k), (o) => replays.push(o)))).toBe(m.keyConflict);
    expect(replays).toEqual([]);
    expect(await stored(k)).toBe(1);
  });

  it('says "in progress" while the holder\'s lease runs, and takes over a dead holder\'s key after it', async () => {
    const k = key();
    // An attempt reserved the key and its process died before committing (nothing else happened).
    let release!: () => void;
    let holding!: () => void;
    const held = new Promise<void>((r) => (holding = r));
    const dead = once(db, { route: 'probe', key: k, owner: 'session-b', now: t0 }, async () => {
      holding();
      await new Promise<void>((r) => (release = r));
      throw new Error('the process died here');
    }, () => {});
    // The work runs once the key is reserved: wait for that, not for a time.
    await held;
    // Within the lease: the retry is told to wait, and another session still gets the conflict.
    expect(await refusal(once(db, { route: 'probe', key: k, owner: 'session-b', now: t0 + DEFAULT_LEASE_MS - 1 }, writeOnce(k), () => {}))).toBe(m.inProgress);
    expect(await refusal(once(db, { route: 'probe', key: k, owner: 'session-c', now: t0 + DEFAULT_LEASE_MS + 1 }, writeOnce(k), () => {}))).toBe(m.keyConflict);
    // After it: the same session's retry takes the key over and the work runs once.
    const taken = await once(db, { route: 'probe', key: k, owner: 'session-b', now: t0 + DEFAULT_LEASE_MS + 1 }, writeOnce(k), () => {});
    expect(taken.msg).toBe('ok');
    expect(await stored(k)).toBe(1);
    // The dead attempt's late cleanup releases nothing it no longer holds.
    release();
    await expect(dead).rejects.toThrow('the process died here');
    const replays: Outcome[] = [];
    await once(db, { route: 'probe', key: k, owner: 'session-b', now: t0 + DEFAULT_LEASE_MS + 2 }, writeOnce(k), (o) => replays.push(o));
    expect(replays).toHaveLength(1);
    expect(await stored(k)).toBe(1);
  });

  it('lets a slow holder whose lease was taken over commit nothing', async () => {
    const k = key();
    let resume!: () => void;
    let holding!: () => void;
    const held = new Promise<void>((r) => (holding = r));
    const slow = once(db, { route: 'probe', key: k, owner: 'session-d', now: t0 }, async (h) => {
      holding();
      await new Promise<void>((r) => (resume = r));
      return writeOnce(k)(h);
    }, () => {});
    await held;
    await once(db, { route: 'probe', key: k, owner: 'session-d', now: t0 + DEFAULT_LEASE_MS + 1 }, writeOnce(k), () => {});
    resume();
    expect(await refusal(slow)).toBe(m.inProgress);
    expect(await stored(k)).toBe(1);
  });

  it('records a refusal as the key\'s outcome, and releases the key on an unexpected error', async () => {
    const k = key();
    const refuse = async (): Promise<Outcome> => {
      throw new EnquiryRefusal(m.smsCodeInvalid);
    };
    expect(await refusal(once(db, { route: 'probe', key: k, owner: 's', now: t0 }, refuse, () => {}))).toBe(m.smsCodeInvalid);
    expect(await refusal(once(db, { route: 'probe', key: k, owner: 's', now: t0 + 1 }, writeOnce(k), () => {}))).toBe(m.smsCodeInvalid);
    const k2 = key();
    await expect(once(db, { route: 'probe', key: k2, owner: 's', now: t0 }, async () => Promise.reject(new Error('db hiccup')), () => {})).rejects.toThrow('db hiccup');
    await once(db, { route: 'probe', key: k2, owner: 's', now: t0 + 1 }, writeOnce(k2), () => {});
    expect(await stored(k2)).toBe(1);
  });
});
