import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Database } from '../db/database';
import { placeholderSvg } from '../media/placeholder-svg';

// Seeded image URLs never change meaning, so browsers and the gateway may keep them for a year.
const CACHE = 'public, max-age=31536000, immutable';

type Size = { width: number; height: number };
const sizes = {
  thumb: { width: 300, height: 200 },
  slide: { width: 360, height: 240 },
  slideThumb: { width: 82, height: 55 },
  news: { width: 240, height: 160 },
  topic: { width: 380, height: 200 },
  poster: { width: 750, height: 1000 },
  banner: { width: 1200, height: 383 },
  user: { width: 64, height: 64 },
  picture: { width: 200, height: 200 },
} satisfies Record<string, Size>;

function send(reply: FastifyReply, size: Size, text: string, seed: number, sub?: string) {
  return reply
    .header('content-type', 'image/svg+xml; charset=utf-8')
    .header('cache-control', CACHE)
    .send(placeholderSvg({ ...size, text, seed, ...(sub ? { sub } : {}) }));
}

const notFound = (reply: FastifyReply) => reply.code(404).header('content-type', 'text/plain; charset=utf-8').send('not found');

async function titleOf(db: Database, table: 'brand' | 'news' | 'topic' | 'ad', id: number): Promise<string | undefined> {
  if (!Number.isSafeInteger(id) || id < 1 || id > 2_147_483_647) return undefined;
  const rows = await db.query<{ title: string }>(`select title from ${table} where id = $1`, [id]);
  return rows[0]?.title;
}

export function mediaRoutes(app: FastifyInstance, db: Database) {
  app.get<{ Params: { id: string; file: string } }>('/media/brand/:id/:file', async (req, reply) => {
    const id = Number(req.params.id);
    const m = /^(?:(thumb)|slide-(\d{1,2})(-thumb)?)\.svg$/.exec(req.params.file);
    const title = m ? await titleOf(db, 'brand', id) : undefined;
    if (!m || !title) return notFound(reply);
    if (m[1]) return send(reply, sizes.thumb, title, id);
    const n = Number(m[2]);
    return send(reply, m[3] ? sizes.slideThumb : sizes.slide, m[3] ? title.slice(0, 4) : title, id + n, m[3] ? undefined : `图${n}`);
  });

  app.get<{ Params: { file: string } }>('/media/:kind/:file', async (req, reply) => {
    const { kind, file } = req.params as { kind: string; file: string };
    const m = /^(\d{1,10})(?:-(\d{1,2}))?\.svg$/.exec(file);
    if (!m) return notFound(reply);
    const id = Number(m[1]);
    const n = m[2] ? Number(m[2]) : 0;
    switch (kind) {
      case 'news':
      case 'topic': {
        const title = await titleOf(db, kind, id);
        return title ? send(reply, sizes[kind], title.slice(0, 12), id, kind === 'news' ? '头条' : '专题') : notFound(reply);
      }
      case 'poster': {
        const title = await titleOf(db, 'brand', id);
        return title && n > 0 ? send(reply, sizes.poster, title, id + n, `品牌海报 ${n}`) : notFound(reply);
      }
      case 'banner': {
        const title = await titleOf(db, 'ad', id);
        return title ? send(reply, sizes.banner, title, id, '品牌招商') : notFound(reply);
      }
      case 'user':
        return send(reply, sizes.user, '用户', id);
      case 'comment':
        return send(reply, sizes.picture, `实拍${n || 1}`, id + n);
      default:
        return notFound(reply);
    }
  });
}
