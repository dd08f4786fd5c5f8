// Articles (table news) and topics (table topic) as the back office reads and writes them
// (docs/decisions/0122). The public site reads only `status = 'published'` (content/content-rows.ts);
// every write that changes what it shows records the change in the same transaction
// (content/changes.ts), so each gateway drops its cached copies within its poll interval.
import type { ArticleKind, ArticleStatus, WireArticle, WireArticleRow } from '@shangji/contract';
import { type ContentKind, recordContentChange } from '../../content/changes';
import type { Database, Queryable } from '../../db/database';
import { titlePinyin } from '../../search/title-pinyin';
import { audit } from '../audit';
import { BackofficeRefusal } from '../principal';

const NEWS_MENU = 69;

export const articleLimits = { title: 80, description: 300, keywords: 200, author: 40, content: 200_000, topicBrands: 50 } as const;

export const articleMessages = {
  notFound: '文章不存在或已删除',
  title: `请填写标题（不超过${articleLimits.title}字）`,
  description: `摘要不能超过${articleLimits.description}字`,
  keywords: `关键词不能超过${articleLimits.keywords}字`,
  author: `作者不能超过${articleLimits.author}字`,
  content: '正文过长，请分成几篇',
  category: '请选择分类',
  brands: '关联品牌不存在',
  oneBrand: '头条只能关联一个品牌',
  manyBrands: `专题最多关联${articleLimits.topicBrands}个品牌`,
  thumb: '封面图须为本站上传的图片',
  notPublished: '该文章未发布，无需下线',
  alreadyPublished: '该文章已发布',
} as const;

interface Table {
  table: 'news' | 'topic';
  /** The category column: news channel (menu) or topic sub-category. */
  categoryCol: 'menu_id' | 'cid';
  change: ContentKind;
}
export const TABLES: Record<ArticleKind, Table> = {
  article: { table: 'news', categoryCol: 'menu_id', change: 'article' },
  topic: { table: 'topic', categoryCol: 'cid', change: 'topic' },
};

interface DbRow {
  id: number;
  title: string;
  status: ArticleStatus;
  content: string;
  description: string;
  keyword: string;
  thumb: string;
  author: string;
  category_id: number;
  category: string;
  addtime: number;
  publish_at: number | null;
  updated: number | null;
  brand_id: number | null;
}

const CATEGORY_NAME = {
  article: `(select name from menu m where m.id = x.menu_id)`,
  topic: `(select name from category c where c.id = x.cid)`,
};

const columns = (kind: ArticleKind) =>
  `x.id, x.title, x.status, ${kind === 'article' ? "x.content, x.author, x.brand_id" : "'' as content, '' as author, null::int as brand_id"},
   x.description, x.keyword, x.thumb, x.${TABLES[kind].categoryCol} as category_id, coalesce(${CATEGORY_NAME[kind]}, '') as category,
   x.addtime, extract(epoch from x.publish_at)::bigint as publish_at, extract(epoch from x.updated_at)::bigint as updated`;

const num = (v: number | string | null) => (v === null ? null : Number(v));

async function brandsOf(q: Queryable, kind: ArticleKind, r: DbRow): Promise<{ id: number; title: string }[]> {
  if (kind === 'article') return r.brand_id ? q.query('select id, title from brand where id = $1', [r.brand_id]) : [];
  return q.query('select b.id, b.title from topic_brand tb join brand b on b.id = tb.brand_id where tb.topic_id = $1 order by tb.sort, tb.brand_id', [r.id]);
}

async function loadRow(q: Queryable, kind: ArticleKind, id: number, lock = false): Promise<DbRow | undefined> {
  const [r] = await q.query<DbRow>(`select ${columns(kind)} from ${TABLES[kind].table} x where x.id = $1${lock ? ' for update' : ''}`, [id]);
  return r;
}

export async function loadArticle(q: Queryable, kind: ArticleKind, id: number, lock = false): Promise<WireArticle | undefined> {
  const r = await loadRow(q, kind, id, lock);
  if (!r) return undefined;
  return {
    id: r.id, kind, title: r.title, status: r.status, content: r.content, description: r.description, keywords: r.keyword, thumb: r.thumb,
    author: r.author, category_id: r.category_id, category: r.category, brands: await brandsOf(q, kind, r), published: Number(r.addtime),
    publish_at: num(r.publish_at), updated: num(r.updated),
  };
}

/** The back office's list: every status (or one), newest first, a title filter. */
export async function articlePage(
  q: Queryable, kind: ArticleKind, f: { status?: ArticleStatus | undefined; q?: string | undefined; limit: number; offset: number },
): Promise<{ items: WireArticleRow[]; total: number }> {
  const where: string[] = [];
  const params: unknown[] = [];
  if (f.status) {
    params.push(f.status);
    where.push(`x.status = $${params.length}`);
  }
  if (f.q) {
    params.push(`%${f.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
    where.push(`x.title ilike $${params.length}`);
  }
  const w = where.length ? `where ${where.join(' and ')}` : '';
  const { table } = TABLES[kind];
  // Drafts and schedules first (what an editor is working on), then the rest newest first.
  const rows = await q.query<DbRow>(
    `select ${columns(kind)} from ${table} x ${w}
     order by (x.status in ('draft', 'scheduled')) desc, x.id desc limit $${params.length + 1} offset $${params.length + 2}`,
    [...params, f.limit, f.offset],
  );
  const [count] = await q.query<{ n: number }>(`select count(*)::int as n from ${table} x ${w}`, params);
  return {
    items: rows.map((r) => ({
      id: r.id, kind, title: r.title, status: r.status, category: r.category, published: Number(r.addtime), publish_at: num(r.publish_at), updated: num(r.updated),
    })),
    total: count?.n ?? 0,
  };
}

export interface ArticleInput {
  title: string;
  content: string;
  description: string;
  keywords: string;
  thumb: string;
  author: string;
  categoryId: number;
  brandIds: number[];
}

const bad = (msg: string) => new BackofficeRefusal(400, msg);
/** A cover is one of the site's own pictures: an upload, or a generated one (the seed's). */
const OWN_PICTURE = /^\/media\/(?:[A-Za-z0-9_-]{1,100}\/){0,5}[A-Za-z0-9_-][A-Za-z0-9_.-]{0,99}\.(?:svg|png|jpe?g|webp)$/;

async function checkInput(q: Queryable, kind: ArticleKind, i: ArticleInput): Promise<void> {
  if (!i.title || i.title.length > articleLimits.title) throw bad(articleMessages.title);
  if (i.description.length > articleLimits.description) throw bad(articleMessages.description);
  if (i.keywords.length > articleLimits.keywords) throw bad(articleMessages.keywords);
  if (i.author.length > articleLimits.author) throw bad(articleMessages.author);
  if (i.content.length > articleLimits.content) throw bad(articleMessages.content);
  if (i.thumb && !OWN_PICTURE.test(i.thumb)) throw bad(articleMessages.thumb);
  const [cat] = kind === 'article'
    ? await q.query('select 1 from menu where id = $1 and pid = $2', [i.categoryId, NEWS_MENU])
    : await q.query('select 1 from category where id = $1 and pid <> 0', [i.categoryId]);
  if (!cat) throw bad(articleMessages.category);
  if (kind === 'article' && i.brandIds.length > 1) throw bad(articleMessages.oneBrand);
  if (kind === 'topic' && i.brandIds.length > articleLimits.topicBrands) throw bad(articleMessages.manyBrands);
  if (i.brandIds.length) {
    const [found] = await q.query<{ n: number }>('select count(*)::int as n from brand where id = any($1::int[])', [i.brandIds]);
    if ((found?.n ?? 0) !== new Set(i.brandIds).size) throw bad(articleMessages.brands);
  }
}

const secs = (ms: number) => Math.floor(ms / 1000);

interface Actor {
  accountId: number | null;
  ipPrefix: string;
}

const auditAction = (kind: ArticleKind, verb: string) => `${kind}.${verb}`;
const subject = (kind: ArticleKind, id: number) => `${kind}:${id}`;

/** Creates a draft (no id) or saves one; saving a published one changes the site now. */
export async function saveArticle(db: Database, actor: Actor, kind: ArticleKind, id: number | undefined, i: ArticleInput, now: number): Promise<WireArticle> {
  return db.transaction(async (tx) => {
    await checkInput(tx, kind, i);
    const { categoryCol } = TABLES[kind];
    const py = titlePinyin(i.title);
    const t = new Date(now);
    // A news article's industry (cid) is its brand's: the home page and the industry pages list by it.
    const industry = kind === 'article' && i.brandIds[0] ? ((await tx.query<{ cid_one: number }>('select cid_one from brand where id = $1', [i.brandIds[0]]))[0]?.cid_one ?? null) : null;
    let rowId: number;
    let status: ArticleStatus = 'draft';
    if (id === undefined) {
      const [row] = kind === 'article'
        ? await tx.query<{ id: number }>(
          `insert into news (status, menu_id, cid, brand_id, title, description, thumb, author, content, keyword, addtime, title_py, title_initials, updated_at, updated_by)
           values ('draft', $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14) returning id`,
          [i.categoryId, industry, i.brandIds[0] ?? null, i.title, i.description, i.thumb, i.author, i.content, i.keywords, secs(now), py.full, py.initials, t, actor.accountId],
        )
        : await tx.query<{ id: number }>(
          `insert into topic (status, cid, title, description, thumb, keyword, addtime, title_py, title_initials, updated_at, updated_by)
           values ('draft', $1, $2, $3, $4, $5, $6, $7, $8, $9, $10) returning id`,
          [i.categoryId, i.title, i.description, i.thumb, i.keywords, secs(now), py.full, py.initials, t, actor.accountId],
        );
      rowId = row!.id;
    } else {
      const current = await loadRow(tx, kind, id, true);
      if (!current) throw bad(articleMessages.notFound);
      rowId = id;
      status = current.status;
      const live = status === 'published';
      const common = [rowId, i.categoryId, i.title, i.description, i.thumb, i.keywords, py.full, py.initials, t, actor.accountId, live ? secs(now) : null];
      if (kind === 'article') {
        await tx.query(
          `update news set menu_id = $2, title = $3, description = $4, thumb = $5, keyword = $6, title_py = $7, title_initials = $8, updated_at = $9,
             updated_by = $10, modtime = coalesce($11, modtime), cid = $12, brand_id = $13, author = $14, content = $15 where id = $1`,
          [...common, industry, i.brandIds[0] ?? null, i.author, i.content],
        );
      } else {
        await tx.query(
          `update topic set ${categoryCol} = $2, title = $3, description = $4, thumb = $5, keyword = $6, title_py = $7, title_initials = $8, updated_at = $9,
             updated_by = $10, modtime = coalesce($11, modtime) where id = $1`,
          common,
        );
      }
      if (live) await recordContentChange(tx, TABLES[kind].change, rowId, now);
    }
    if (kind === 'topic') {
      await tx.query('delete from topic_brand where topic_id = $1', [rowId]);
      if (i.brandIds.length) {
        await tx.query(
          'insert into topic_brand (topic_id, brand_id, sort) select $1, b, n from unnest($2::int[]) with ordinality as u(b, n) on conflict do nothing',
          [rowId, i.brandIds],
        );
      }
    }
    await audit(tx, {
      actor: actor.accountId, action: auditAction(kind, id === undefined ? 'create' : 'update'), subject: subject(kind, rowId), ipPrefix: actor.ipPrefix, at: now,
      detail: { status, live: status === 'published' },
    });
    return (await loadArticle(tx, kind, rowId))!;
  });
}

/** Publishes now, or schedules for `at` (seconds) when that is in the future. */
export async function publishArticle(db: Database, actor: Actor, kind: ArticleKind, id: number, at: number | undefined, now: number): Promise<WireArticle> {
  return db.transaction(async (tx) => {
    const r = await loadRow(tx, kind, id, true);
    if (!r) throw bad(articleMessages.notFound);
    const { table, change } = TABLES[kind];
    if (at !== undefined && at * 1000 > now) {
      await tx.query(`update ${table} set status = 'scheduled', publish_at = $2, addtime = $3 where id = $1`, [id, new Date(at * 1000), at]);
      // Scheduling a published one takes it down until then.
      if (r.status === 'published') await recordContentChange(tx, change, id, now);
      await audit(tx, { actor: actor.accountId, action: auditAction(kind, 'schedule'), subject: subject(kind, id), ipPrefix: actor.ipPrefix, at: now, detail: { at, from: r.status } });
    } else {
      if (r.status === 'published') throw bad(articleMessages.alreadyPublished);
      // A withdrawn one comes back with its first date; a draft or an early schedule is published now.
      const when = r.status === 'withdrawn' ? Number(r.addtime) : secs(now);
      await tx.query(`update ${table} set status = 'published', publish_at = null, addtime = $2 where id = $1`, [id, when]);
      await recordContentChange(tx, change, id, now);
      await audit(tx, { actor: actor.accountId, action: auditAction(kind, 'publish'), subject: subject(kind, id), ipPrefix: actor.ipPrefix, at: now, detail: { from: r.status } });
    }
    return (await loadArticle(tx, kind, id))!;
  });
}

/** Takes a published one down (withdrawn), or cancels a schedule (back to a draft). */
export async function unpublishArticle(db: Database, actor: Actor, kind: ArticleKind, id: number, now: number): Promise<WireArticle> {
  return db.transaction(async (tx) => {
    const r = await loadRow(tx, kind, id, true);
    if (!r) throw bad(articleMessages.notFound);
    const { table, change } = TABLES[kind];
    if (r.status === 'published') {
      await tx.query(`update ${table} set status = 'withdrawn', modtime = $2 where id = $1`, [id, secs(now)]);
      await recordContentChange(tx, change, id, now);
      await audit(tx, { actor: actor.accountId, action: auditAction(kind, 'unpublish'), subject: subject(kind, id), ipPrefix: actor.ipPrefix, at: now });
    } else if (r.status === 'scheduled') {
      await tx.query(`update ${table} set status = 'draft', publish_at = null where id = $1`, [id]);
      await audit(tx, { actor: actor.accountId, action: auditAction(kind, 'unschedule'), subject: subject(kind, id), ipPrefix: actor.ipPrefix, at: now });
    } else {
      throw bad(articleMessages.notPublished);
    }
    return (await loadArticle(tx, kind, id))!;
  });
}

/**
 * Publishes every schedule that is due at `now`: each row turns published in one transaction with its
 * recorded change and audit row (actor: the system), so the gateways drop their copies at its time.
 * Safe on several upstreams at once: a row another sweep published no longer matches.
 */
export async function publishDue(db: Database, now: number): Promise<number> {
  let published = 0;
  for (const kind of ['article', 'topic'] as const) {
    const { table, change } = TABLES[kind];
    published += await db.transaction(async (tx) => {
      const rows = await tx.query<{ id: number }>(
        `update ${table} set status = 'published', publish_at = null where status = 'scheduled' and publish_at <= $1 returning id`,
        [new Date(now)],
      );
      for (const r of rows) {
        await recordContentChange(tx, change, r.id, now);
        await audit(tx, { actor: null, action: auditAction(kind, 'publish'), subject: subject(kind, r.id), at: now, detail: { scheduled: true } });
      }
      return rows.length;
    });
  }
  return published;
}

/** What the category pickers offer. */
export async function articleChoices(q: Queryable) {
  const [article, topic] = await Promise.all([
    q.query<{ id: number; name: string; parent: string }>("select id, name, '头条' as parent from menu where pid = $1 order by sort, id", [NEWS_MENU]),
    q.query<{ id: number; name: string; parent: string }>('select c.id, c.name, p.name as parent from category c join category p on p.id = c.pid order by p.id, c.id'),
  ]);
  return { article, topic };
}
