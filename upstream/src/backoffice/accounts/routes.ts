// Sign-in, sessions, the second factor, enrolment, password reset, accounts and roles (docs/decisions/0116;
// the calls: contract/src/backoffice-calls.ts). GET calls read the query string, POST calls a form body.
// Refusals are BackofficeRefusal (the scope's error handler answers them as envelopes: 400 bad input,
// 401 请先登录, 403 无权访问 recorded, 429 locked). Every sign-in step, lock-out and account change is
// written to audit_event in the same transaction as its effect.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { calls, type Envelope, type WirePrincipal, type WireSignIn } from '@shangji/contract';
import { loadConfig } from '../../config';
import type { Database } from '../../db/database';
import type { EnquiryOptions } from '../../enquiry/options';
import { maskMobile } from '../../enquiry/phone';
import { networkOf } from '../../enquiry/network';
import { fieldsOf, str } from '../../enquiry/validate';
import { smsProviderFromConfig } from '../../sms/from-config';
import { audit } from '../audit';
import { BackofficeRefusal, backofficeMessages, hasStaffRole, refuseUnless, requireSignedIn, sessionOf, type Principal } from '../principal';
import { brandsOf, createAccount, listAccounts, normalLogin, reenrol, setDisabled, setRole, type Actor } from './accounts-admin';
import { accountOfToken, issueToken, linkOf, markTokenUsed, RESET_PER_HOUR, resetsLastHour } from './enrol';
import { checkPassword, checkPasswordRules, hashPassword, passwordOf } from './passwords';
import { expiresOf, listSessions, openSession, revokeAllSessions, revokeByHandle, revokeSession, sweepSessions } from './sessions';
import { clearFailures, countFailure, lockedMessage, refuseIfLocked } from './throttle';
import { checkTotp, isTotpCode, newTotpSecret, totpUri } from './totp';

export const signInMessages = {
  wrong: '账号或密码错误',
  totpWrong: '动态验证码错误或已使用过，请输入验证器中最新的6位数字',
  totpFormat: '请输入6位数字动态验证码',
  totpNotDue: '当前无需输入动态验证码',
  totpNoPending: '请先开始设置动态验证码',
  signedOut: '已退出登录',
  resetSent: '若账号存在且登记了手机号，重置链接已发送',
  passwordSet: '密码已设置，请重新登录',
} as const;

const ok = <T>(data: T, msg = 'success'): Envelope<T> => ({ code: 200, msg, data });
const invalid = () => new BackofficeRefusal(400, backofficeMessages.invalid);

/** An optional whole number within bounds ('' or absent: `def`); anything else is 400. */
function intOf(v: unknown, def: number | undefined, min: number, max: number): number | undefined {
  const s = str(v);
  if (s === '') return def;
  if (!/^-?\d{1,10}$/.test(s)) throw invalid();
  const n = Number(s);
  if (n < min || n > max) throw invalid();
  return n;
}
const requiredInt = (v: unknown, min = 1, max = 2_147_483_647) => {
  const n = intOf(v, undefined, min, max);
  if (n === undefined) throw invalid();
  return n;
};
/** An optional text field: undefined when absent, the trimmed text otherwise. */
const optional = (f: Record<string, unknown>, key: string) => (f[key] === undefined ? undefined : str(f[key]));

export function accountRoutes(app: FastifyInstance, db: Database, options: EnquiryOptions): void {
  const config = options.config ?? loadConfig();
  const now = options.now ?? Date.now;
  const sms = options.sms ?? smsProviderFromConfig(config, db, (line) => app.log.info(line), now);
  const signedIn = (req: FastifyRequest) => requireSignedIn(db, req, now());
  /** Admin only: anyone else gets the same recorded 403. */
  async function admin(req: FastifyRequest, call: string): Promise<Principal> {
    const p = await signedIn(req);
    await refuseUnless(db, p, hasStaffRole(p, 'admin'), { action: call, now: now() });
    return p;
  }
  const actorOf = (p: Principal): Actor => ({ accountId: p.accountId, ipPrefix: p.ipPrefix, via: 'admin' });
  let signIns = 0;

  // ── Sign-in ────────────────────────────────────────────────────────────────────────────────────────
  app.post(calls.adminSignIn.path, async (req) => {
    const f = fieldsOf(req.body);
    const login = normalLogin(str(f.login)).slice(0, 64);
    const password = passwordOf(f.password);
    const t = now();
    const network = networkOf(req.ip);
    if (!login || !password) throw new BackofficeRefusal(400, signInMessages.wrong);
    const [account] = await db.query<{ id: number; password_hash: string | null; totp_secret: string | null; staff_role: string | null; disabled_at: Date | null }>(
      'select id, password_hash, totp_secret, staff_role, disabled_at from account where login = $1',
      [login],
    );
    const accountId = account?.id ?? null;
    await refuseIfLocked(db, { accountId, network, now: t }, 'password');
    // The same work whether or not the login exists (a dummy hash stands in).
    const matches = await checkPassword(account?.password_hash ?? null, password);
    if (!account || !matches || account.disabled_at) {
      const locked = await db.transaction(async (tx) => {
        const until = await countFailure(tx, { accountId, network, now: t });
        await audit(tx, {
          actor: accountId, action: 'signin.fail', subject: accountId === null ? '' : `account:${accountId}`, outcome: 'failed', ipPrefix: network, at: t,
          detail: { reason: !account ? 'unknown' : account.disabled_at ? 'disabled' : account.password_hash ? 'password' : 'not_enrolled' },
        });
        return until;
      });
      // The failure that starts a lock says so at once; the ones before it say only that it was wrong.
      if (locked) throw new BackofficeRefusal(429, lockedMessage(locked, t));
      throw new BackofficeRefusal(400, signInMessages.wrong);
    }
    const answer = await db.transaction(async (tx) => {
      await clearFailures(tx, account.id);
      const opened = await openSession(tx, req, account, t);
      await audit(tx, { actor: account.id, action: 'signin.ok', subject: `account:${account.id}`, ipPrefix: network, at: t, detail: { stage: opened.stage } });
      return opened;
    });
    if (++signIns % 100 === 0) await sweepSessions(db, t);
    return ok<WireSignIn>(answer);
  });

  // The second factor of a session in stage 'totp'. A wrong or replayed code counts as a failed sign-in.
  app.post(calls.adminTotp.path, async (req) => {
    const t = now();
    const p = await sessionOf(db, req, t);
    if (!p) throw new BackofficeRefusal(401, backofficeMessages.signedOut);
    if (p.stage === 'done') return ok<WireSignIn>({ token: null, stage: 'done', expires: await expiresOf(db, p.sessionId) });
    if (p.stage !== 'totp') throw new BackofficeRefusal(400, signInMessages.totpNotDue);
    const code = str(fieldsOf(req.body).code).replace(/\s/g, '');
    if (!isTotpCode(code)) throw new BackofficeRefusal(400, signInMessages.totpFormat);
    const attempt = { accountId: p.accountId, network: p.ipPrefix, now: t };
    await refuseIfLocked(db, attempt, 'totp');
    const result = await db.transaction(async (tx) => {
      const [row] = await tx.query<{ totp_secret: string | null; totp_last_step: string | number }>(
        'select totp_secret, totp_last_step from account where id = $1 for update',
        [p.accountId],
      );
      if (!row?.totp_secret) return { ok: false as const, reason: 'wrong' as const };
      const check = await checkTotp(row.totp_secret, code, Number(row.totp_last_step), t);
      if (!check.ok) {
        const locked = await countFailure(tx, attempt);
        await audit(tx, { actor: p.accountId, action: 'totp.fail', subject: `account:${p.accountId}`, outcome: 'failed', ipPrefix: p.ipPrefix, at: t, detail: { reason: check.reason } });
        return { ...check, locked };
      }
      // The step is stored with the session's completion: this code can never be accepted again.
      await tx.query('update account set totp_last_step = $2 where id = $1', [p.accountId, check.step]);
      await clearFailures(tx, p.accountId);
      await tx.query('update account_session set second_factor_at = $2 where id = $1', [p.sessionId, new Date(t)]);
      await audit(tx, { actor: p.accountId, action: 'totp.ok', subject: `account:${p.accountId}`, ipPrefix: p.ipPrefix, at: t });
      return check;
    });
    if (!result.ok) {
      if ('locked' in result && result.locked) throw new BackofficeRefusal(429, lockedMessage(result.locked, t));
      throw new BackofficeRefusal(400, signInMessages.totpWrong);
    }
    return ok<WireSignIn>({ token: null, stage: 'done', expires: await expiresOf(db, p.sessionId) });
  });

  app.post(calls.adminSignOut.path, async (req) => {
    const t = now();
    const p = await sessionOf(db, req, t);
    if (p) {
      await db.transaction(async (tx) => {
        await revokeSession(tx, p.sessionId, t);
        await audit(tx, { actor: p.accountId, action: 'signout', subject: `account:${p.accountId}`, ipPrefix: p.ipPrefix, at: t });
      });
    }
    return ok(null, signInMessages.signedOut);
  });

  app.post(calls.adminSignOutEverywhere.path, async (req) => {
    const p = await signedIn(req);
    const t = now();
    await db.transaction(async (tx) => {
      const n = await revokeAllSessions(tx, p.accountId, t);
      await audit(tx, { actor: p.accountId, action: 'signout.all', subject: `account:${p.accountId}`, ipPrefix: p.ipPrefix, at: t, detail: { sessions: n } });
    });
    return ok(null, signInMessages.signedOut);
  });

  // Who is signed in: a complete session, or a staff account's session that must set up its second factor.
  app.get(calls.adminMe.path, async (req) => {
    const p = await sessionOf(db, req, now());
    if (!p || p.stage === 'totp') throw new BackofficeRefusal(401, backofficeMessages.signedOut);
    const brands = (await brandsOf(db, [p.accountId])).get(p.accountId) ?? [];
    return ok<WirePrincipal>({ id: p.accountId, login: p.login, name: p.name, staff_role: p.staffRole, brands, totp: p.totp, stage: p.stage });
  });

  app.get(calls.adminSessions.path, async (req) => {
    const p = await signedIn(req);
    return ok(await listSessions(db, p.accountId, p.sessionId, now()));
  });

  // Another account's session, an ended one and one that never existed are refused alike (403, recorded).
  app.post(calls.adminRevokeSession.path, async (req) => {
    const p = await signedIn(req);
    const handle = str(fieldsOf(req.body).id).toLowerCase();
    const t = now();
    const revoked = await db.transaction(async (tx) => {
      const done = await revokeByHandle(tx, p.accountId, handle, t);
      if (done) await audit(tx, { actor: p.accountId, action: 'session.revoke', subject: `account:${p.accountId}`, ipPrefix: p.ipPrefix, at: t });
      return done;
    });
    await refuseUnless(db, p, revoked, { action: 'adminRevokeSession', now: t });
    return ok(null);
  });

  // ── The second factor's set-up (staff must; brand accounts may) ─────────────────────────────────────
  /** A session that may set up a second factor: complete, or a staff account's in stage totp_setup. */
  async function setupSession(req: FastifyRequest): Promise<Principal> {
    const p = await sessionOf(db, req, now());
    if (!p || p.stage === 'totp') throw new BackofficeRefusal(401, backofficeMessages.signedOut);
    return p;
  }

  app.post(calls.adminTotpSetup.path, async (req) => {
    const p = await setupSession(req);
    const secret = newTotpSecret();
    await db.query('update account set totp_pending = $2 where id = $1', [p.accountId, secret]);
    return ok({ secret, uri: totpUri(p.login, secret) });
  });

  app.post(calls.adminTotpConfirm.path, async (req) => {
    const p = await setupSession(req);
    const code = str(fieldsOf(req.body).code).replace(/\s/g, '');
    if (!isTotpCode(code)) throw new BackofficeRefusal(400, signInMessages.totpFormat);
    const t = now();
    const outcome = await db.transaction(async (tx) => {
      const [row] = await tx.query<{ totp_pending: string | null; totp_last_step: string | number }>(
        'select totp_pending, totp_last_step from account where id = $1 for update',
        [p.accountId],
      );
      if (!row?.totp_pending) return 'no_pending' as const;
      const check = await checkTotp(row.totp_pending, code, Number(row.totp_last_step), t);
      if (!check.ok) {
        await audit(tx, { actor: p.accountId, action: 'totp.fail', subject: `account:${p.accountId}`, outcome: 'failed', ipPrefix: p.ipPrefix, at: t, detail: { reason: check.reason, during: 'setup' } });
        return 'wrong' as const;
      }
      await tx.query('update account set totp_secret = totp_pending, totp_pending = null, totp_last_step = $2 where id = $1', [p.accountId, check.step]);
      // This session has now passed the second factor; the account's other sessions must pass it too.
      await tx.query('update account_session set second_factor_at = null where account_id = $1 and id <> $2', [p.accountId, p.sessionId]);
      await tx.query('update account_session set second_factor_at = $2 where id = $1', [p.sessionId, new Date(t)]);
      await audit(tx, { actor: p.accountId, action: 'totp.setup', subject: `account:${p.accountId}`, ipPrefix: p.ipPrefix, at: t });
      return 'ok' as const;
    });
    if (outcome === 'no_pending') throw new BackofficeRefusal(400, signInMessages.totpNoPending);
    if (outcome === 'wrong') throw new BackofficeRefusal(400, signInMessages.totpWrong);
    return ok<WireSignIn>({ token: null, stage: 'done', expires: await expiresOf(db, p.sessionId) });
  });

  // ── Enrolment and reset by one-time link ──────────────────────────────────────────────────────────
  app.get(calls.adminEnrolInfo.path, async (req) => {
    const a = await accountOfToken(db, str(fieldsOf(req.query).token), 'enrol', now());
    return ok({ login: a.login, name: a.display_name, totp_required: a.staff_role !== null });
  });

  app.post(calls.adminEnrol.path, async (req) => {
    const f = fieldsOf(req.body);
    const token = str(f.token);
    const password = passwordOf(f.password);
    const t = now();
    const before = await accountOfToken(db, token, 'enrol', t);
    checkPasswordRules(password, before.login);
    const hash = await hashPassword(password);
    const answer = await db.transaction(async (tx) => {
      // Checked again under the row's lock: two uses of one link cannot both pass.
      const a = await accountOfToken(tx, token, 'enrol', t, true);
      await markTokenUsed(tx, a.tokenId, t);
      await tx.query('update account set password_hash = $2, failed_signins = 0, locked_until = null where id = $1', [a.id, hash]);
      const opened = await openSession(tx, req, a, t);
      await audit(tx, { actor: a.id, action: 'account.enrol', subject: `account:${a.id}`, ipPrefix: networkOf(req.ip), at: t, detail: { stage: opened.stage } });
      return opened;
    });
    return ok<WireSignIn>(answer);
  });

  // Always the same answer. When the account exists, is enabled and has a phone, an SMS carries a 30-minute
  // link; at most RESET_PER_HOUR an hour per account.
  app.post(calls.adminResetRequest.path, async (req) => {
    const login = normalLogin(str(fieldsOf(req.body).login)).slice(0, 64);
    const t = now();
    const network = networkOf(req.ip);
    const [a] = login
      ? await db.query<{ id: number; phone: string | null; disabled_at: Date | null }>('select id, phone, disabled_at from account where login = $1', [login])
      : [];
    if (a && a.phone && !a.disabled_at) {
      const sent = await db.transaction(async (tx) => {
        await tx.query('select 1 from account where id = $1 for update', [a.id]);
        if ((await resetsLastHour(tx, a.id, t)) >= RESET_PER_HOUR) {
          await audit(tx, { actor: null, action: 'reset.request', subject: `account:${a.id}`, outcome: 'refused', ipPrefix: network, at: t, detail: { reason: 'hourly_limit' } });
          return null;
        }
        const { token } = await issueToken(tx, a.id, 'reset', t);
        await audit(tx, { actor: null, action: 'reset.request', subject: `account:${a.id}`, ipPrefix: network, at: t });
        return token;
      });
      if (sent) {
        const link = linkOf(config.ADMIN_SITE_URL, 'reset', sent);
        try {
          await sms.send(a.phone, `【商机网后台】重置密码请打开：${link} （30分钟内有效，仅可使用一次）。如非本人操作，请忽略本短信。`, { code: sent });
        } catch (err) {
          req.log.error({ err: err instanceof Error ? err.message : String(err), mobile: maskMobile(a.phone) }, 'reset sms send failed');
        }
      }
    }
    return ok(null, signInMessages.resetSent);
  });

  app.post(calls.adminReset.path, async (req) => {
    const f = fieldsOf(req.body);
    const token = str(f.token);
    const password = passwordOf(f.password);
    const t = now();
    const before = await accountOfToken(db, token, 'reset', t);
    checkPasswordRules(password, before.login);
    const hash = await hashPassword(password);
    await db.transaction(async (tx) => {
      const a = await accountOfToken(tx, token, 'reset', t, true);
      await markTokenUsed(tx, a.tokenId, t);
      await tx.query('update account set password_hash = $2, failed_signins = 0, locked_until = null where id = $1', [a.id, hash]);
      const ended = await revokeAllSessions(tx, a.id, t);
      await audit(tx, { actor: a.id, action: 'password.reset', subject: `account:${a.id}`, ipPrefix: networkOf(req.ip), at: t, detail: { sessions: ended } });
    });
    return ok(null, signInMessages.passwordSet);
  });

  // ── Accounts and roles (admin) ────────────────────────────────────────────────────────────────────
  app.get(calls.adminAccounts.path, async (req) => {
    await admin(req, 'adminAccounts');
    const f = fieldsOf(req.query);
    const sort = str(f.sort) || 'created';
    const dir = str(f.dir);
    if (sort !== 'created' && sort !== 'login') throw invalid();
    if (dir !== '' && dir !== 'asc' && dir !== 'desc') throw invalid();
    return ok(await listAccounts(db, {
      q: str(f.q).slice(0, 50),
      role: str(f.role),
      sort,
      dir: dir || null,
      page: intOf(f.page, 1, 1, 100_000)!,
      size: intOf(f.size, 20, 1, 100)!,
    }, now()));
  });

  app.post(calls.adminCreateAccount.path, async (req) => {
    const p = await admin(req, 'adminCreateAccount');
    const f = fieldsOf(req.body);
    const t = now();
    const created = await db.transaction((tx) => createAccount(tx, {
      login: str(f.login),
      name: str(f.name),
      phone: optional(f, 'phone'),
      staffRole: optional(f, 'staff_role'),
      brandId: intOf(f.brand_id, undefined, 1, 2_147_483_647),
      brandRole: optional(f, 'brand_role') || undefined,
    }, actorOf(p), t));
    return ok(created);
  });

  app.post(calls.adminSetRole.path, async (req) => {
    const p = await admin(req, 'adminSetRole');
    const f = fieldsOf(req.body);
    const t = now();
    await db.transaction((tx) => setRole(tx, {
      id: requiredInt(f.id),
      staffRole: optional(f, 'staff_role'),
      brandId: intOf(f.brand_id, undefined, 1, 2_147_483_647),
      brandRole: optional(f, 'brand_role'),
    }, actorOf(p), t));
    return ok(null);
  });

  app.post(calls.adminDisableAccount.path, async (req) => {
    const p = await admin(req, 'adminDisableAccount');
    const f = fieldsOf(req.body);
    const id = requiredInt(f.id);
    const on = requiredInt(f.on, 0, 1);
    const t = now();
    await db.transaction((tx) => setDisabled(tx, { id, on: on === 1 }, actorOf(p), t));
    return ok(null);
  });

  app.post(calls.adminReenrol.path, async (req) => {
    const p = await admin(req, 'adminReenrol');
    const id = requiredInt(fieldsOf(req.body).id);
    const t = now();
    return ok(await db.transaction((tx) => reenrol(tx, id, actorOf(p), t)));
  });

  // A refusal the gateway's policy made (a field the caller's roles may not read): recorded like ours.
  app.post(calls.adminRefused.path, async (req) => {
    const field = str(fieldsOf(req.body).field);
    if (!/^[A-Za-z_][A-Za-z0-9_.]{0,120}$/.test(field)) throw invalid();
    const t = now();
    const p = await sessionOf(db, req, t);
    await audit(db, {
      actor: p?.accountId ?? null, action: 'authz.refused', subject: '', outcome: 'refused', ipPrefix: networkOf(req.ip), at: t,
      detail: { field, ...(p && p.stage !== 'done' ? { stage: p.stage } : {}) },
    });
    return ok(null);
  });
}
