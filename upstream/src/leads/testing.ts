// Tests' helpers for the back office's lead calls: accounts and sessions made directly in SQL (as the
// scale bench does; the sign-in routes have tests of their own), and calls with the gateway's header.
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Queryable } from '../db/database';
import { hashToken, SESSION_HEADER } from '../backoffice/principal';

export interface TestAccount {
  id: number;
  login: string;
  token: string;
}

let seq = 0;

/** An account with the given roles and a session whose second factor is passed; answers its token. */
export async function testAccount(
  db: Queryable,
  roles: { staff?: 'support' | 'ops' | 'compliance' | 'admin'; brands?: [number, 'brand_admin' | 'brand_agent'][] },
  at = Date.now(),
): Promise<TestAccount> {
  const login = `t${process.pid}x${++seq}x${randomBytes(3).toString('hex')}`;
  const [row] = await db.query<{ id: number }>(
    'insert into account (login, display_name, staff_role) values ($1, $1, $2) returning id',
    [login, roles.staff ?? null],
  );
  for (const [brand, role] of roles.brands ?? []) {
    await db.query('insert into account_brand (account_id, brand_id, role) values ($1, $2, $3)', [row!.id, brand, role]);
  }
  const token = randomBytes(32).toString('base64url');
  const t = new Date(at);
  await db.query(
    `insert into account_session (id, account_id, created_at, last_seen_at, expires_at, second_factor_at)
     values ($1, $2, $3, $3, $4, $3)`,
    [hashToken(token), row!.id, t, new Date(at + 12 * 3600_000)],
  );
  return { id: row!.id, login, token };
}

export interface AdminAnswer<T = unknown> {
  code: number;
  msg: string;
  data: T;
}

/** One back-office call as the gateway makes it: GET with a query string, POST with a form body. */
export async function adminCall<T = unknown>(
  app: FastifyInstance,
  token: string | null,
  method: 'GET' | 'POST',
  path: string,
  params: Record<string, string | number> = {},
): Promise<AdminAnswer<T>> {
  const qs = new URLSearchParams(Object.entries(params).map(([k, v]) => [k, String(v)])).toString();
  const headers: Record<string, string> = token ? { [SESSION_HEADER]: token } : {};
  const res =
    method === 'GET'
      ? await app.inject({ method, url: qs ? `${path}?${qs}` : path, headers, remoteAddress: '10.77.0.9' })
      : await app.inject({ method, url: path, payload: qs, headers: { ...headers, 'content-type': 'application/x-www-form-urlencoded' }, remoteAddress: '10.77.0.9' });
  if (res.statusCode !== 200) throw new Error(`${method} ${path}: HTTP ${res.statusCode} ${res.body}`);
  return res.json() as AdminAnswer<T>;
}
