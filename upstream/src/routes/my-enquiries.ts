import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { loadConfig } from '../config';
import type { Database, Queryable } from '../db/database';
import { deletedMessage, EnquiryRefusal, enquiryMessages as m, NOT_VERIFIED_CODE } from '../enquiry/messages';
import { defaultLimits, type EnquiryLimits, type EnquiryOptions } from '../enquiry/options';
import { maskMobile } from '../enquiry/phone';
import { sessionSourceOf } from '../enquiry/network';
import { renewSession, sessionOf, setSessionCookie } from '../enquiry/session';
import { checkCode, markCodeVerified } from '../enquiry/sms-codes';
import { fieldsOf, str, validatePhone } from '../enquiry/validate';
import { calls, type Envelope, type WireMyEnquiries, type WireMyEnquiry } from '@shangji/contract';

/** Outside production only: what a recipient would be handed for a brand (no merchant login exists yet). */
export const recipientViewPath = '/merchant/v1/enquiries';

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
    }>(
      `select id, aid, typeid, title, recipient, created_at, status, withdrawn_at, consent_text, consent_version
         from enquiry where mobile = $1 order by created_at desc, id desc limit ${LIST_LIMIT}`,
      [proof.mobile],
    );
    const [dnc] = await q.query('select 1 from enquiry_do_not_contact where mobile = $1', [proof.mobile]);
    const secs = (d: Date | string) => Math.floor(new Date(d).getTime() / 1000);
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
      const [row] = await tx.query<{ status: string }>('select status from enquiry where id = $1 and mobile = $2 for update', [Number(id), proof.mobile]);
      // Another number's enquiry is answered exactly like a missing one: its existence is not told.
      if (!row) throw new EnquiryRefusal(m.myNotFound);
      if (row.status === 'withdrawn') return m.myAlreadyWithdrawn;
      await tx.query(`update enquiry set status = 'withdrawn', withdrawn_at = $2 where id = $1`, [Number(id), new Date(now())]);
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
      const rows = await tx.query<{ id: number; typeid: number }>('select id, typeid from enquiry where id = any($1::int[]) and mobile = $2 for update', [ids, proof.mobile]);
      if (rows.length !== ids.length) throw new EnquiryRefusal(m.myNotFound);
      await tx.query('delete from enquiry where id = any($1::int[]) and mobile = $2', [ids, proof.mobile]);
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

  if (!production) {
    // What the recipient of a brand's enquiries would be handed: contact details only for enquiries
    // still received from numbers that did not ask 请勿联系; a withdrawn one is marked and bare. The
    // site has no merchant login, so this exists only outside production (tests check against it).
    app.get(recipientViewPath, async (req) => {
      const brand = str(fieldsOf(req.query).brand);
      if (!ID.test(brand)) throw new EnquiryRefusal(m.invalid);
      const rows = await db.query<{
        id: number; created_at: Date | string; status: string; name: string; mobile: string; address: string; content: string; dnc: boolean;
      }>(
        `select e.id, e.created_at, e.status, e.name, e.mobile, e.address, e.content,
                exists (select 1 from enquiry_do_not_contact d where d.mobile = e.mobile) as dnc
           from enquiry e where e.aid = $1 order by e.created_at desc, e.id desc limit 200`,
        [Number(brand)],
      );
      return {
        code: 200,
        msg: 'success',
        data: rows.map((r) => {
          const base = { id: r.id, addtime: Math.floor(new Date(r.created_at).getTime() / 1000) };
          if (r.status === 'withdrawn') return { ...base, status: 'withdrawn' };
          if (r.dnc) return { ...base, status: 'do_not_contact' };
          return { ...base, status: 'received', name: r.name, mobile: r.mobile, address: r.address, content: r.content };
        }),
      };
    });
  }
}

/** YYYY-MM-DD in China time: the day an erasure is counted under. */
function shanghaiDay(t: number): string {
  return new Date(t + 8 * 3600_000).toISOString().slice(0, 10);
}
