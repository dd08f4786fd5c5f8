// The delivery worker (docs/decisions/0117): drains lead_job, the queue the enquiry's own transaction
// fills (upstream/src/leads/enqueue.ts), inside the upstream process, on the PostgreSQL (or PGlite) the
// project already runs. Jobs are claimed with FOR UPDATE SKIP LOCKED and leased (several upstream
// instances share the queue; a lease that passes — a worker died mid-delivery — is taken back). A
// delivery succeeds once: its job, the lead's move to 已送达, the lead's event and the audit row commit
// in one transaction. A failure is retried with exponential back-off (30 s doubling, at most 1 h); after
// MAX_ATTEMPTS the job is dead and waits on the staff desk (adminDeadJobs, adminRetryJob). A withdrawn
// or expired lead's jobs are cancelled and never run. Once an hour (and at start) the retention sweep
// erases what is past ENQUIRY_RETENTION_DAYS (retention.ts).
import type { Database, Queryable } from '../db/database';
import { audit } from '../backoffice/audit';
import type { SmsProvider } from '../sms/provider';
import type { LeadChannel } from './enqueue';
import { eraseExpired } from './retention';
import { postWebhook } from './webhook';
import { startSchedule, type Schedule } from '../jobs/schedule';

/** Jobs claimed per round. */
export const CLAIM_BATCH = 20;
/** After this many failed attempts a job is dead (a dead letter on the staff desk). */
export const MAX_ATTEMPTS = 8;
/** How long a claimed job is leased to its worker (the webhook's 5 s timeout fits many times). */
export const LEASE_MS = 60_000;
export const RETENTION_EVERY_MS = 3600_000;
/** Back-off after the n-th failed attempt (n from 1): 30 s × 2^(n-1), at most 1 h. */
export const backoffMs = (attempts: number) => Math.min(30_000 * 2 ** Math.max(0, attempts - 1), 3600_000);

export const inboxUnavailable = '品牌尚未开通商家账号';
export const smsNoticeUnavailable = '短信通道尚未配置商机通知模板';

export interface LeadWorkerOptions {
  db: Database;
  now?: () => number;
  sms: SmsProvider;
  fetch?: typeof fetch;
  /** The back office's public address: the SMS notice links to `<adminSiteUrl>/leads/<id>`. */
  adminSiteUrl: string;
  /** How often a round runs (start()); 0 = never. */
  intervalMs?: number;
  retentionEveryMs?: number;
  /** Where a failed round is told (the upstream's logger, masked). */
  log?: (msg: string, err?: unknown) => void;
}

export interface RoundResult {
  done: number;
  failed: number;
  cancelled: number;
}

export interface LeadWorker {
  /** One round: takes back expired leases, claims up to CLAIM_BATCH due jobs and runs them. */
  runOnce(): Promise<RoundResult>;
  /** The retention sweep now (also run by start() at once and every hour). */
  sweep(): Promise<number>;
  start(): void;
  stop(): Promise<void>;
}

interface Claimed {
  id: number;
  enquiry_id: number;
  channel: LeadChannel;
  attempts: number;
}

interface LeadContext {
  lead_state: string;
  status: string;
  recipient_brand: number | null;
  name: string;
  mobile: string;
  address: string;
  content: string;
  title: string;
  created_at: Date | string;
  consent_text: string;
  sms_mobile: string | null;
  webhook_url: string | null;
  webhook_secret: string | null;
  dnc: boolean;
}

/** A failure whose message is stored as the job's last_error (never personal data). */
class DeliveryFailure extends Error {}
/** The job has nothing left to do (the brand switched the notice off): cancelled, not failed. */
class NothingToDeliver extends Error {}

export function createLeadWorker(o: LeadWorkerOptions): LeadWorker {
  const { db, sms } = o;
  const now = o.now ?? Date.now;
  const fetchFn = o.fetch ?? fetch;
  const site = o.adminSiteUrl.replace(/\/+$/, '');
  let schedule: Schedule | undefined;
  let lastSweep = -Infinity;

  async function claim(t: number): Promise<Claimed[]> {
    // A lease that passed: its worker died mid-delivery. The attempt is not counted (its outcome is unknown).
    await db.query(`update lead_job set status = 'pending', locked_until = null where status = 'running' and locked_until < $1`, [new Date(t)]);
    return db.query<Claimed>(
      `update lead_job set status = 'running', locked_until = $2
        where id in (select id from lead_job where status = 'pending' and run_at <= $1 order by run_at limit ${CLAIM_BATCH} for update skip locked)
        returning id::int as id, enquiry_id, channel, attempts`,
      [new Date(t), new Date(t + LEASE_MS)],
    );
  }

  async function deliver(job: Claimed, lead: LeadContext, t: number): Promise<void> {
    switch (job.channel) {
      case 'desk':
        return; // the site's own advisers' desk: the lead is on it
      case 'inbox': {
        const [row] = await db.query<{ ok: boolean }>(
          `select exists (select 1 from account_brand ab join account a on a.id = ab.account_id
                           where ab.brand_id = $1 and a.disabled_at is null) as ok`,
          [lead.recipient_brand],
        );
        if (!row?.ok) throw new DeliveryFailure(inboxUnavailable);
        return;
      }
      case 'sms': {
        if (!lead.sms_mobile) throw new NothingToDeliver();
        // Template providers (Aliyun, Tencent) send only their approved verification template: sending
        // this through it would text the brand a code. Until a notice template is configured, it fails.
        if (sms.name !== 'outbox') throw new DeliveryFailure(smsNoticeUnavailable);
        const text = `【商机网】您有一条新的加盟咨询（品牌：${lead.title}），请登录商家中心查看：${site}/leads/${job.enquiry_id}`;
        try {
          await sms.send(lead.sms_mobile, text, { code: '' });
        } catch {
          throw new DeliveryFailure('短信发送失败');
        }
        return;
      }
      case 'webhook': {
        if (!lead.webhook_url || !lead.webhook_secret) throw new NothingToDeliver();
        try {
          await postWebhook(fetchFn, { url: lead.webhook_url, secret: lead.webhook_secret }, job.id, {
            id: job.enquiry_id,
            brand_id: lead.recipient_brand!,
            name: lead.name,
            mobile: lead.mobile,
            region: lead.address,
            content: lead.content,
            created: Math.floor(new Date(lead.created_at).getTime() / 1000),
            consent_text: lead.consent_text,
          }, t);
        } catch (err) {
          throw new DeliveryFailure(err instanceof Error ? err.message : '投递失败');
        }
      }
    }
  }

  async function succeeded(job: Claimed, brand: number | null, t: number): Promise<void> {
    await db.transaction(async (tx) => {
      const [done] = await tx.query<{ attempts: number }>(
        `update lead_job set status = 'done', attempts = attempts + 1, locked_until = null, done_at = $2, last_error = null
          where id = $1 and status = 'running' returning attempts`,
        [job.id, new Date(t)],
      );
      if (!done) return; // cancelled meanwhile (a withdrawal): nothing is recorded as delivered
      // The SMS is a notice with a link, not the lead: the inbox, the desk or the brand's own system is.
      if (job.channel !== 'sms') await markDelivered(tx, job.enquiry_id, t);
      await audit(tx, { actor: null, action: 'lead.deliver', subject: `enquiry:${job.enquiry_id}`, brandId: brand, at: t, detail: { channel: job.channel, attempt: done.attempts } });
    });
  }

  async function failed(job: Claimed, brand: number | null, message: string, t: number): Promise<void> {
    const attempts = job.attempts + 1;
    const dead = attempts >= MAX_ATTEMPTS;
    await db.transaction(async (tx) => {
      const [row] = await tx.query(
        `update lead_job set status = $2, attempts = $3, run_at = $4, locked_until = null, last_error = $5
          where id = $1 and status = 'running' returning id`,
        [job.id, dead ? 'dead' : 'pending', attempts, new Date(t + (dead ? 0 : backoffMs(attempts))), message],
      );
      if (!row) return;
      await audit(tx, { actor: null, action: 'lead.deliver', subject: `enquiry:${job.enquiry_id}`, brandId: brand, outcome: 'failed', at: t, detail: { channel: job.channel, attempt: attempts, dead } });
    });
  }

  const cancel = (job: Claimed, t: number) =>
    db.query(`update lead_job set status = 'cancelled', locked_until = null, done_at = $2 where id = $1 and status = 'running'`, [job.id, new Date(t)]);

  async function run(job: Claimed): Promise<keyof RoundResult> {
    const [lead] = await db.query<LeadContext>(
      `select e.lead_state, e.status, e.recipient_brand, e.name, e.mobile, e.address, e.content, e.title, e.created_at, e.consent_text,
              n.sms_mobile, n.webhook_url, n.webhook_secret,
              exists (select 1 from enquiry_do_not_contact d where d.mobile = e.mobile) as dnc
         from enquiry e left join brand_notify n on n.brand_id = e.recipient_brand where e.id = $1`,
      [job.enquiry_id],
    );
    const t = now();
    // A withdrawn or expired lead (or one gone: its jobs went with it), or one whose number asked
    // 请勿联系 since, is delivered to nobody.
    if (!lead || lead.lead_state === 'withdrawn' || lead.lead_state === 'expired' || lead.status === 'withdrawn' || lead.dnc) {
      await cancel(job, t);
      return 'cancelled';
    }
    try {
      await deliver(job, lead, t);
    } catch (err) {
      if (err instanceof NothingToDeliver) {
        await cancel(job, now());
        return 'cancelled';
      }
      await failed(job, lead.recipient_brand, err instanceof DeliveryFailure ? err.message : '投递出错', now());
      if (!(err instanceof DeliveryFailure)) o.log?.(`lead job ${job.id} failed unexpectedly`, err);
      return 'failed';
    }
    await succeeded(job, lead.recipient_brand, now());
    return 'done';
  }

  async function runOnce(): Promise<RoundResult> {
    const jobs = await claim(now());
    const result: RoundResult = { done: 0, failed: 0, cancelled: 0 };
    for (const outcome of await Promise.all(jobs.map(run))) result[outcome] += 1;
    return result;
  }

  const sweep = () => eraseExpired(db, now());

  /** A round of the schedule: the retention sweep when it is due, then what is due, a batch at a time. */
  async function round(): Promise<void> {
    if (now() - lastSweep >= (o.retentionEveryMs ?? RETENTION_EVERY_MS)) {
      lastSweep = now();
      await sweep();
    }
    for (let i = 0; i < 50; i++) {
      const r = await runOnce();
      if (r.done + r.failed + r.cancelled < CLAIM_BATCH) break;
    }
  }

  return {
    runOnce,
    sweep,
    start() {
      if (schedule || !o.intervalMs) return;
      schedule = startSchedule([{ name: 'lead worker round', everyMs: o.intervalMs, run: round }], (msg, err) => o.log?.(msg, err));
    },
    async stop() {
      await schedule?.stop();
      schedule = undefined;
    },
  };
}

/** submitted → delivered (system), once; its event. No-op for a lead already past submitted. */
export async function markDelivered(tx: Queryable, enquiryId: number, t: number): Promise<boolean> {
  const moved = await tx.query(
    `update enquiry set lead_state = 'delivered', delivered_at = $2 where id = $1 and lead_state = 'submitted' returning id`,
    [enquiryId, new Date(t)],
  );
  if (!moved.length) return false;
  await tx.query(`insert into lead_event (enquiry_id, state, at, actor) values ($1, 'delivered', $2, 'system')`, [enquiryId, new Date(t)]);
  return true;
}
