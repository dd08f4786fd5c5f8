// Generated images (docs/decisions/0008, 0065). Every picture is drawn for the frame it is shown in:
// a file name may carry the frame, `thumb.150x100.svg`, `12-1.80x80.svg`; without one the item's
// default size is used (the seeded URLs). The layout follows the frame's aspect ratio, so a brand's
// name and mark are never cropped by `object-fit: cover`. A small frame may also be asked for as WebP,
// `thumb.96x64.webp`: the same drawing rasterised at twice the frame's pixels (decision 0154).
import { readFileSync } from 'node:fs';
import { LRUCache } from 'lru-cache';
import sharp from 'sharp';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Database } from '../db/database';
import { newsMenus } from '../db/seed/industries';
import { avatarArt, brandArt, coverArt, pictureArt, type Frame } from '../media/art/draw';

// Seeded image URLs never change meaning, so browsers and the gateway may keep them for a year.
const CACHE = 'public, max-age=31536000, immutable';

const defaults = {
  thumb: { width: 300, height: 200 },
  slide: { width: 360, height: 240 },
  slideThumb: { width: 82, height: 55 },
  news: { width: 240, height: 160 },
  topic: { width: 380, height: 200 },
  poster: { width: 750, height: 1000 },
  banner: { width: 1200, height: 383 },
  user: { width: 64, height: 64 },
  picture: { width: 200, height: 200 },
} satisfies Record<string, Frame>;

/** Frames a file name may ask for: whole pixels, 16 to 2000 on each side. */
export const FRAME_MIN = 16;
export const FRAME_MAX = 2000;

/**
 * The largest frame (in CSS pixels, width × height) drawn as WebP: thumbnails, cards and slides. A browser
 * builds a whole document for every SVG picture (an isolated SVG document: its frame, style, layout and
 * CJK text shaping, ~20 ms a picture on a test host before any phone's slowdown), so a page of thumbnails
 * spent most of its main thread on them; a decoded WebP costs a fraction of a millisecond. Banners and
 * posters, one or two to a page, stay SVG (as WebP they would weigh tens of KB).
 */
export const RASTER_MAX_AREA = 120_000;
/** WebP is drawn at this many pixels per CSS pixel (high-density screens). */
const RASTER_DENSITY = 2;

type Format = 'svg' | 'webp';

/** Splits `name.WxH.svg` (or `.webp`) into the name, its frame (null: no frame) and format; undefined: not a valid file. */
export function parseFile(file: string): { name: string; frame: Frame | null; format: Format } | undefined {
  const m = /^([A-Za-z0-9-]+?)(?:\.(\d{2,4})x(\d{2,4}))?\.(svg|webp)$/.exec(file);
  if (!m) return undefined;
  const format = m[4] as Format;
  if (!m[2]) return format === 'svg' ? { name: m[1]!, frame: null, format } : undefined;
  const width = Number(m[2]);
  const height = Number(m[3]);
  if ([width, height].some((n) => n < FRAME_MIN || n > FRAME_MAX)) return undefined;
  if (format === 'webp' && width * height > RASTER_MAX_AREA) return undefined;
  return { name: m[1]!, frame: { width, height }, format };
}

// Rasterised pictures, kept by address (a drawing is a function of its address and the seeded rows):
// drawing one costs ~10 ms of the thread pool, and a page asks for a dozen. 4,096 of them: ~3–20 KB each.
const rasters = new LRUCache<string, Promise<Buffer>>({ max: 4096 });

function rasterise(key: string, svg: string): Promise<Buffer> {
  let image = rasters.get(key);
  if (!image) {
    image = sharp(Buffer.from(svg), { density: 72 * RASTER_DENSITY }).webp({ quality: 82 }).toBuffer();
    // A failed drawing is not kept: the next request tries again.
    image.catch(() => rasters.delete(key));
    rasters.set(key, image);
  }
  return image;
}

async function send(reply: FastifyReply, svg: string, format: Format = 'svg') {
  if (format === 'webp') {
    const image = await rasterise(reply.request.url.split('?', 1)[0]!, svg);
    return reply.header('content-type', 'image/webp').header('cache-control', CACHE).send(image);
  }
  return reply.header('content-type', 'image/svg+xml; charset=utf-8').header('cache-control', CACHE).send(svg);
}

const notFound = (reply: FastifyReply) => reply.code(404).header('content-type', 'text/plain; charset=utf-8').send('not found');

const validId = (id: number) => Number.isSafeInteger(id) && id >= 1 && id <= 2_147_483_647;

interface BrandFacts {
  title: string;
  industry: number;
  sub: string | null;
  product: string;
  money: string;
}

const BRAND_FACTS = `select b.title, b.cid_one - 1 as industry, c.name as sub, b.product, b.money
  from brand b left join category c on c.id = b.cid`;

async function brandFacts(db: Database, id: number): Promise<BrandFacts | undefined> {
  if (!validId(id)) return undefined;
  return (await db.query<BrandFacts>(`${BRAND_FACTS} where b.id = $1`, [id]))[0];
}

const tagline = (b: BrandFacts) => `${b.product} · 投资${b.money}`;

/**
 * The sample clip of poster video items (tools/sample-video.mjs): drawn by us, on our own origin, as the
 * site's CSP (media-src 'self') requires. Byte ranges are answered, so a player can seek.
 */
const SAMPLE_VIDEO = new URL('../media/video/intro.mp4', import.meta.url);
let sampleVideo: Buffer | undefined;

function sendVideo(req: FastifyRequest, reply: FastifyReply) {
  sampleVideo ??= readFileSync(SAMPLE_VIDEO);
  const size = sampleVideo.length;
  reply.header('content-type', 'video/mp4').header('cache-control', CACHE).header('accept-ranges', 'bytes');
  const range = /^bytes=(\d*)-(\d*)$/.exec(req.headers.range ?? '');
  if (!range || (!range[1] && !range[2])) return reply.send(sampleVideo);
  const start = range[1] ? Number(range[1]) : Math.max(0, size - Number(range[2]));
  const end = range[1] && range[2] ? Math.min(Number(range[2]), size - 1) : size - 1;
  if (start >= size || start > end) return reply.code(416).header('content-range', `bytes */${size}`).send();
  return reply.code(206).header('content-range', `bytes ${start}-${end}/${size}`).send(sampleVideo.subarray(start, end + 1));
}

export function mediaRoutes(app: FastifyInstance, db: Database) {
  app.get('/media/video/intro.mp4', sendVideo);

  app.get<{ Params: { id: string; file: string } }>('/media/brand/:id/:file', async (req, reply) => {
    const file = parseFile(req.params.file);
    const m = file && /^(?:(thumb)|slide-(\d{1,2})(-thumb)?)$/.exec(file.name);
    const b = m ? await brandFacts(db, Number(req.params.id)) : undefined;
    if (!m || !b) return notFound(reply);
    const n = m[2] ? Number(m[2]) : 0;
    const frame = file!.frame ?? (m[1] ? defaults.thumb : m[3] ? defaults.slideThumb : defaults.slide);
    return send(reply, brandArt({ ...frame, name: b.title, sub: b.sub, industry: b.industry, tagline: tagline(b), seed: Number(req.params.id) + n }), file!.format);
  });

  app.get<{ Params: { kind: string; file: string } }>('/media/:kind/:file', async (req, reply) => {
    const { kind } = req.params;
    const file = parseFile(req.params.file);
    const m = file && /^(\d{1,10})(?:-(\d{1,2}))?$/.exec(file.name);
    if (!file || !m) return notFound(reply);
    const id = Number(m[1]);
    const n = m[2] ? Number(m[2]) : 0;
    if (!validId(id)) return notFound(reply);
    switch (kind) {
      case 'news': {
        const [row] = await db.query<{ title: string; industry: number | null; sub: string | null; menu_id: number }>(
          `select n.title, coalesce(n.cid, b.cid_one, 16) - 1 as industry, c.name as sub, n.menu_id
             from news n left join brand b on b.id = n.brand_id left join category c on c.id = b.cid where n.id = $1 and n.status = 'published'`,
          [id],
        );
        if (!row) return notFound(reply);
        const tag = newsMenus.find((x) => x.id === row.menu_id)?.name ?? '头条';
        return send(reply, coverArt({ ...(file.frame ?? defaults.news), title: row.title, tag, industry: row.industry ?? 15, sub: row.sub, seed: id }), file.format);
      }
      case 'topic': {
        const [row] = await db.query<{ title: string; industry: number; sub: string }>(
          `select t.title, c.pid - 1 as industry, c.name as sub from topic t join category c on c.id = t.cid where t.id = $1 and t.status = 'published'`,
          [id],
        );
        if (!row) return notFound(reply);
        return send(reply, coverArt({ ...(file.frame ?? defaults.topic), title: row.title, tag: `${row.sub}专题`, industry: row.industry, sub: row.sub, seed: id }), file.format);
      }
      case 'poster': {
        const b = n > 0 ? await brandFacts(db, id) : undefined;
        if (!b) return notFound(reply);
        return send(reply, brandArt({ ...(file.frame ?? defaults.poster), name: b.title, sub: b.sub, industry: b.industry, tagline: tagline(b), cta: '扫码咨询加盟', label: `海报 ${n}`, seed: n - 1 }), file.format);
      }
      case 'banner': {
        // An ad names its brand by title (the ad table holds no brand id); unknown titles keep a neutral look.
        const [row] = await db.query<{ title: string; industry: number | null; sub: string | null; product: string | null; money: string | null }>(
          `select a.title, b.cid_one - 1 as industry, c.name as sub, b.product, b.money
             from ad a left join brand b on b.title = a.title left join category c on c.id = b.cid where a.id = $1 limit 1`,
          [id],
        );
        if (!row) return notFound(reply);
        const line = row.product ? `${row.product} · 投资${row.money} · 全国招商` : '品牌招商';
        return send(reply, brandArt({ ...(file.frame ?? defaults.banner), name: row.title, sub: row.sub, industry: row.industry ?? 15, tagline: line, cta: '立即咨询', seed: id }), file.format);
      }
      case 'user':
        return send(reply, avatarArt({ ...(file.frame ?? defaults.user), seed: id }), file.format);
      case 'comment': {
        const [row] = await db.query<{ industry: number; sub: string | null }>(
          'select b.cid_one - 1 as industry, c.name as sub from comment m join brand b on b.id = m.brand_id left join category c on c.id = b.cid where m.id = $1',
          [id],
        );
        if (!row) return notFound(reply);
        return send(reply, pictureArt({ ...(file.frame ?? defaults.picture), industry: row.industry, sub: row.sub, n: n || 1, seed: id + n }), file.format);
      }
      default:
        return notFound(reply);
    }
  });
}
