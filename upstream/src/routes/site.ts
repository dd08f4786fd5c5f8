import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Database } from '../db/database';
import { BadRequest, messages, ok } from '../http/envelope';
import { readParams, text } from '../http/params';
import { readRoute } from '../http/read-route';
import { adsAt } from '../site/site-rows';
import type { WireCityOption } from '@shangji/contract';

export function siteRoutes(app: FastifyInstance, db: Database, now: () => number = Date.now) {
  readRoute(app, 'adG01', async () => ok(await adsAt(db, 'V1_G01', 20, now())));
  readRoute(app, 'adG02', async () => ok(await adsAt(db, 'V1_G02')));

  // getCity: without `value`, the whole province → city tree; action=children&value=<name> gives that
  // region's children. Options are keyed by name (value = label = name), as the enquiry form stores names.
  readRoute(app, 'city', async (req) => {
    const q = readParams(req, z.object({ action: text(20), value: text(40) }));
    if (q.action !== '' && q.action !== 'children') throw new BadRequest(messages.invalid);
    const rows = await db.query<{ id: number; pid: number; name: string }>('select id, pid, name from region order by id');
    const option = (r: { id: number; name: string }, deep: boolean): WireCityOption => {
      const kids = deep ? rows.filter((c) => c.pid === r.id) : [];
      return { value: r.name, label: r.name, ...(kids.length ? { children: kids.map((c) => option(c, false)) } : {}) };
    };
    if (!q.value) return ok(rows.filter((r) => r.pid === 0).map((r) => option(r, true)));
    const parent = rows.find((r) => r.name === q.value);
    if (!parent) throw new BadRequest(messages.notFound);
    return ok(rows.filter((r) => r.pid === parent.id).map((r) => option(r, false)));
  });

  // The jump page's resolution: only an absolute http(s) address that the site itself publishes as an
  // ad, banner or friendly-link target; anything else (javascript:, other hosts, typos) is a code 400.
  readRoute(app, 'skipAd', async (req) => {
    const { url } = readParams(req, z.object({ url: text(2000) }));
    let parsed: URL;
    try {
      parsed = new URL(url);
    } catch {
      throw new BadRequest(messages.invalid);
    }
    if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') throw new BadRequest(messages.invalid);
    const known = await db.query<{ href: string }>(
      'select href from ad where href = $1 union all select url from link where url = $1 limit 1',
      [url],
    );
    if (!known[0]) throw new BadRequest(messages.invalid);
    return ok(known[0].href);
  });
}
