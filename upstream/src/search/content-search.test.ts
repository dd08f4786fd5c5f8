// News and topic search through their postings (migration 0034, docs/decisions/0126), on PGlite and on
// PostgreSQL (TEST_DATABASE_URL): every page and the total equal a plain substring filter over the
// published titles, newest first; the back office's writes keep the postings true (a published article
// is found under every part of its title, an edited one under its new title only, a withdrawn one under
// none); and both engines answer the same rows in the same order.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { calls, envelope, wireNewsList, wireTopicList } from '@shangji/contract';
import { type ArticleInput, publishArticle, saveArticle, unpublishArticle } from '../backoffice/articles/store';
import { backends, type BackendName, call, type Harness, startUpstream } from '../test/harness';

const hs = new Map<BackendName, Harness>();

beforeAll(async () => {
  for (const kind of backends) hs.set(kind, await startUpstream(kind));
});
afterAll(async () => {
  for (const h of hs.values()) await h.close();
});

interface Titled {
  id: number;
  title: string;
  addtime: number;
}

const newsList = envelope(wireNewsList);
const topicList = envelope(wireTopicList);

/** Every page of a news or topic search: the ids in order and the total the first page gave. */
async function allPages(h: Harness, model: 'news' | 'topic', keyword: string): Promise<{ ids: number[]; total: number }> {
  const size = model === 'news' ? 15 : 20;
  const ids: number[] = [];
  let total = -1;
  for (let page = 1; page <= 60; page++) {
    const body = (await call(h.app, model === 'news' ? calls.newsList.path : calls.topicList.path, { keyword, page })).body;
    const d = model === 'news' ? newsList.parse(body).data : topicList.parse(body).data;
    if (page === 1) total = d.totalcount;
    ids.push(...d.listinfo.map((r) => r.id));
    if (d.listinfo.length < size) break;
  }
  return { ids, total };
}

/** The published rows whose title holds `keyword`, newest first, id breaking ties. */
async function expected(h: Harness, table: 'news' | 'topic', keyword: string): Promise<number[]> {
  const rows = await h.db.query<Titled>(`select id, title, addtime from ${table} where status = 'published'`);
  return rows
    .filter((r) => r.title.includes(keyword))
    .sort((a, b) => b.addtime - a.addtime || b.id - a.id)
    .map((r) => r.id);
}

/** Keywords of 1–4 and 6 characters cut from the seed's titles, a few made of characters that never meet, and LIKE's wildcards. */
async function keywordsOf(h: Harness, table: 'news' | 'topic'): Promise<string[]> {
  const titles = (await h.db.query<{ title: string }>(`select title from ${table} order by id limit 12`)).map((r) => r.title);
  const cut = titles.flatMap((t, i) => [1, 2, 3, 4, 6].map((len) => [...t].slice(i % 4, (i % 4) + len).join('')));
  return [...new Set([...cut, '店加', '加盟加盟店', '%', '_', '鲸', 'x'])];
}

describe.each(backends)('news and topic search through postings (%s)', (kind) => {
  let h: Harness;
  beforeAll(() => {
    h = hs.get(kind)!;
  });

  it.each(['news', 'topic'] as const)('%s: every page and the exact total equal a substring filter of the published titles', async (table) => {
    for (const k of await keywordsOf(h, table)) {
      const want = await expected(h, table, k);
      const got = await allPages(h, table, k);
      expect(got.total, k).toBe(want.length);
      expect(got.ids, k).toEqual(want);
    }
  });

  it.each([
    ['article', 'news'],
    ['topic', 'topic'],
  ] as const)('%s: found once published, under its new title once edited, nowhere once withdrawn', async (articleKind, table) => {
    const actor = { accountId: null, ipPrefix: 'test' };
    const category =
      articleKind === 'article'
        ? (await h.db.query<{ id: number }>('select id from menu where pid = 69 order by sort, id limit 1'))[0]!.id
        : (await h.db.query<{ id: number }>('select id from category where pid <> 0 order by id limit 1'))[0]!.id;
    const input = (title: string): ArticleInput => ({ title, content: '<p>正文</p>', description: '摘要', keywords: '', thumb: '', author: '', categoryId: category, brandIds: [] });
    const t = Date.UTC(2031, 2, 1, 2);
    const search = (k: string) => allPages(h, table, k);
    const before = await search('鲸');

    const draft = await saveArticle(h.db, actor, articleKind, undefined, input('鲸鱼号外测试'), t);
    expect((await search('鲸鱼号外')).total).toBe(0);
    expect(await search('鲸')).toEqual(before);

    await publishArticle(h.db, actor, articleKind, draft.id, undefined, t);
    for (const k of ['鲸', '鲸鱼', '号外测', '鲸鱼号外测试']) {
      const found = await search(k);
      expect(found.ids, k).toContain(draft.id);
      expect(found.ids, k).toEqual(await expected(h, table, k));
      expect(found.total, k).toBe(found.ids.length);
    }
    expect((await search('鲸')).total).toBe(before.total + 1);

    // Views are counted by an update of the row: the postings stay as they are.
    await h.db.query(`update ${table} set ${table === 'news' ? 'hits = hits + 1' : 'modtime = modtime'} where id = $1`, [draft.id]);
    expect((await search('鲸鱼')).ids).toContain(draft.id);

    await saveArticle(h.db, actor, articleKind, draft.id, input('海豚快讯测试'), t);
    expect((await search('鲸鱼')).ids).not.toContain(draft.id);
    expect((await search('鲸')).total).toBe(before.total);
    expect((await search('海豚快讯')).ids).toEqual([draft.id]);

    await unpublishArticle(h.db, actor, articleKind, draft.id, t);
    for (const k of ['海', '海豚', '海豚快讯测试']) {
      const found = await search(k);
      expect(found.ids, k).not.toContain(draft.id);
      expect(found.ids, k).toEqual(await expected(h, table, k));
      expect(found.total, k).toBe(found.ids.length);
    }
    expect(await search('鲸')).toEqual(before);
  });
});

describe.runIf(backends.length > 1)('news and topic search on both engines', () => {
  it('answers the same rows, order and totals on PGlite and PostgreSQL', async () => {
    const [a, b] = [hs.get('pglite')!, hs.get('postgres')!];
    for (const table of ['news', 'topic'] as const) {
      for (const k of [...(await keywordsOf(a, table)), '加盟', '店', '火锅 加盟', 'jiameng', 'jm']) {
        expect(await allPages(b, table, k), `${table} ${k}`).toEqual(await allPages(a, table, k));
      }
    }
  });
});
