// A merchant's own registration on the back office (docs/decisions/0120): the number verified by a code
// sent through the enquiry path's SMS limits (upstream/src/enquiry/sms-codes.ts: per number, network and
// day, the global budget), then an account whose login is that number, with an argon2id password, no
// staff role and no brand. It signs in at once and sees only its own claims. Throttled like sign-in: a
// wrong code counts as a failed sign-in of the network (throttle.ts), a locked network is refused before
// the code is looked at, and one network registers at most REGISTRATIONS_PER_NETWORK_DAILY accounts a day.
import type { FastifyInstance } from 'fastify';
import { calls, type Envelope, type WireSignIn } from '@shangji/contract';
import { loadConfig } from '../../config';
import type { Database } from '../../db/database';
import { randomToken } from '../../enquiry/hashing';
import { EnquiryRefusal } from '../../enquiry/messages';
import { networkOf } from '../../enquiry/network';
import { defaultLimits, type EnquiryLimits, type EnquiryOptions } from '../../enquiry/options';
import { maskMobile, MOBILE_PATTERN } from '../../enquiry/phone';
import { checkCode, reserveCode } from '../../enquiry/sms-codes';
import { fieldsOf, str } from '../../enquiry/validate';
import { smsProviderFromConfig } from '../../sms/from-config';
import { audit } from '../audit';
import { BackofficeRefusal, hashToken } from '../principal';
import { checkPasswordRules, hashPassword, passwordOf } from '../accounts/passwords';
import { openSession } from '../accounts/sessions';
import { countFailure, lockedMessage, networkLockedUntil } from '../accounts/throttle';

export const REGISTRATIONS_PER_NETWORK_DAILY = 10;

export const registerMessages = {
  mobile: '请输入正确的手机号码',
  ticket: '请先获取短信验证码',
  code: '请输入6位短信验证码',
  codeWrong: '短信验证码错误或已过期，请重新获取',
  name: '请填写联系人姓名（1-30个字）',
  taken: '该手机号已注册，请直接登录；忘记密码可在登录页找回',
  networkDaily: '该网络今日注册的账号过多，请明天再试',
  codeSent: '验证码已发送',
  registered: '注册成功',
} as const;

const ok = <T>(data: T, msg = 'success'): Envelope<T> => ({ code: 200, msg, data });

/** The SMS code's "session": the registration attempt's ticket, hashed (sms_code.session_id). */
const attemptOf = (ticket: string) => `merchant:${hashToken(ticket)}`;

export function merchantRegisterRoutes(app: FastifyInstance, db: Database, options: EnquiryOptions): void {
  const config = options.config ?? loadConfig();
  const now = options.now ?? Date.now;
  const sms = options.sms ?? smsProviderFromConfig(config, db, (line) => app.log.info(line), now);
  const limits: EnquiryLimits = { ...defaultLimits(config), ...options.limits };

  async function refuseLockedNetwork(network: string, t: number) {
    const until = await networkLockedUntil(db, network, t);
    if (until) throw new BackofficeRefusal(429, lockedMessage(until, t));
  }

  app.post(calls.merchantCode.path, async (req) => {
    const mobile = str(fieldsOf(req.body).mobile);
    if (!MOBILE_PATTERN.test(mobile)) throw new BackofficeRefusal(400, registerMessages.mobile);
    const t = now();
    await refuseLockedNetwork(networkOf(req.ip), t);
    const ticket = randomToken();
    let code: string;
    try {
      code = await reserveCode(db, { mobile, sessionId: attemptOf(ticket), ip: req.ip, now: t }, limits);
    } catch (err) {
      if (err instanceof EnquiryRefusal) throw new BackofficeRefusal(429, err.message);
      throw err;
    }
    try {
      await sms.send(mobile, `【商机网】您正在注册商机网商家账号，验证码${code}，5分钟内有效。如非本人操作，请忽略本短信。`, { code });
    } catch (err) {
      req.log.error({ err: err instanceof Error ? err.message : String(err), mobile: maskMobile(mobile) }, 'merchant code sms send failed');
      throw new BackofficeRefusal(400, '短信发送失败，请稍后再试');
    }
    return ok({ ticket }, registerMessages.codeSent);
  });

  app.post(calls.merchantRegister.path, async (req) => {
    const f = fieldsOf(req.body);
    const ticket = str(f.ticket);
    const mobile = str(f.mobile);
    const code = str(f.code).replace(/\s/g, '');
    const name = str(f.name);
    const password = passwordOf(f.password);
    const t = now();
    const network = networkOf(req.ip);
    if (!MOBILE_PATTERN.test(mobile)) throw new BackofficeRefusal(400, registerMessages.mobile);
    if (!/^[A-Za-z0-9_-]{20,100}$/.test(ticket)) throw new BackofficeRefusal(400, registerMessages.ticket);
    if (!/^\d{6}$/.test(code)) throw new BackofficeRefusal(400, registerMessages.code);
    const nameLength = [...name].length;
    if (nameLength < 1 || nameLength > 30 || /[\u0000-\u001F\u007F<>]/.test(name)) throw new BackofficeRefusal(400, registerMessages.name);
    checkPasswordRules(password, mobile);
    await refuseLockedNetwork(network, t);

    let codeId: number;
    try {
      codeId = await checkCode(db, { mobile, sessionId: attemptOf(ticket), code, now: t }, limits);
    } catch (err) {
      if (!(err instanceof EnquiryRefusal)) throw err;
      const locked = await db.transaction(async (tx) => {
        const until = await countFailure(tx, { accountId: null, network, now: t });
        await audit(tx, { actor: null, action: 'merchant.register', outcome: 'failed', ipPrefix: network, at: t, detail: { reason: 'code' } });
        return until;
      });
      if (locked) throw new BackofficeRefusal(429, lockedMessage(locked, t));
      throw new BackofficeRefusal(400, registerMessages.codeWrong);
    }

    const hash = await hashPassword(password);
    const answer = await db.transaction(async (tx) => {
      const used = await tx.query('update sms_code set verified_at = $2 where id = $1 and verified_at is null returning id', [codeId, new Date(t)]);
      if (!used.length) return 'code' as const;
      const [today] = await tx.query<{ n: number }>(
        `select count(*)::int as n from audit_event where action = 'merchant.register' and outcome = 'ok' and ip_prefix = $1 and at > $2`,
        [network, new Date(t - 24 * 3600_000)],
      );
      if (today!.n >= REGISTRATIONS_PER_NETWORK_DAILY) {
        await audit(tx, { actor: null, action: 'merchant.register', outcome: 'refused', ipPrefix: network, at: t, detail: { reason: 'network_daily' } });
        return 'daily' as const;
      }
      // The number proved it is its holder's: only now does the answer say whether it is registered.
      const [taken] = await tx.query('select 1 from account where login = $1 or phone = $1 union all select 1 from merchant_signup where mobile = $1', [mobile]);
      if (taken) return 'taken' as const;
      const [row] = await tx.query<{ id: number }>(
        'insert into account (login, display_name, phone, password_hash) values ($1, $2, $1, $3) returning id',
        [mobile, name, hash],
      );
      await tx.query('insert into merchant_signup (account_id, mobile, created_at) values ($1, $2, $3)', [row!.id, mobile, new Date(t)]);
      const opened = await openSession(tx, req, { id: row!.id, totp_secret: null, staff_role: null }, t);
      await audit(tx, { actor: row!.id, action: 'merchant.register', subject: `account:${row!.id}`, ipPrefix: network, at: t });
      return opened;
    });
    if (answer === 'code') throw new BackofficeRefusal(400, registerMessages.codeWrong);
    if (answer === 'daily') throw new BackofficeRefusal(429, registerMessages.networkDaily);
    if (answer === 'taken') throw new BackofficeRefusal(400, registerMessages.taken);
    return ok<WireSignIn>(answer, registerMessages.registered);
  });
}
