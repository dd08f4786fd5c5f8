// The back office's article and topic routes (contract/src/backoffice-articles-calls.ts,
// docs/decisions/0122): ops and admin only — every other account, brand roles included, gets the
// recorded 403 of principal.ts. Each write is audited in its own transaction (store.ts).
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { ARTICLE_KINDS, ARTICLE_STATUSES, type Envelope } from '@shangji/contract';
import type { Database } from '../../db/database';
import type { EnquiryOptions } from '../../enquiry/options';
import { audit } from '../audit';
import { BackofficeRefusal, backofficeMessages, hasStaffRole, type Principal, refuseUnless, requireSignedIn } from '../principal';
import { checkImage, ImageRefused, storeImage, UPLOAD_MAX_BYTES } from './images';
import { articleChoices, articleMessages, articlePage, loadArticle, publishArticle, saveArticle, unpublishArticle } from './store';

const blank = (v: unknown) => (v === '' || v === null ? undefined : Array.isArray(v) ? v[0] : v);
const intP = (min = 1, max = 2_147_483_647) => z.preprocess(blank, z.coerce.number().int().min(min).max(max));
const textP = (max: number) => z.preprocess((v) => (Array.isArray(v) ? v[0] : v), z.string().max(max).optional()).transform((s) => (s ?? '').trim());
const kind = z.enum(ARTICLE_KINDS);

function params<S extends z.ZodType>(req: FastifyRequest, schema: S): z.infer<S> {
  const body = req.body && typeof req.body === 'object' ? (req.body as Record<string, unknown>) : {};
  const query = req.query && typeof req.query === 'object' ? (req.query as Record<string, unknown>) : {};
  const parsed = schema.safeParse({ ...query, ...body });
  if (!parsed.success) throw new BackofficeRefusal(400, backofficeMessages.invalid);
  return parsed.data;
}

const answer = <T>(data: T): Envelope<T> => ({ code: 200, msg: 'success', data });

export function articleRoutes(app: FastifyInstance, db: Database, options: EnquiryOptions): void {
  const now = options.now ?? Date.now;

  /** The editor: ops or admin, or the recorded 403. */
  async function editor(req: FastifyRequest, call: string): Promise<Principal> {
    const p = await requireSignedIn(db, req, now());
    await refuseUnless(db, p, hasStaffRole(p, 'ops', 'admin'), { action: call, now: now() });
    return p;
  }
  const actor = (p: Principal) => ({ accountId: p.accountId, ipPrefix: p.ipPrefix });

  app.get('/admin/v1/articles', async (req) => {
    await editor(req, 'adminArticles');
    const f = params(req, z.object({
      kind, status: z.preprocess(blank, z.enum(ARTICLE_STATUSES).optional()), q: textP(80),
      page: intP(1, 1_000_000).optional().transform((n) => n ?? 1), size: intP(1, 100).optional().transform((n) => n ?? 20),
    }));
    return answer(await articlePage(db, f.kind, { status: f.status, q: f.q || undefined, limit: f.size, offset: (f.page - 1) * f.size }));
  });

  app.get('/admin/v1/article', async (req) => {
    await editor(req, 'adminArticle');
    const f = params(req, z.object({ kind, id: intP() }));
    const a = await loadArticle(db, f.kind, f.id);
    if (!a) throw new BackofficeRefusal(400, articleMessages.notFound);
    return answer(a);
  });

  app.get('/admin/v1/article/choices', async (req) => {
    await editor(req, 'adminArticleChoices');
    return answer(await articleChoices(db));
  });

  app.get('/admin/v1/article/brands', async (req) => {
    await editor(req, 'adminArticleBrands');
    const f = params(req, z.object({ q: textP(40) }));
    if (!f.q) return answer([]);
    const id = /^\d{1,9}$/.test(f.q) ? Number(f.q) : 0;
    const rows = await db.query<{ id: number; title: string }>(
      `select id, title from brand where id = $1 or title ilike $2 order by (id = $1) desc, hits desc, id limit 20`,
      [id, `%${f.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`],
    );
    return answer(rows);
  });

  // Article bodies with pictures run longer than the upstream's default body limit (64 KB).
  app.post('/admin/v1/article/save', { bodyLimit: 1024 * 1024 }, async (req) => {
    const p = await editor(req, 'adminSaveArticle');
    const f = params(req, z.object({
      kind, id: intP().optional(), title: textP(200), content: z.preprocess((v) => v ?? '', z.string().max(400_000)), description: textP(1000),
      keywords: textP(1000), thumb: textP(300), author: textP(200), category_id: z.preprocess((v) => v ?? 0, z.coerce.number().int().min(0).max(2_147_483_647)),
      brands: textP(2000),
    }));
    const brandIds = f.brands ? f.brands.split(',').map((s) => s.trim()).filter(Boolean).map(Number) : [];
    if (brandIds.some((n) => !Number.isSafeInteger(n) || n < 1 || n > 2_147_483_647)) throw new BackofficeRefusal(400, articleMessages.brands);
    return answer(await saveArticle(db, actor(p), f.kind, f.id, {
      title: f.title, content: f.content, description: f.description, keywords: f.keywords, thumb: f.thumb, author: f.author, categoryId: f.category_id, brandIds,
    }, now()));
  });

  app.post('/admin/v1/article/publish', async (req) => {
    const p = await editor(req, 'adminPublishArticle');
    const f = params(req, z.object({ kind, id: intP(), at: intP(0).optional() }));
    return answer(await publishArticle(db, actor(p), f.kind, f.id, f.at, now()));
  });

  app.post('/admin/v1/article/unpublish', async (req) => {
    const p = await editor(req, 'adminUnpublishArticle');
    const f = params(req, z.object({ kind, id: intP() }));
    return answer(await unpublishArticle(db, actor(p), f.kind, f.id, now()));
  });

  // base64 of at most UPLOAD_MAX_BYTES, in a form body.
  app.post('/admin/v1/media/upload', { bodyLimit: Math.ceil(UPLOAD_MAX_BYTES * 1.4) + 4096 }, async (req) => {
    const p = await editor(req, 'adminUploadImage');
    const f = params(req, z.object({ data: z.string().max(Math.ceil(UPLOAD_MAX_BYTES * 1.37) + 100) }));
    const raw = f.data.replace(/^data:[^,]{0,100},/, '');
    const bytes = Buffer.from(raw, 'base64');
    const t = now();
    try {
      const img = await checkImage(bytes);
      const url = await db.transaction(async (tx) => {
        const u = await storeImage(tx, img, p.accountId, t);
        await audit(tx, { actor: p.accountId, action: 'media.upload', subject: `media:${img.id}`, ipPrefix: p.ipPrefix, at: t, detail: { bytes: img.bytes.length, type: img.contentType } });
        return u;
      });
      return answer({ url, width: img.width, height: img.height });
    } catch (err) {
      if (!(err instanceof ImageRefused)) throw err;
      await audit(db, { actor: p.accountId, action: 'media.upload', outcome: 'refused', ipPrefix: p.ipPrefix, at: t, detail: { bytes: bytes.length, reason: err.message } });
      throw new BackofficeRefusal(400, err.message);
    }
  });
}
