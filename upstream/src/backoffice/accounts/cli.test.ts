// `npm run accounts`: the first administrator is made on the command line against the upstream's own
// PGlite folder, and the printed link enrols them in the running upstream afterwards. With PGlite the
// command refuses to run while an upstream answers on UPSTREAM_PORT (one process per PGlite folder).
import { cpSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { calls } from '@shangji/contract';
import { buildUpstream } from '../../app';
import { loadConfig, type UpstreamConfig } from '../../config';
import { openPglite } from '../../db/pglite';
import { runAccounts } from './cli';

describe('npm run accounts (PGlite)', () => {
  let dir: string;
  let config: UpstreamConfig;
  let busy: Server;
  let freePort: number;

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'accounts-cli-'));
    const template = inject('pgliteTemplate');
    if (template && existsSync(template)) cpSync(template, dir, { recursive: true });
    busy = createServer((_req, res) => res.end('ok'));
    await new Promise<void>((r) => busy.listen(0, '127.0.0.1', r));
    // A port nothing listens on: bound, read, released.
    const probe = createServer();
    await new Promise<void>((r) => probe.listen(0, '127.0.0.1', r));
    freePort = (probe.address() as AddressInfo).port;
    await new Promise((r) => probe.close(r));
    config = { ...loadConfig(), DATABASE_URL: undefined, DATA_DIR: dir, UPSTREAM_HOST: '127.0.0.1', UPSTREAM_PORT: freePort, ADMIN_SITE_URL: 'https://admin.example.test' };
  });
  afterAll(async () => {
    await new Promise((r) => busy?.close(r));
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  it('refuses to open the PGlite folder while the upstream answers', async () => {
    const port = (busy.address() as AddressInfo).port;
    await expect(runAccounts(['create', '--role', 'admin', '--login', 'root', '--name', '管理员'], { ...config, UPSTREAM_PORT: port })).rejects.toThrow(/请先停止网站/);
  });

  it('refuses incomplete commands with the usage', async () => {
    await expect(runAccounts([], config)).rejects.toThrow(/用法/);
    await expect(runAccounts(['create', '--login', 'root', '--name', '管理员'], config)).rejects.toThrow(/缺少 --role/);
    await expect(runAccounts(['create', '--role', 'brand_admin', '--login', 'acme', '--name', '张'], config)).rejects.toThrow(/--brand/);
  });

  it('creates the first administrator and prints a link that enrols them once', async () => {
    const t = Date.now();
    const made = await runAccounts(['create', '--role', 'admin', '--login', 'Root', '--name', '管理员', '--phone', '13800138000'], config, t);
    expect(made.link).toMatch(/^https:\/\/admin\.example\.test\/enrol\/[A-Za-z0-9_-]{43}$/);
    expect(made.expires).toBe(Math.floor(t / 1000) + 72 * 3600);
    await expect(runAccounts(['create', '--role', 'admin', '--login', 'root', '--name', '又一个'], config)).rejects.toThrow('该账号名已被使用');
    const again = await runAccounts(['reenrol', '--login', 'root'], config, t);
    expect(again.id).toBe(made.id);

    // The site starts again over the same folder: the first link was replaced by the second.
    const db = await openPglite(dir);
    const app = await buildUpstream({ db, enquiry: { now: () => t, config } });
    try {
      const enrol = async (link: string) => {
        const res = await app.inject({
          method: 'POST', url: calls.adminEnrol.path, headers: { 'content-type': 'application/x-www-form-urlencoded' },
          payload: new URLSearchParams({ token: link.split('/').pop()!, password: 'first admin password' }).toString(),
        });
        return res.json() as { code: number; data: { stage: string } | null };
      };
      expect((await enrol(made.link)).code).toBe(400);
      expect(await enrol(again.link)).toMatchObject({ code: 200, data: { stage: 'totp_setup' } });
      expect((await enrol(again.link)).code).toBe(400);
      const rows = await db.query<{ action: string; actor_account: number | null; detail: { via: string } }>(
        "select action, actor_account, detail from audit_event where subject = $1 and action like 'account.%' order by id",
        [`account:${made.id}`],
      );
      expect(rows.map((r) => [r.action, r.actor_account, r.detail.via ?? null])).toEqual([
        ['account.create', null, 'cli'], ['account.reenrol', null, 'cli'], ['account.enrol', made.id, null],
      ]);
    } finally {
      await app.close();
      await db.close();
    }
  });
});
