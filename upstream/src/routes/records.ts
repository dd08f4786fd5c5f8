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
import { summariesOf } from '../records/summaries';

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
    // In the order asked (records/summaries.ts).
    return ok(await summariesOf(db, ids));
  });
}
