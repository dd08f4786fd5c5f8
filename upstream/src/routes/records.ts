// Public records beside the spec's calls (docs/decisions/0076): one brand's full record with its
// checks, the summaries list badges need (one call for a whole page of brands), and the brand's measured
// response to the leads this site delivered to it (the brand page's 平均响应时间).
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { WireBrandResponse } from '@shangji/contract';
import type { Database, Queryable } from '../db/database';
import { BadRequest, messages, ok } from '../http/envelope';
import { clampedInt, id, readParams, text } from '../http/params';
import { readRoute } from '../http/read-route';
import { assess } from '../records/assess';
import { ymdOf } from '../records/dates';
import { readFacts } from '../records/source';
import { summariesOf } from '../records/summaries';
import { contentChangesAfter } from '../content/changes';

const MAX_IDS = 60;

/** The window the response times speak for: leads delivered in the last 180 days. */
export const RESPONSE_WINDOW_DAYS = 180;
/** Fewer delivered leads than this in the window: no median is published (暂无足够数据). */
export const RESPONSE_MIN_LEADS = 5;
/**
 * How long after its submission a lead may have been delivered and still be counted: the index
 * enquiry_recipient_brand (migration 0026) is ordered by submission time, so the window is bounded by it
 * too (one index range per brand, however many leads it had before). Deliveries are retried within
 * minutes; a lead delivered more than 30 days after it was sent is not counted.
 */
const DELIVERY_LAG_DAYS = 30;
/** A lead not (yet) viewed or contacted sorts after every answered one: its time is this many seconds. */
const NOT_YET = 1e12;

/** The medians' statement ($1 the brand, $2 now): one range of the index enquiry_recipient_brand. */
export const RESPONSE_SQL = `select count(*)::int as leads,
            percentile_cont(0.5) within group (order by greatest(0, coalesce(extract(epoch from first_viewed_at - delivered_at), ${NOT_YET}))) as view,
            percentile_cont(0.5) within group (order by greatest(0, coalesce(extract(epoch from first_contacted_at - delivered_at), ${NOT_YET}))) as contact
       from enquiry
      where recipient_brand = $1
        and created_at >= $2::timestamptz - make_interval(days => ${RESPONSE_WINDOW_DAYS + DELIVERY_LAG_DAYS})
        and delivered_at >= $2::timestamptz - make_interval(days => ${RESPONSE_WINDOW_DAYS})
        and lead_state not in ('withdrawn', 'credited')`;

/**
 * A brand's median first view and first contact over the leads delivered to it in the window. Withdrawn
 * leads (out of the brand's hands) and leads credited as invalid are not counted. A lead not viewed (or
 * not contacted) yet counts as slower than every answered one, so the median is published only when more
 * than half of the leads were answered: a brand that opens 5 leads of 100 quickly gets no fast median.
 * Null: fewer than RESPONSE_MIN_LEADS leads, or half or more not answered yet.
 */
export async function brandResponseOf(db: Queryable, brandId: number, nowMs: number): Promise<Omit<WireBrandResponse, 'brand_id'>> {
  const now = new Date(nowMs).toISOString();
  const [row] = await db.query<{ leads: number; view: number | null; contact: number | null }>(RESPONSE_SQL, [brandId, now]);
  const leads = row?.leads ?? 0;
  // An interpolated median that reaches a lead not answered yet is no figure the data backs.
  const median = (v: number | null) => (leads < RESPONSE_MIN_LEADS || v === null || Number(v) >= NOT_YET / 2 ? null : Math.round(Number(v)));
  return { leads, median_first_view: median(row?.view ?? null), median_first_contact: median(row?.contact ?? null), as_of: Math.floor(nowMs / 1000) };
}

export function recordRoutes(app: FastifyInstance, db: Database, now: () => number = Date.now) {
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

  // The content change feed the gateways poll (docs/decisions/0119): one indexed max() and at most 100 rows.
  readRoute(app, 'contentChanges', async (req) => {
    const { after } = readParams(req, z.object({ after: clampedInt(0, 0, Number.MAX_SAFE_INTEGER) }));
    return ok(await contentChangesAfter(db, after));
  });

  readRoute(app, 'brandResponse', async (req) => {
    const { id: brandId } = readParams(req, z.object({ id: id() }));
    const [brand] = await db.query('select 1 from brand where id = $1', [brandId]);
    if (!brand) throw new BadRequest(messages.noBrand);
    return ok({ brand_id: brandId, ...(await brandResponseOf(db, brandId, now())) });
  });
}
