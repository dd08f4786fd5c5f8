import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { loadConfig } from '../config';
import type { Database, Queryable } from '../db/database';
import { deletedMessage, EnquiryRefusal, enquiryMessages as m, NOT_VERIFIED_CODE } from '../enquiry/messages';
import { defaultLimits, type EnquiryLimits, type EnquiryOptions } from '../enquiry/options';
import { maskMobile } from '../enquiry/phone';
import { networkOf, sessionSourceOf } from '../enquiry/network';
import { renewSession, sessionOf, setSessionCookie } from '../enquiry/session';
import { checkCode, markCodeVerified } from '../enquiry/sms-codes';
import { fieldsOf, str, validatePhone } from '../enquiry/validate';
import { calls, canMoveLead, type Envelope, type LeadState, type WireMyEnquiries, type WireMyEnquiry } from '@shangji/contract';
import { audit } from '../backoffice/audit';

/** At most this many enquiries are listed (one number can send 20 a day, kept 180 days). */
const LIST_LIMIT = 1000;
/** At most this many ids in one delete. */
const DELETE_LIMIT = 200;
const ID = /^[1-9]\d{0,9}$/;

interface Proof {
  mobile: string;
  expires: number;
}

/**
 * 我的咨询 (docs/decisions/0092): an enquirer proves a number with the SMS code of the enquiry form's
 * own flow (sendInfo: captcha, proof of work, the same limits), then sees, exports, withdraws and
 * deletes that number's enquiries and sets 请勿联系. The proof is a row keyed by the session id: it
 * lasts `myProofTtlMs`, and it names one number, the only one whose rows any call reads or changes.
 * A session without a valid proof gets code 401 and its Chinese msg.
 */
export function myEnquiryRoutes(app: FastifyInstance, db: Database, options: EnquiryOptions = {}) {
  const config = options.config ?? loadConfig();
  const production = config.NODE_ENV === 'production';
  const now = options.now ?? Date.now;
  const limits: EnquiryLimits = { ...defaultLimits(config), ...options.limits };
  // The same sessions as the form's (bounded per address: upstream/src/enquiry/session.ts).
  const session = (req: FastifyRequest, reply: FastifyReply) =>
    sessionOf(db, req, reply, production, now(), { key: sessionSourceOf(req.ip), max: limits.sessionsPerAddress });

  /** The number this session proved, or a 401 refusal (expired proofs are told so, then dropped). */
  async function proofOf(sid: string): Promise<Proof> {
    const [row] = await db.query<{ mobile: string; expires_at: Date | string }>('select mobile, expires_at from my_enquiry_proof where session_id = $1', [sid]);
    if (!row) throw new EnquiryRefusal(m.myNotProven, NOT_VERIFIED_CODE);
    const expires = new Date(row.expires_at).getTime();
    if (expires <= now()) {
      await db.query('delete from my_enquiry_proof where session_id = $1', [sid]);
      throw new EnquiryRefusal(m.myExpired, NOT_VERIFIED_CODE);
    }
    return { mobile: row.mobile, expires };
  }

  async function listOf(q: Queryable, proof: Proof): Promise<WireMyEnquiries> {
    const rows = await q.query<{
      id: number; aid: number | null; typeid: number; title: string; recipient: string; created_at: Date | string;
      status: WireMyEnquiry['status']; withdrawn_at: Date | string | null; consent_text: string; consent_version: string;
      lead_state: LeadState;
    }>(
      `select id, aid, typeid, title, recipient, created_at, status, withdrawn_at, consent_text, consent_version, lead_state
         from enquiry where mobile = $1 order by created_at desc, id desc limit ${LIST_LIMIT}`,
      [proof.mobile],
    );
    const [dnc] = await q.query('select 1 from enquiry_do_not_contact where mobile = $1', [proof.mobile]);
    const secs = (d: Date | string) => Math.floor(new Date(d).getTime() / 1000);
    // Every listed lead's history in one query, in the order it happened (docs/decisions/0117).
    const events = new Map<number, { state: string; at: number }[]>();
    if (rows.length) {
      for (const e of await q.query<{ enquiry_id: number; state: string; at: Date | string }>(
        'select enquiry_id, state, at from lead_event where enquiry_id = any($1::int[]) order by enquiry_id, id',
        [rows.map((r) => r.id)],
      )) {
        const list = events.get(e.enquiry_id) ?? [];
        list.push({ state: e.state, at: secs(e.at) });
        events.set(e.enquiry_id, list);
      }
    }
    return {
      mobile: maskMobile(proof.mobile),
      dnc: dnc ? 1 : 0,
      expires: Math.floor(proof.expires / 1000),
      list: rows.map((r) => ({
        id: r.id,
        aid: r.aid,
        typeid: r.typeid,
        title: r.title,
        recipient: r.recipient,
        addtime: secs(r.created_at),
        status: r.status,
        withdrawntime: r.withdrawn_at ? secs(r.withdrawn_at) : null,
        consent_text: r.consent_text,
        consent_version: r.consent_version,
        lead_state: r.lead_state,
        events: events.get(r.id) ?? [],
      })),
    };
  }

  const answer = (msg: string, data: WireMyEnquiries): Envelope<WireMyEnquiries> => ({ code: 200, msg, data });

  // The code checked against the latest one sent to this number for this session (sendInfo); the
  // proof, the renewed session id and the code's use commit together. A replay of the same code is
  // refused (a code proves once).
  app.post(calls.myProve.path, async (req, reply) => {
    reply.header('cache-control', 'no-store');
    const sid = await session(req, reply);
    const f = fieldsOf(req.body);
    const mobile = validatePhone(f.mobile);
    const code = str(f.code);
    if (!/^\d{6}$/.test(code)) throw new EnquiryRefusal(m.smsCodeInvalid);
    const codeId = await checkCode(db, { mobile, sessionId: sid, code, now: now() }, limits);
    const t = now();
    const { renewed, data } = await db.transaction(async (tx) => {
      await markCodeVerified(tx, codeId, sid, mobile, t);
      // A new session id once the number is proven: an id planted before the proof is worth nothing.
      const renewed = await renewSession(tx, sid, t);
      // This session's earlier proof, and any proof whose time is up, go (the table stays small).
      await tx.query('delete from my_enquiry_proof where session_id = $1 or expires_at < $2', [sid, new Date(t)]);
      const expires = t + limits.myProofTtlMs;
      await tx.query('insert into my_enquiry_proof (session_id, mobile, proven_at, expires_at) values ($1, $2, $3, $4)', [renewed, mobile, new Date(t), new Date(expires)]);
      return { renewed, data: await listOf(tx, { mobile, expires }) };
    });
    setSessionCookie(reply, renewed, production);
    return answer(m.myProven, data);
  });

  app.get(calls.myEnquiries.path, async (req, reply) => {
    reply.header('cache-control', 'no-store');
    const proof = await proofOf(await session(req, reply));
    return answer(m.myListed, await listOf(db, proof));
  });

  // Withdrawing twice answers the same list with its own msg: a replay loses and changes nothing.
  app.post(calls.myWithdraw.path, async (req, reply) => {
    reply.header('cache-control', 'no-store');
    const proof = await proofOf(await session(req, reply));
    const id = str(fieldsOf(req.body).id);
    if (!ID.test(id)) throw new EnquiryRefusal(m.myBadId);
    const msg = await db.transaction(async (tx) => {
      const [row] = await tx.query<{ status: string; lead_state: LeadState; recipient_brand: number | null }>(
        'select status, lead_state, recipient_brand from enquiry where id = $1 and mobile = $2 for update',
        [Number(id), proof.mobile],
      );
      // Another number's enquiry is answered exactly like a missing one: its existence is not told.
      if (!row) throw new EnquiryRefusal(m.myNotFound);
      if (row.status === 'withdrawn') return m.myAlreadyWithdrawn;
      const t = new Date(now());
      // The lead moves to 撤回 (its recipient's copy shows no contact details from now on) and no pending
      // delivery runs: all in this transaction (docs/decisions/0117).
      const moves = canMoveLead(row.lead_state, 'withdrawn', 'enquirer');
      await tx.query(
        `update enquiry set status = 'withdrawn', withdrawn_at = $2, lead_state = case when $3 then 'withdrawn' else lead_state end where id = $1`,
        [Number(id), t, moves],
      );
      await tx.query(`update lead_job set status = 'cancelled', locked_until = null, done_at = $2 where enquiry_id = $1 and status in ('pending', 'running')`, [Number(id), t]);
      if (moves) await tx.query(`insert into lead_event (enquiry_id, state, at, actor) values ($1, 'withdrawn', $2, 'enquirer')`, [Number(id), t]);
      await audit(tx, { actor: null, action: 'lead.withdraw', subject: `enquiry:${id}`, brandId: row.recipient_brand, ipPrefix: networkOf(req.ip), at: t.getTime() });
      return m.myWithdrawn;
    });
    return answer(msg, await listOf(db, proof));
  });

  // All or nothing: one id that is not this number's (or is gone) refuses the whole request.
  app.post(calls.myDelete.path, async (req, reply) => {
    reply.header('cache-control', 'no-store');
    const proof = await proofOf(await session(req, reply));
    const raw = str(fieldsOf(req.body).ids);
    if (!raw) throw new EnquiryRefusal(m.myNoIds);
    const parts = raw.split(',').map((s) => s.trim());
    if (parts.length > DELETE_LIMIT || !parts.every((s) => ID.test(s))) throw new EnquiryRefusal(m.myBadId);
    const ids = [...new Set(parts.map(Number))];
    const day = shanghaiDay(now());
    const n = await db.transaction(async (tx) => {
      const rows = await tx.query<{ id: number; typeid: number; recipient_brand: number | null }>(
        'select id, typeid, recipient_brand from enquiry where id = any($1::int[]) and mobile = $2 for update',
        [ids, proof.mobile],
      );
      if (rows.length !== ids.length) throw new EnquiryRefusal(m.myNotFound);
      // Its jobs, events, dispute and relays go with it (on delete cascade); the trail keeps only the id.
      await tx.query('delete from enquiry where id = any($1::int[]) and mobile = $2', [ids, proof.mobile]);
      for (const r of rows) {
        await audit(tx, { actor: null, action: 'lead.delete', subject: `enquiry:${r.id}`, brandId: r.recipient_brand, ipPrefix: networkOf(req.ip), at: now() });
      }
      // Only an anonymous count stays: how many of which kind were erased that day.
      const perType = new Map<number, number>();
      for (const r of rows) perType.set(r.typeid, (perType.get(r.typeid) ?? 0) + 1);
      for (const [typeid, count] of perType) {
        await tx.query(
          'insert into enquiry_erased (day, typeid, n) values ($1, $2, $3) on conflict (day, typeid) do update set n = enquiry_erased.n + excluded.n',
          [day, typeid, count],
        );
      }
      return rows.length;
    });
    return answer(deletedMessage(n), await listOf(db, proof));
  });

  app.post(calls.myDoNotContact.path, async (req, reply) => {
    reply.header('cache-control', 'no-store');
    const proof = await proofOf(await session(req, reply));
    const on = str(fieldsOf(req.body).on);
    if (on !== '0' && on !== '1') throw new EnquiryRefusal(m.invalid);
    if (on === '1') {
      await db.query('insert into enquiry_do_not_contact (mobile, since) values ($1, $2) on conflict (mobile) do nothing', [proof.mobile, new Date(now())]);
    } else {
      await db.query('delete from enquiry_do_not_contact where mobile = $1', [proof.mobile]);
    }
    return answer(on === '1' ? m.myDncOn : m.myDncOff, await listOf(db, proof));
  });

  app.post(calls.myEnd.path, async (req, reply) => {
    reply.header('cache-control', 'no-store');
    const sid = await session(req, reply);
    await db.query('delete from my_enquiry_proof where session_id = $1', [sid]);
    // Proofs whose time is up go with any end (no sweeper needed for a table this small).
    await db.query('delete from my_enquiry_proof where expires_at < $1', [new Date(now())]);
    return { code: 200, msg: m.myEnded, data: null };
  });
}

/** YYYY-MM-DD in China time: the day an erasure is counted under. */
function shanghaiDay(t: number): string {
  return new Date(t + 8 * 3600_000).toISOString().slice(0, 10);
}
