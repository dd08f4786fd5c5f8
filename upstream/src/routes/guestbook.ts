import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/database';
import { ymd } from '../http/dates';
import { ok } from '../http/envelope';
import type { WireGuestbookItem } from '@shangji/contract';

import { readRoute } from '../http/read-route';

const TICKER_SIZE = 30;

/** 张三 → 张**: the first character only, digits never (a name field may hold a phone number). */
export function maskName(name: string): string {
  const first = [...name.replace(/[\d\s+-]/g, '')][0];
  return `${first ?? '匿'}**`;
}

export function guestbookRoutes(app: FastifyInstance, db: Database) {
  readRoute(app, 'guestbook', async () => {
    const rows = await db.query<{ id: number; name: string; title: string; addtime: number }>(
      'select id, name, title, addtime from guestbook_ticker order by addtime desc, id desc limit $1',
      [TICKER_SIZE],
    );
    return ok(rows.map((r): WireGuestbookItem => ({ id: r.id, name: maskName(r.name), title: r.title, addtime: ymd(r.addtime) })));
  });
}
