// `BENCH_ONLY=leads npm run bench` (also part of `BENCH_ONLY=scale`): the back office's two long lists — a
// brand's inbox and the staff desk — paged through 1,000,000 enquiries on the PostgreSQL server (the goal:
// p95 ≤ 50 ms per page). The schema `bench_leads` of BENCH_DATABASE_URL (or TEST_DATABASE_URL) is seeded
// once with the small catalogue and a million synthetic enquiries (VACUUM ANALYZEd, as autovacuum would do:
// never the server's defaults),
// then reused. Each request is timed at the upstream (REST + SQL), the way the gateway calls it, with a
// brand account's and a support account's sessions made in SQL. A measurement, not an assertion.
import { createHash, randomBytes } from 'node:crypto';
import pg from 'pg';
import { printPercentiles } from './report';
import { startUpstreamAt } from '../support/stack';

const LEADS = 1_000_000;
/** The one big brand: a fifth of all leads. */
const BIG_BRAND_SHARE = 0.2;

function schemaUrl(base: string, schema: string): string {
  const url = new URL(base);
  url.searchParams.set('options', `-c search_path=${schema},public`);
  return url.toString();
}

async function seedLeads(url: string): Promise<{ bigBrand: number }> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const [{ n }] = (await client.query<{ n: number }>('select count(*)::int as n from enquiry')).rows as [{ n: number }];
    const { rows: brands } = await client.query<{ id: number }>('select id from brand where mid is not null order by id limit 200');
    const bigBrand = brands[0]!.id;
    if (n < LEADS) {
      console.log(`[bench] leads: inserting ${LEADS.toLocaleString('en-US')} enquiries (once)…`);
      const ids = brands.map((b) => b.id);
      // A fifth to the big brand, half spread over 199 other claimed brands, the rest to the staff desk.
      await client.query(
        `insert into enquiry (aid, typeid, name, mobile, title, address, content, created_at, recipient, consent_text, consent_version,
                              consent_at, lead_state, recipient_brand, delivered_at, first_viewed_at)
         select b.aid, 1, '访客' || g, '138' || lpad((g % 100000000)::text, 8, '0'), '品牌', '北京市', '想了解加盟条件',
                now() - (g % 170) * interval '1 day' - (g % 86400) * interval '1 second',
                case when b.rb is null then '本站自己的加盟顾问' else '该品牌的运营公司' end, '', '', now(),
                (array['delivered','viewed','contacted','interested','won','no_intent'])[1 + g % 6], b.rb,
                now() - (g % 170) * interval '1 day', case when g % 3 = 0 then now() - (g % 170) * interval '1 day' + interval '20 minutes' end
           from generate_series(1, $1::int) g,
                lateral (select case when g % 10 < ${BIG_BRAND_SHARE * 10} then $2::int
                                     when g % 10 < 7 then ($3::int[])[1 + g % array_length($3::int[], 1)]
                                     else null end as rb) r,
                lateral (select coalesce(r.rb, ($3::int[])[1 + g % array_length($3::int[], 1)]) as aid, r.rb) b`,
        [LEADS - n, bigBrand, ids.slice(1)],
      );
      // As autovacuum would after a bulk write: the visibility map lets deep pages skip the heap (decision 0117).
      await client.query('vacuum analyze enquiry');
    }
    return { bigBrand };
  } finally {
    await client.end();
  }
}

async function sessionFor(url: string, login: string, staffRole: string | null, brand: number | null): Promise<string> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const token = randomBytes(32).toString('base64url');
    const { rows } = await client.query<{ id: number }>(
      `insert into account (login, display_name, staff_role) values ($1, $1, $2)
       on conflict (login) do update set staff_role = excluded.staff_role returning id`,
      [login, staffRole],
    );
    const id = rows[0]!.id;
    if (brand !== null) await client.query(`insert into account_brand (account_id, brand_id, role) values ($1, $2, 'brand_agent') on conflict do nothing`, [id, brand]);
    await client.query(
      `insert into account_session (id, account_id, created_at, last_seen_at, expires_at, second_factor_at)
       values ($1, $2, now(), now(), now() + interval '12 hours', now())`,
      [createHash('sha256').update(token).digest('hex'), id],
    );
    return token;
  } finally {
    await client.end();
  }
}

async function timed(upstream: string, token: string, params: Record<string, string | number>): Promise<number> {
  const q = new URLSearchParams(Object.entries(params).map(([k, v]) => [k, String(v)]));
  const start = performance.now();
  const res = await fetch(`${upstream}/admin/v1/leads?${q}`, { headers: { 'x-admin-session': token } });
  const body = (await res.json()) as { code: number; msg: string };
  const ms = performance.now() - start;
  if (body.code !== 200) throw new Error(`leads ${q}: ${body.code} ${body.msg}`);
  return ms;
}

export async function leadsBench(): Promise<void> {
  const base = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  if (!base) {
    console.log('[bench] leads: set BENCH_DATABASE_URL (a PostgreSQL server) to run it');
    return;
  }
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  await admin.query('create schema if not exists bench_leads');
  await admin.end();
  const url = schemaUrl(base, 'bench_leads');
  const upstream = await startUpstreamAt('unused', { DATABASE_URL: url, SEED_SCALE: 'small', LEAD_WORKER_INTERVAL_MS: '0' });
  try {
    const { bigBrand } = await seedLeads(url);
    const brandToken = await sessionFor(url, 'bench-brand', null, bigBrand);
    const deskToken = await sessionFor(url, 'bench-support', 'support', null);
    const states = ['', 'delivered', 'contacted', 'won'];
    const pages = [1, 2, 3, 10, 50, 100, 250, 500];
    const run = async (token: string, extra: Record<string, string | number>) => {
      const samples: number[] = [];
      for (const state of states) {
        for (const page of pages) {
          for (const dir of ['desc', 'asc']) samples.push(await timed(upstream.url, token, { ...extra, page, size: 20, dir, ...(state ? { state } : {}) }));
        }
      }
      return samples;
    };
    // One warm-up pass each (connections, plans), then the measured ones.
    await run(brandToken, { scope: 'brand', brand: bigBrand });
    await run(deskToken, { scope: 'desk' });
    printPercentiles('back-office lists at 1,000,000 enquiries (upstream, PostgreSQL; target p95 ≤ 50 ms)', [
      { label: `brand inbox (${(BIG_BRAND_SHARE * LEADS).toLocaleString('en-US')} leads), pages 1-500 × 4 filters × 2 orders`, samples: await run(brandToken, { scope: 'brand', brand: bigBrand }) },
      { label: 'staff desk (300,000 leads), pages 1-500 × 4 filters × 2 orders', samples: await run(deskToken, { scope: 'desk' }) },
    ]);
  } finally {
    upstream.child.kill('SIGTERM');
  }
}
