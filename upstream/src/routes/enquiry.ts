import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { loadConfig } from '../config';
import type { Database, Queryable } from '../db/database';
import { consumeCaptcha, issueCaptcha, sweepCaptchas } from '../enquiry/captcha';
import { EnquiryRefusal, enquiryMessages as m, NOT_VERIFIED_CODE, repeatMessage } from '../enquiry/messages';
import { defaultLimits, type EnquiryLimits, type EnquiryOptions } from '../enquiry/options';
import { maskMobile } from '../enquiry/phone';
import { idempotencyKeyOf, once, type Outcome } from '../enquiry/idempotency';
import { acceptedFactor, powChallenge, powSolved, processSecret, type PowSettings } from '../enquiry/pow';
import { keyOwnerOf, renewSession, sessionOf, setSessionCookie, sweepSessions } from '../enquiry/session';
import { checkCode, isVerified, markCodeVerified, recentPurchases, reserveCode } from '../enquiry/sms-codes';
import { sessionSourceOf } from '../enquiry/network';
import { type EnquiryInput, fieldsOf, MARKETING_TITLE, str, validateEnquiry, validatePhone } from '../enquiry/validate';
import { smsProviderFromConfig } from '../sms/from-config';
import { calls, CONSENT_VERSION, consentText, type Envelope, enquiryRecipient, recipientContact, type WireStoredEnquiry } from '@shangji/contract';
import { maskName } from './guestbook';
import { enqueueLead, recipientBrandOf } from '../leads/enqueue';

/** The contract's enquiry calls (contract/src/calls.ts), plus this implementation's test-only hooks. */
export const enquiryPaths = {
  captcha: calls.captcha.path,
  sendCode: calls.sendCode.path,
  checkCaptcha: calls.checkCaptcha.path,
  enquiryFirst: calls.enquiryFirst.path,
  enquiryReturning: calls.enquiryReturning.path,
  /** Outside production only: the current captcha's answer for this session, for tests. */
  testCaptchaAnswer: '/api.php/index/__test/captchaAnswer',
  /** Outside production only: the latest outbox text sent to `mobile`, for end-to-end tests. */
  testSmsOutbox: '/api.php/index/__test/smsOutbox',
  /** Outside production only: how many enquiries are stored for `mobile`, for end-to-end tests. */
  testEnquiryCount: '/api.php/index/__test/enquiryCount',
  /** Outside production only: `mobile`'s leads — state, recipient, 请勿联系 and deliveries, no contact details — for end-to-end tests. */
  testLeads: '/api.php/index/__test/leads',
  /** Outside production only: moves the write path's clock forward by `ms` (upstream/src/enquiry/test-clock.ts). */
  testAdvanceClock: '/api.php/index/__test/advanceClock',
} as const;

const done = (msg: string): Envelope<null> => ({ code: 200, msg, data: null });
/** A stored enquiry as the contract sends it back: the phone masked, never whole. */
const stored = (msg: string, data: WireStoredEnquiry): Envelope<WireStoredEnquiry> => ({ code: 200, msg, data });
const SWEEP_EVERY = 200;
const DAY = 24 * 3600_000;
/** The advisory-lock class of the per-number caps (the key is the number's hash). */
const CAP_LOCK = 7_301_012;

interface Recipient {
  title: string;
  recipient: string;
}

/**
 * The one write path (SPEC §5, §7; docs/architecture.md "Errors and security"): image captcha → SMS code → enquiry.
 * Refusals throw EnquiryRefusal, which the app's error handler answers as code 400 with its msg.
 */
export function enquiryRoutes(app: FastifyInstance, db: Database, options: EnquiryOptions = {}) {
  const config = options.config ?? loadConfig();
  const production = config.NODE_ENV === 'production';
  const now = options.now ?? Date.now;
  const limits: EnquiryLimits = { ...defaultLimits(config), ...options.limits };
  const sms = options.sms ?? smsProviderFromConfig(config, db, (line) => app.log.info(line), now);
  const session = (req: FastifyRequest, reply: FastifyReply) =>
    sessionOf(db, req, reply, production, now(), { key: sessionSourceOf(req.ip), max: limits.sessionsPerAddress });
  const pow: PowSettings | null =
    config.POW_COST > 0 ? { cost: config.POW_COST, attempts: config.POW_ATTEMPTS, maxFactor: config.POW_MAX_FACTOR, secret: config.POW_SECRET ?? processSecret } : null;
  // A replayed outcome sets the session the first attempt renewed to (its Set-Cookie never arrived).
  const replayTo = (reply: FastifyReply) => (o: Outcome) => o.sessionId && setSessionCookie(reply, o.sessionId, production);
  // Plain answers exist only in this map, and only outside production.
  const testAnswers = production ? null : new Map<string, string>();
  let issued = 0;

  app.get(enquiryPaths.captcha, async (req, reply) => {
    const sid = await session(req, reply);
    const { id, svg, answer } = await issueCaptcha(db, sid, now(), limits.captchaTtlMs);
    // Dearer for a network that has been buying codes (docs/decisions/0098).
    if (pow) reply.header('x-captcha-pow', await powChallenge(pow, id, limits.captchaTtlMs, await recentPurchases(db, req.ip, now())));
    if (testAnswers) {
      if (testAnswers.size > 10_000) testAnswers.clear();
      testAnswers.set(sid, answer);
    }
    if (++issued % SWEEP_EVERY === 0) {
      await sweepCaptchas(db, now());
      await sweepSessions(db, now());
    }
    return reply.header('cache-control', 'no-store').type('image/svg+xml; charset=utf-8').send(svg);
  });

  if (testAnswers) {
    app.log.warn(`test-only route ${enquiryPaths.testCaptchaAnswer} is on (NODE_ENV=${config.NODE_ENV}); set NODE_ENV=production in production`);
    app.get(enquiryPaths.testCaptchaAnswer, async (req, reply) => {
      const answer = testAnswers.get(await session(req, reply));
      return answer ? { code: 200, msg: 'success', data: answer } : { code: 400, msg: m.captchaWrong, data: null };
    });
    app.get(enquiryPaths.testSmsOutbox, async (req) => {
      const mobile = str(fieldsOf(req.query).mobile);
      const [row] = await db.query<{ body: string }>('select body from sms_outbox where mobile = $1 order by id desc limit 1', [mobile]);
      return row ? { code: 200, msg: 'success', data: row.body } : { code: 400, msg: m.invalid, data: null };
    });
    app.get(enquiryPaths.testLeads, async (req) => {
      const rows = await db.query<{ id: number; aid: number | null; recipient_brand: number | null; status: string; lead_state: string; dnc: boolean; jobs: unknown }>(
        `select e.id, e.aid, e.recipient_brand, e.status, e.lead_state,
                exists (select 1 from enquiry_do_not_contact d where d.mobile = e.mobile) as dnc,
                coalesce((select json_agg(json_build_object('channel', j.channel, 'status', j.status) order by j.id) from lead_job j where j.enquiry_id = e.id), '[]'::json) as jobs
           from enquiry e where e.mobile = $1 order by e.id`,
        [str(fieldsOf(req.query).mobile)],
      );
      return { code: 200, msg: 'success', data: rows };
    });
    app.get(enquiryPaths.testEnquiryCount, async (req) => {
      const [row] = await db.query<{ n: number }>('select count(*)::int as n from enquiry where mobile = $1', [str(fieldsOf(req.query).mobile)]);
      return { code: 200, msg: 'success', data: row!.n };
    });
  }

  // Phone pattern, then the captcha (consumed right or wrong) and its proof of work, then the limits,
  // and only then a code. Once per idempotency key: a retry sends no second SMS.
  app.post(enquiryPaths.sendCode, async (req, reply) => {
    reply.header('cache-control', 'no-store');
    const sid = await session(req, reply);
    const f = fieldsOf(req.body);
    const mobile = validatePhone(f.account);
    const answer = str(f.code);
    if (!answer) throw new EnquiryRefusal(m.captchaRequired);
    if (f.type !== undefined && str(f.type) !== 'img') throw new EnquiryRefusal(m.invalid);
    const key = idempotencyKeyOf(req.headers['idempotency-key']);
    const outcome = await once(db, { route: 'sendInfo', key, owner: keyOwnerOf(req, sid), now: now() }, async () => {
      const captchaId = await consumeCaptcha(db, sid, answer.slice(0, 16), now());
      if (!captchaId) throw new EnquiryRefusal(m.captchaWrong);
      if (pow) {
        const solution = str(f.pow);
        if (!solution) throw new EnquiryRefusal(m.powMissing);
        const minFactor = acceptedFactor(pow, await recentPurchases(db, req.ip, now()));
        if (!(await powSolved(pow, solution.slice(0, 4096), captchaId, minFactor))) throw new EnquiryRefusal(m.powWrong);
      }
      const code = await reserveCode(db, { mobile, sessionId: sid, ip: req.ip, now: now() }, limits);
      try {
        await sms.send(mobile, `您的验证码是${code}，5分钟内有效。如非本人操作，请忽略本短信。`, { code });
      } catch (err) {
        // The code stays counted: a timed-out send may still arrive, and a failing provider must not be hammered.
        req.log.error({ err: err instanceof Error ? err.message : String(err), mobile: maskMobile(mobile) }, 'sms send failed');
        throw new EnquiryRefusal(m.smsFailed);
      }
      return { msg: m.sent };
    }, replayTo(reply));
    return done(outcome.msg);
  });

  // The captcha and its proof of work alone (no SMS): the gateway asks for them before a phone reveal
  // past the free few (docs/decisions/0097). Consumed right or wrong, like sendInfo's.
  app.post(enquiryPaths.checkCaptcha, async (req, reply) => {
    reply.header('cache-control', 'no-store');
    const sid = await session(req, reply);
    const f = fieldsOf(req.body);
    const answer = str(f.code);
    if (!answer) throw new EnquiryRefusal(m.captchaRequired);
    const captchaId = await consumeCaptcha(db, sid, answer.slice(0, 16), now());
    if (!captchaId) throw new EnquiryRefusal(m.captchaWrong);
    if (pow) {
      const solution = str(f.pow);
      if (!solution) throw new EnquiryRefusal(m.powMissing);
      if (!(await powSolved(pow, solution.slice(0, 4096), captchaId))) throw new EnquiryRefusal(m.powWrong);
    }
    return done(m.verified);
  });

  app.post(enquiryPaths.enquiryFirst, async (req, reply) => {
    reply.header('cache-control', 'no-store');
    const sid = await session(req, reply);
    const input = validateEnquiry(req.body, 'first');
    const key = idempotencyKeyOf(req.headers['idempotency-key']);
    // The stored enquiry goes back with the answer; an idempotent replay has none to send (data null).
    let saved: WireStoredEnquiry | null = null;
    const outcome = await once(db, { route: 'guestBookCode', key, owner: keyOwnerOf(req, sid), now: now() }, async (holder) => {
      // Refused before the code is spent; checked again under the number's lock when storing.
      await checkBrandAndCap(input);
      const codeId = await checkCode(db, { mobile: input.mobile, sessionId: sid, code: input.code, now: now() }, limits);
      // The proof, the renewed session, the enquiry and the key's outcome commit together, or not at all.
      let renewed = '';
      saved = await holder.commit(
        async (tx) => {
          await markCodeVerified(tx, codeId, sid, input.mobile, now());
          // A proven phone gets a new session id: an id planted before the proof is worth nothing after it.
          renewed = await renewSession(tx, sid, now());
          return store(tx, input, renewed, req.ip);
        },
        () => ({ msg: m.submitted, sessionId: renewed }),
      );
      setSessionCookie(reply, renewed, production);
      return { msg: m.submitted, sessionId: renewed };
    }, replayTo(reply));
    return saved ? stored(outcome.msg, saved) : done(outcome.msg);
  });

  app.post(enquiryPaths.enquiryReturning, async (req, reply) => {
    reply.header('cache-control', 'no-store');
    const sid = await session(req, reply);
    const input = validateEnquiry(req.body, 'returning');
    const key = idempotencyKeyOf(req.headers['idempotency-key']);
    let saved: WireStoredEnquiry | null = null;
    const outcome = await once(db, { route: 'guestBook', key, owner: keyOwnerOf(req, sid), now: now() }, async (holder) => {
      if (!(await isVerified(db, sid, input.mobile, now(), limits))) throw new EnquiryRefusal(m.notVerified, NOT_VERIFIED_CODE);
      await checkBrandAndCap(input);
      saved = await holder.commit((tx) => store(tx, input, sid, req.ip), () => ({ msg: m.submitted }));
      return { msg: m.submitted };
    }, replayTo(reply));
    return saved ? stored(outcome.msg, saved) : done(outcome.msg);
  });

  /**
   * Who receives the enquiry and under which title: the brand's operating company (a merchant claimed
   * it) or the site's own franchise advisers (merchant 0), 品牌营销 advisers for a marketing lead. The
   * consent the visitor ticked must be the wording for exactly that recipient, its contact and title; then the caps.
   */
  async function checkBrandAndCap(input: EnquiryInput, q: Queryable = db): Promise<Recipient> {
    let title = MARKETING_TITLE;
    let recipient = enquiryRecipient(null);
    let contact = recipientContact(null);
    if (input.aid !== null) {
      const [brand] = await q.query<{ title: string; mid: number | null; company: string }>(
        'select title, mid, company from brand where id = $1',
        [input.aid],
      );
      if (!brand) throw new EnquiryRefusal(m.noBrand);
      title = brand.title;
      recipient = enquiryRecipient(brand);
      contact = recipientContact(brand);
    }
    if (input.consentVersion !== CONSENT_VERSION || input.consentText !== consentText(recipient, title, contact)) throw new EnquiryRefusal(m.consentOutdated);
    await checkCaps(q, input);
    return { title, recipient };
  }

  /**
   * The caps that protect the enquirer (docs/decisions/0079): a number that asked not to be contacted
   * sends nothing; the same brand at most once in 30 days (the repeat is told when); at most 5 different
   * brands in 24 hours; and at most `enquiriesPerNumberDaily` enquiries of any kind in 24 hours.
   */
  async function checkCaps(q: Queryable, input: EnquiryInput): Promise<void> {
    const t = now();
    const [dnc] = await q.query('select 1 from enquiry_do_not_contact where mobile = $1', [input.mobile]);
    if (dnc) throw new EnquiryRefusal(m.doNotContact);
    if (input.aid !== null) {
      const [repeat] = await q.query<{ created_at: Date | string }>(
        `select created_at from enquiry where mobile = $1 and aid = $2 and status = 'received' and created_at > $3 order by created_at desc limit 1`,
        [input.mobile, input.aid, new Date(t - 30 * DAY)],
      );
      if (repeat) throw new EnquiryRefusal(repeatMessage(new Date(repeat.created_at)));
    }
    const [c] = await q.query<{ n: number; brands: number }>(
      `select count(*)::int as n, count(distinct aid) filter (where aid is not null and aid <> $3)::int as brands
         from enquiry where mobile = $1 and created_at > $2`,
      [input.mobile, new Date(t - DAY), input.aid ?? 0],
    );
    if (c!.n >= limits.enquiriesPerNumberDaily) throw new EnquiryRefusal(m.enquiriesDaily);
    if (input.aid !== null && c!.brands >= limits.brandsPerNumberDaily) throw new EnquiryRefusal(m.brandsDaily);
  }

  /**
   * Writes the enquiry (and its ticker row) inside the caller's transaction, with the recipient and the
   * consent given; the caps are checked again under the number's lock, so parallel submissions cannot
   * both slip under one.
   */
  async function store(tx: Queryable, input: EnquiryInput, sessionId: string, ip: string): Promise<WireStoredEnquiry> {
    const at = now();
    await tx.query('select pg_advisory_xact_lock($1, hashtext($2))', [CAP_LOCK, input.mobile]);
    const { title: brandTitle, recipient } = await checkBrandAndCap(input, tx);
    const [row] = await tx.query<{ id: number; status: WireStoredEnquiry['status'] }>(
      `insert into enquiry (aid, cid, mid, money, typeid, entrance, name, mobile, title, url, address, content, created_at, source_ip, session_id,
                            recipient, consent_text, consent_version, consent_at, recipient_brand)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $13, $19) returning id, status`,
      [input.aid, input.cid, input.mid, input.money, input.typeid, input.entrance, input.name, input.mobile, input.title, input.url, input.address, input.content, new Date(at), ip, sessionId,
        recipient, input.consentText, input.consentVersion, recipientBrandOf(input.aid, recipient)],
    );
    // The lead's first event and its deliveries commit with it (docs/decisions/0117): to the brand the
    // consent named (its inbox, and its SMS and webhook notices), or to the site's advisers' desk.
    await enqueueLead(tx, { id: row!.id, mobile: input.mobile, recipientBrand: recipientBrandOf(input.aid, recipient), at });
    // The ticker keeps only the masked name: it is public. It shows interest in franchise brands, so a
    // marketing lead (a brand owner buying services from us) is not announced there. One row per phone
    // in 24 hours: an enquiry is announced when none of its number was in the 24 hours before it, so
    // one number cannot fill the public list (the number's lock is held, so two cannot both pass).
    if (input.aid !== null) {
      const announced = await tx.query(
        `update enquiry set announced = true where id = $1
            and not exists (select 1 from enquiry where mobile = $2 and announced and created_at > $3)
         returning id`,
        [row!.id, input.mobile, new Date(at - DAY)],
      );
      if (announced.length) {
        await tx.query('insert into guestbook_ticker (brand_id, name, title, addtime) values ($1, $2, $3, $4)', [input.aid, maskName(input.name), brandTitle, Math.floor(at / 1000)]);
      }
    }
    return { id: row!.id, aid: input.aid, typeid: input.typeid, title: brandTitle, addtime: Math.floor(at / 1000), address: input.address, mobile: maskMobile(input.mobile), status: row!.status, recipient };
  }
}
