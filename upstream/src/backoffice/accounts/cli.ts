// `npm run accounts -- …` (docs/decisions/0116; README "The back office: first administrator"): there is no
// default account or password, so the first administrator (and anyone locked out of every admin account)
// is made here. It opens the upstream's own database (DATABASE_URL, or the PGlite folder DATA_DIR), applies
// pending migrations, and prints a one-time enrolment link `${ADMIN_SITE_URL}/enrol/<token>` (72 hours).
//
//   create --role admin --login root --name 管理员 [--phone 13800138000]
//   create --role brand_admin --brand 12 --login acme --name 张经理
//   reenrol --login root
//
// PGlite is one process's database: a second process opening the same folder sees a stale copy and breaks
// the first. With PGlite the command therefore refuses to run while the upstream answers on its port.
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { BRAND_ROLES, STAFF_ROLES } from '@shangji/contract';
import { ConfigError, loadConfig, type UpstreamConfig } from '../../config';
import { migrate } from '../../db/migrate';
import { openDatabase } from '../../db/open';
import { BackofficeRefusal } from '../principal';
import { createAccount, normalLogin, reenrol, type Actor } from './accounts-admin';
import { linkOf } from './enrol';

const usage = `用法（在仓库根目录）：
  npm run accounts -- create --role admin --login <账号名> --name <姓名> [--phone <手机号>]
  npm run accounts -- create --role brand_admin|brand_agent --brand <品牌ID> --login <账号名> --name <姓名> [--phone <手机号>]
  npm run accounts -- reenrol --login <账号名>
员工角色：${STAFF_ROLES.join(', ')}；品牌角色：${BRAND_ROLES.join(', ')}（须同时给出 --brand）。
命令打印一次性登记链接（72小时内有效）；使用 PGlite 时请先停止网站，运行命令后再启动。`;

class UsageError extends Error {}

/** Whether the upstream answers on its configured port (then it holds the PGlite folder). */
async function upstreamRunning(config: UpstreamConfig): Promise<boolean> {
  const host = config.UPSTREAM_HOST === '0.0.0.0' ? '127.0.0.1' : config.UPSTREAM_HOST.includes(':') ? `[${config.UPSTREAM_HOST}]` : config.UPSTREAM_HOST;
  try {
    await fetch(`http://${host}:${config.UPSTREAM_PORT}/healthz`, { signal: AbortSignal.timeout(1500) });
    return true;
  } catch {
    return false;
  }
}

export interface CliResult {
  id: number;
  link: string;
  expires: number;
}

/** Runs one command against `db`-opening `config`; answers what was made. Exported for the tests. */
export async function runAccounts(argv: string[], config: UpstreamConfig, now = Date.now()): Promise<CliResult> {
  const { positionals, values } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      role: { type: 'string' },
      login: { type: 'string' },
      name: { type: 'string' },
      phone: { type: 'string' },
      brand: { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
  });
  const [command, ...rest] = positionals;
  if (values.help || !command || rest.length > 0 || !['create', 'reenrol'].includes(command)) throw new UsageError(usage);
  if (!values.login) throw new UsageError(`缺少 --login\n${usage}`);
  if (command === 'create') {
    if (!values.role) throw new UsageError(`缺少 --role\n${usage}`);
    if (!values.name) throw new UsageError(`缺少 --name\n${usage}`);
  }
  const brandRole = (BRAND_ROLES as readonly string[]).includes(values.role ?? '');
  if (command === 'create' && brandRole !== (values.brand !== undefined)) throw new UsageError(`品牌角色须与 --brand <品牌ID> 一起使用\n${usage}`);
  if (values.brand !== undefined && !/^[1-9]\d{0,9}$/.test(values.brand)) throw new UsageError('--brand 须为品牌ID（正整数）');

  if (!config.DATABASE_URL && (await upstreamRunning(config))) {
    throw new UsageError(
      `网站正在运行（${config.UPSTREAM_HOST}:${config.UPSTREAM_PORT} 有应答）。PGlite 数据库同一时间只能由一个进程打开：请先停止网站，运行本命令，再启动网站。`,
    );
  }
  const db = await openDatabase(config);
  try {
    await migrate(db);
    const actor: Actor = { accountId: null, ipPrefix: '', via: 'cli' };
    const made = await db.transaction(async (tx) => {
      if (command === 'create') {
        return createAccount(tx, {
          login: values.login!,
          name: values.name!,
          phone: values.phone,
          ...(brandRole ? { brandRole: values.role, brandId: Number(values.brand) } : { staffRole: values.role }),
        }, actor, now);
      }
      const [row] = await tx.query<{ id: number }>('select id from account where login = $1', [normalLogin(values.login!)]);
      if (!row) throw new UsageError(`账号不存在：${values.login}`);
      return reenrol(tx, row.id, actor, now);
    });
    return { id: made.id, link: linkOf(config.ADMIN_SITE_URL, 'enrol', made.enrol_token), expires: made.enrol_expires };
  } finally {
    await db.close();
  }
}

const isMain = process.argv[1] !== undefined && import.meta.url === pathToFileURL(resolve(process.argv[1])).href;
if (isMain) {
  try {
    const config = loadConfig();
    const r = await runAccounts(process.argv.slice(2), config);
    console.log(`账号 #${r.id} 已就绪。一次性登记链接（${new Date(r.expires * 1000).toLocaleString('zh-CN', { hour12: false })} 前有效，只能使用一次）：`);
    console.log(r.link);
  } catch (err) {
    if (err instanceof UsageError || err instanceof ConfigError) console.error(err.message);
    else if (err instanceof BackofficeRefusal) console.error(`未完成：${err.message}`);
    else console.error(err);
    process.exitCode = 1;
  }
}
