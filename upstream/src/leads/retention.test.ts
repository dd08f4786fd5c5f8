// Retention with a clock (docs/decisions/0117): ENQUIRY_RETENTION_DAYS after submission the personal
// data is erased — not a millisecond before — the lead is 已过期, its pending deliveries cancelled, its
// history says so, one audit row counts the sweep; the rows stay for anonymous counts. The worker's sweep
// runs it. On PGlite, and on PostgreSQL with TEST_DATABASE_URL.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENQUIRY_RETENTION_DAYS } from '@shangji/contract';
import type { Database } from '../db/database';
import { prepareDatabase } from '../db/prepare';
import { OutboxSmsProvider } from '../sms/outbox';
import { backends, openBackend, TEST_SEED } from '../test/harness';
import { eraseExpired } from './retention';
import { createLeadWorker } from './worker';

const DAY = 24 * 3600_000;

describe.each(backends)('retention (%s)', (kind) => {
  let db: Database;
  let dispose: () => Promise<void>;
  const t0 = Date.UTC(2032, 0, 10, 4);

  const insert = async (mobile: string, at: number, recipientBrand: number | null): Promise<number> => {
    const [row] = await db.query<{ id: number }>(
      `insert into enquiry (aid, typeid, name, mobile, title, address, content, created_at, source_ip, session_id, recipient, consent_text, consent_version, consent_at, recipient_brand)
       values (1, 1, '赵六', $1, '某品牌', '北京市-朝阳区', '想了解加盟', $2, '10.1.2.3', 'sess', '该品牌的运营公司', '同意', 'v', $2, $3) returning id`,
      [mobile, new Date(at), recipientBrand],
    );
    await db.query(`insert into lead_event (enquiry_id, state, at, actor) values ($1, 'submitted', $2, 'system')`, [row!.id, new Date(at)]);
    await db.query(`insert into lead_job (enquiry_id, channel, run_at, created_at) values ($1, 'webhook', $2, $2)`, [row!.id, new Date(at + 3600_000)]);
    return row!.id;
  };
  const rowOf = async (id: number) =>
    (await db.query<Record<string, unknown>>('select name, mobile, content, address, source_ip, session_id, lead_state, erased_at, aid, recipient_brand, created_at from enquiry where id = $1', [id]))[0]!;

  beforeAll(async () => {
    ({ db, dispose } = await openBackend(kind));
    await prepareDatabase(db, { seed: TEST_SEED, scale: 'small' });
  });
  afterAll(async () => {
    await db?.close();
    await dispose?.();
  });

  it(`erases the personal data ${ENQUIRY_RETENTION_DAYS} days after submission, keeping the anonymous row`, async () => {
    const old = await insert('13800001111', t0, 1);
    const young = await insert('13800002222', t0 + DAY, null);
    const end = t0 + ENQUIRY_RETENTION_DAYS * DAY;

    expect(await eraseExpired(db, end)).toBe(0); // exactly 180 days: not yet
    expect((await rowOf(old)).mobile).toBe('13800001111');
    expect(await db.query(`select 1 from audit_event where action = 'lead.expire'`)).toEqual([]);

    expect(await eraseExpired(db, end + 1)).toBe(1);
    expect(await rowOf(old)).toEqual({
      name: '', mobile: '', content: '', address: '', source_ip: '', session_id: '', lead_state: 'expired', erased_at: new Date(end + 1),
      aid: 1, recipient_brand: 1, created_at: new Date(t0),
    });
    expect(await db.query('select status from lead_job where enquiry_id = $1', [old])).toEqual([{ status: 'cancelled' }]);
    expect(await db.query('select state, actor from lead_event where enquiry_id = $1 order by id', [old])).toEqual([{ state: 'submitted', actor: 'system' }, { state: 'expired', actor: 'system' }]);
    expect((await rowOf(young)).mobile).toBe('13800002222');
    const trail = await db.query<{ actor_account: number | null; detail: { count: number } }>(`select actor_account, detail from audit_event where action = 'lead.expire'`);
    expect(trail).toEqual([{ actor_account: null, detail: { count: 1, days: ENQUIRY_RETENTION_DAYS } }]);
    // Counts per brand and day stay.
    expect(await db.query<{ n: number }>('select count(*)::int as n from enquiry where id = any($1::int[])', [[old, young]])).toEqual([{ n: 2 }]);
    // A second sweep finds nothing more (and records nothing).
    expect(await eraseExpired(db, end + 2)).toBe(0);
    expect(await db.query(`select 1 from audit_event where action = 'lead.expire'`)).toHaveLength(1);
  });

  it('the worker sweeps at start and then hourly', async () => {
    let t = t0 + 400 * DAY;
    const a = await insert('13800003333', t - ENQUIRY_RETENTION_DAYS * DAY - 1, null);
    const w = createLeadWorker({ db, now: () => t, sms: new OutboxSmsProvider(db, () => undefined), adminSiteUrl: 'https://admin.example.test', intervalMs: 10, retentionEveryMs: 3600_000 });
    w.start();
    await expect.poll(async () => (await rowOf(a)).lead_state, { timeout: 3000 }).toBe('expired');
    const b = await insert('13800004444', t - ENQUIRY_RETENTION_DAYS * DAY + 1000, null);
    t += 2000; // b is past its days now, but the next sweep is an hour away
    await new Promise((r) => setTimeout(r, 100));
    expect((await rowOf(b)).lead_state).not.toBe('expired');
    t += 3600_000;
    await expect.poll(async () => (await rowOf(b)).lead_state, { timeout: 3000 }).toBe('expired');
    await w.stop();
  });
});
