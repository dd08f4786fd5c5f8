// Outside production only: an account of any role, ready to sign in, for end-to-end tests on the shared
// site (tests/e2e/support/backoffice.ts). In production the first administrator comes from
// `npm run accounts` and every other account from 账号 with an enrolment link (docs/decisions/0116); this
// hook skips the link so that each test file makes the accounts it needs without a site of its own.
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/database';
import { createAccount } from './accounts-admin';
import { hashPassword } from './passwords';
import { newTotpSecret } from './totp';

export const TEST_ACCOUNT_PATH = '/api.php/index/__test/account';

export function testAccountRoutes(app: FastifyInstance, db: Database, now: () => number): void {
  app.post(TEST_ACCOUNT_PATH, async (req) => {
    const f = (req.body ?? {}) as Record<string, string | undefined>;
    const role = String(f.role ?? '');
    const brandId = f.brandId ? Number(f.brandId) : undefined;
    const brand = role === 'brand_admin' || role === 'brand_agent';
    const login = `t${randomBytes(6).toString('hex')}`;
    const password = `Test-${randomBytes(9).toString('base64url')}`;
    // Staff accounts must have the second factor; brand accounts get one only when asked.
    const totp = !brand || f.totp === '1' ? newTotpSecret() : null;
    const id = await db.transaction(async (tx) => {
      const created = await createAccount(
        tx,
        { login, name: f.name || '测试账号', ...(brand ? { brandId, brandRole: role } : { staffRole: role }) },
        { accountId: null, ipPrefix: '', via: 'cli' },
        now(),
      );
      await tx.query('update account set password_hash = $2, totp_secret = $3 where id = $1', [created.id, await hashPassword(password), totp]);
      return created.id;
    });
    return { code: 200, msg: 'success', data: { id, login, password, totpSecret: totp } };
  });
}
