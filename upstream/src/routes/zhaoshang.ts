import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { selectBrandDetail, selectBrands } from '../brands/brand-rows';
import { toWireBrand, toWireBrandDetail } from '../brands/brand-wire';
import { brandScope, resolveCategory } from '../categories/resolve-category';
import type { Database } from '../db/database';
import { BadRequest, messages, ok } from '../http/envelope';
import { clampedInt, id, optionalId, readParams, text } from '../http/params';

import { readRoute } from '../http/read-route';

// getRelatedZhaoshangData's topid: each list has its own, fully deterministic order (id breaks ties).
const topOrders: Record<number, string> = {
  1: 'b.hits desc, b.id', // hot: most viewed
  2: 'b.recommend desc, b.hits desc, b.id', // recommended: editorial weight
  3: 'b.isvip desc, b.addtime desc, b.id', // featured: certified brands, newest first
  4: 'b.joinnum desc, b.id', // popular: most franchisees
};

export function zhaoshangRoutes(app: FastifyInstance, db: Database) {
  readRoute(app, 'brandShow', async (req) => {
    // `show` is the page's preview flag; every brand here is published, so it changes nothing.
    const { id: brandId } = readParams(req, z.object({ id: id(), show: text().optional() }));
    const row = await selectBrandDetail(db, brandId);
    if (!row) throw new BadRequest(messages.noBrand);
    return ok(toWireBrandDetail(row));
  });

  readRoute(app, 'relatedBrands', async (req) => {
    const q = readParams(req, z.object({ cid: optionalId(), num: clampedInt(5, 1, 50), topid: clampedInt(1, 1, 4) }));
    const scope = brandScope(await resolveCategory(db, q.cid, ''));
    const rows = await selectBrands(db, { ...scope, orderBy: topOrders[q.topid]!, limit: q.num });
    return ok(rows.map(toWireBrand));
  });

  readRoute(app, 'randomBrands', async (req) => {
    const q = readParams(req, z.object({ num: clampedInt(10, 1, 50), refresh: text().optional() }));
    return ok((await randomBrands(db, q.num)).map(toWireBrand));
  });

  readRoute(app, 'topBrands', async (req) => {
    const q = readParams(req, z.object({ cid: optionalId(), pinyin: text(), num: clampedInt(10, 1, 50) }));
    const scope = brandScope(await resolveCategory(db, q.cid, q.pinyin));
    const rows = await selectBrands(db, { ...scope, orderBy: 'b.hits desc, b.id', limit: q.num });
    return ok(rows.map(toWireBrand));
  });
}

/** Random brands without sorting the whole table: draw ids, fall back to a scan if ids are sparse. */
async function randomBrands(db: Database, num: number) {
  const [{ max } = { max: 0 }] = await db.query<{ max: number | null }>('select max(id) as max from brand');
  if (!max) return [];
  const ids = Array.from({ length: num * 3 }, () => 1 + Math.floor(Math.random() * max));
  const rows = await selectBrands(db, { where: 'b.id = any($1::int[])', params: [ids], orderBy: 'random()', limit: num });
  if (rows.length >= num) return rows;
  return selectBrands(db, { orderBy: 'random()', limit: num });
}
