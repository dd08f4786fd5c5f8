// Public records beside the spec's calls (docs/decisions/0076): one brand's full record with its
// checks, and the summaries list badges need (one call for a whole page of brands).
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Database } from '../db/database';
import { BadRequest, messages, ok } from '../http/envelope';
import { id, readParams, text } from '../http/params';
import { readRoute } from '../http/read-route';
import { assess } from '../records/assess';
import { ymdOf } from '../records/dates';
import { readFacts } from '../records/source';

const MAX_IDS = 60;

export function recordRoutes(app: FastifyInstance, db: Database) {
  readRoute(app, 'recordBrand', async (req) => {
    const { id: brandId } = readParams(req, z.object({ id: id() }));
    const facts = (await readFacts(db, [brandId], ymdOf(Date.now()))).get(brandId);
    if (!facts) throw new BadRequest(messages.noBrand);
    return ok(assess(facts));
  });

  readRoute(app, 'recordSummaries', async (req) => {
    const { ids: raw } = readParams(req, z.object({ ids: text(MAX_IDS * 11) }));
    if (!/^\d+(,\d+)*$/.test(raw)) throw new BadRequest(messages.invalid);
    const ids = [...new Set(raw.split(',').map(Number))].filter((n) => n > 0 && n <= 2_147_483_647);
    if (ids.length > MAX_IDS) throw new BadRequest(messages.invalid);
    const rows = await db.query<{ id: number; filing: 'filed' | 'not_filed' | 'unknown' | null; start: 'pass' | 'fail' | 'unknown' | null; flags: string[] | null }>(
      `select b.id, s.filing_status as filing, s.two_stores_at_start as start, s.flags
         from brand b left join record_summary s on s.brand_id = b.id where b.id = any($1::int[])`,
      [ids],
    );
    const byId = new Map(rows.map((r) => [r.id, r]));
    // In the order asked; unknown ids are left out, a brand without a record is all unknown.
    return ok(
      ids.flatMap((i) => {
        const r = byId.get(i);
        return r ? [{ id: i, filing: r.filing ?? 'unknown', twoStoresAtStart: r.start ?? 'unknown', flags: (r.flags ?? []) as never[] }] : [];
      }),
    );
  });
}
