// Chinese search (zhaoshang/news/zhuanti list with keyword) and getSearch suggestions, on PGlite and on
// PostgreSQL (TEST_DATABASE_URL): substring matches for 1-, 2- and 3+-character keywords, title matches
// first, pinyin and initials, LIKE wildcards taken literally, and identical rows on both engines.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { titlePinyin } from './title-pinyin';
import { wireBrandSearch, wireNewsList, wireSuggestion, wireTopicList } from '@shangji/contract';
import { seedDatabase } from '../db/seed/seed';
import { backends, type BackendName, call, type Harness, startUpstream, TEST_SEED } from '../test/harness';
import { envelope, errorEnvelope } from '@shangji/contract';
import { EXACT_COUNT_BOUND, searchBrands } from './search';
import type { Queryable } from '../db/database';
import { calls } from '@shangji/contract';

const brandSearch = envelope(wireBrandSearch);
const hs = new Map<BackendName, Harness>();

beforeAll(async () => {
  for (const kind of backends) hs.set(kind, await startUpstream(kind));
});
afterAll(async () => {
  for (const h of hs.values()) await h.close();
});

interface B {
  id: number;
  title: string;
  product: string;
  company: string;
  hits: number;
}

/** Every page of a brand search, concatenated. */
async function allBrandIds(h: Harness, keyword: string) {
  const ids: number[] = [];
  let total = -1;
  let estimated = false;
  for (let page = 1; page < 200; page++) {
    const d = brandSearch.parse((await call(h.app, calls.brandList.path, { keyword, page })).body).data;
    total = d.totalcount;
    estimated = d.totalIsEstimate;
    expect(d.listinfo.length).toBeLessThanOrEqual(15);
    ids.push(...d.listinfo.map((b) => b.id));
    if (d.listinfo.length < 15) break;
  }
  return { ids, total, estimated };
}

describe.each(backends)('search (%s)', (kind) => {
  let h: Harness;
  let brands: B[];
  beforeAll(async () => {
    h = hs.get(kind)!;
    brands = await h.db.query<B>('select id, title, product, company, hits from brand order by id');
  });

  const expected = (k: string) => brands.filter((b) => b.title.includes(k) || b.product.includes(k) || b.company.includes(k));

  it('finds exactly the brands containing 1-, 2- and 3+-character keywords, 15 a page', async () => {
    const sub = brands[0]!.title; // e.g. 锦星球小院火锅
    for (const k of [sub.slice(-1), sub.slice(-2), sub.slice(-4), sub]) {
      const want = expected(k).map((b) => b.id);
      const { ids, total, estimated } = await allBrandIds(h, k);
      expect(estimated).toBe(want.length > EXACT_COUNT_BOUND);
      if (!estimated) expect(total).toBe(want.length);
      expect([...ids].sort((a, b) => a - b)).toEqual(want);
      expect(new Set(ids).size).toBe(ids.length);
    }
  });

  it('counts exactly up to the bound and estimates past it, with the same pages either way', async () => {
    // The seed is small: the same code runs with a bound of 40 instead of EXACT_COUNT_BOUND.
    const bound = 40;
    const freq = new Map<string, number>();
    for (const b of brands) for (const c of new Set(b.title + b.product + b.company)) freq.set(c, (freq.get(c) ?? 0) + 1);
    const [common] = [...freq].filter(([c]) => /\p{Script=Han}/u.test(c)).sort((a, b) => b[1] - a[1])[0]!;
    const want = expected(common);
    expect(want.length).toBeGreaterThan(bound * 2);
    const first = await searchBrands(h.db, common, 15, 0, bound);
    expect(first.totalIsEstimate).toBe(true);
    expect(first.totalcount).toBeGreaterThan(bound);
    expect(Math.abs(first.totalcount - want.length) / want.length).toBeLessThan(0.5);
    // Page 1 and the last full page hold exactly the rows the full ranking puts there.
    const rank = (b: B) => (b.title.includes(common) ? 0 : b.product.includes(common) ? 1 : 2);
    const ranked = [...want].sort((a, b) => rank(a) - rank(b) || b.hits - a.hits || a.id - b.id).map((b) => b.id);
    expect(first.listinfo.map((b) => b.id)).toEqual(ranked.slice(0, 15));
    const offset = (Math.floor(want.length / 15) - 1) * 15;
    const later = await searchBrands(h.db, common, 15, offset, bound);
    expect(later.listinfo.map((b) => b.id)).toEqual(ranked.slice(offset, offset + 15));
    // A keyword under the bound is counted exactly and says so.
    const rare = [...freq].find(([c, n]) => /\p{Script=Han}/u.test(c) && n > 1 && n < bound)![0];
    const exact = await searchBrands(h.db, rare, 15, 0, bound);
    expect(exact).toMatchObject({ totalcount: expected(rare).length, totalIsEstimate: false });
  });

  it('ranks title matches first, then by views, id breaking ties', async () => {
    // A keyword some brands have in the title and others only in product or company.
    let keyword = '';
    for (const b of brands) {
      for (const text of [b.product, b.company]) {
        for (let i = 0; i + 2 <= text.length && !keyword; i++) {
          const k = text.slice(i, i + 2);
          const hits = expected(k);
          if (hits.some((x) => x.title.includes(k)) && hits.some((x) => !x.title.includes(k))) keyword = k;
        }
      }
      if (keyword) break;
    }
    expect(keyword).not.toBe('');
    const { ids } = await allBrandIds(h, keyword);
    const byId = new Map(brands.map((b) => [b.id, b]));
    const inTitle = ids.map((id) => byId.get(id)!.title.includes(keyword));
    expect(inTitle.indexOf(false)).toBeGreaterThan(0);
    expect(inTitle.slice(inTitle.indexOf(false))).not.toContain(true);
    const titled = ids.filter((id) => byId.get(id)!.title.includes(keyword)).map((id) => byId.get(id)!.hits);
    expect(titled).toEqual([...titled].sort((a, b) => b - a));
  });

  it('keeps one- and two-character search equal to brand through inserts, edits, view counts and deletes', async () => {
    // brand_gram follows brand_search, which follows brand (migrations 0010, 0013); a rollback keeps
    // the seed as it was for the other tests.
    const probe = '鲲鹏';
    const seen = async (db: Queryable, k: string) => (await searchBrands(db, k, 15, 0)).listinfo.map((b) => b.id);
    await h.db
      .transaction(async (tx) => {
        expect(await seen(tx, probe)).toEqual([]);
        const [a, b] = brands.slice(0, 2).map((x) => x.id) as [number, number];
        await tx.query(`update brand set company = company || $2 where id = $1`, [a, probe]);
        await tx.query(`update brand set title = title || $2, hits = 1 where id = $1`, [b, probe]);
        // b has it in the title (rank 0), a only in the company (rank 2).
        expect(await seen(tx, probe)).toEqual([b, a]);
        expect(await seen(tx, '鲲')).toEqual([b, a]);
        await tx.query(`update brand set title = replace(title, $2, ''), product = product || $2 where id = $1`, [b, probe]);
        await tx.query(`update brand set hits = 0 where id = $1`, [a]);
        expect(await seen(tx, probe)).toEqual([b, a]);
        await tx.query(`update brand set product = company || $2 where id = $1`, [a, probe]);
        await tx.query(`update brand set hits = 9999999 where id = $1`, [a]);
        // Both in the product now: views decide.
        expect(await seen(tx, probe)).toEqual([a, b]);
        await tx.query(`delete from brand_search where id = $1`, [b]);
        expect(await seen(tx, probe)).toEqual([a]);
        throw new Error('rollback');
      })
      .catch((error: unknown) => {
        if (!(error instanceof Error && error.message === 'rollback')) throw error;
      });
    expect(await seen(h.db, probe)).toEqual([]);
    const [counts] = await h.db.query<{ grams: number; pairs: number }>(
      `select (select count(*)::int from brand_gram) as grams,
              (select count(*)::int from brand_search b cross join lateral brand_grams(b.title, b.product, b.company)) as pairs`,
    );
    expect(counts!.grams).toBe(counts!.pairs);
  });

  it('finds 火锅 brands by pinyin and by initials', async () => {
    const hotpot = brands.filter((b) => b.title.includes('火锅')).map((b) => b.id);
    expect(hotpot.length).toBeGreaterThan(0);
    for (const k of ['huoguo', 'HuoGuo', 'hg']) {
      const { ids } = await allBrandIds(h, k);
      expect(ids).toEqual(expect.arrayContaining(hotpot));
      for (const id of ids) {
        const py = titlePinyin(brands.find((b) => b.id === id)!.title);
        expect(py.full.includes(k.toLowerCase()) || py.initials.includes(k.toLowerCase())).toBe(true);
      }
    }
    const [filled] = await h.db.query<{ n: number }>('select count(*)::int as n from brand where title_py is null or title_initials is null');
    expect(filled!.n).toBe(0);
  });

  it('fills the pinyin columns of rows that predate migration 0006 on the next start-up', async () => {
    await h.db.query('update brand set title_py = null, title_initials = null where id <= 5');
    expect(await seedDatabase(h.db, { seed: TEST_SEED, scale: 'small' })).toBe(false);
    const rows = await h.db.query<{ title: string; title_py: string; title_initials: string }>('select title, title_py, title_initials from brand where id <= 5');
    for (const r of rows) expect({ full: r.title_py, initials: r.title_initials }).toEqual(titlePinyin(r.title));
  });

  it('takes LIKE wildcards literally', async () => {
    for (const k of ['%', '_', '\\', '%火%', '火_']) {
      expect(brandSearch.parse((await call(h.app, calls.brandList.path, { keyword: k })).body).data.totalcount).toBe(0);
    }
  });

  it('searches news titles (15 a page) and topic titles (20 a page)', async () => {
    const news = await h.db.query<{ id: number; title: string }>('select id, title from news');
    const k = '加盟';
    const want = news.filter((n) => n.title.includes(k)).length;
    expect(want).toBeGreaterThan(15);
    const d = envelope(wireNewsList).parse((await call(h.app, calls.newsList.path, { keyword: k })).body).data;
    expect(d.listinfo).toHaveLength(15);
    expect(d.totalcount).toBe(want);
    expect(d.listinfo.every((n) => n.title.includes(k))).toBe(true);
    const one = envelope(wireNewsList).parse((await call(h.app, calls.newsList.path, { keyword: '店' })).body).data;
    expect(one.totalcount).toBe(news.filter((n) => n.title.includes('店')).length);

    const topics = await h.db.query<{ id: number; title: string }>('select id, title from topic');
    const t = envelope(wireTopicList).parse((await call(h.app, calls.topicList.path, { keyword: '品牌' })).body).data;
    expect(t.totalcount).toBe(topics.filter((x) => x.title.includes('品牌')).length);
    expect(t.listinfo.length).toBe(Math.min(20, t.totalcount));
    expect(t.listinfo.every((x) => x.title.includes('品牌') && x.zhaoshangList.length > 0)).toBe(true);
  });

  it('finds news and topics by pinyin and by initials, as brands', async () => {
    for (const [path, table, shape] of [
      [calls.newsList.path, 'news', envelope(wireNewsList)],
      [calls.topicList.path, 'topic', envelope(wireTopicList)],
    ] as const) {
      const rows = await h.db.query<{ id: number; title: string }>(`select id, title from ${table}`);
      // A two-character word the titles share, and its pinyin and initials.
      const word = '加盟';
      const want = rows.filter((r) => r.title.includes(word)).length;
      expect(want, table).toBeGreaterThan(0);
      for (const k of ['jiameng', 'JiaMeng', 'jm']) {
        const d = shape.parse((await call(h.app, path, { keyword: k })).body).data;
        expect(d.totalcount, `${table} ${k}`).toBeGreaterThanOrEqual(want);
        for (const item of d.listinfo) {
          const py = titlePinyin(item.title);
          expect(py.full.includes(k.toLowerCase()) || py.initials.includes(k.toLowerCase()), item.title).toBe(true);
        }
      }
      const [unfilled] = await h.db.query<{ n: number }>(`select count(*)::int as n from ${table} where title_py is null or title_initials is null`);
      expect(unfilled!.n, table).toBe(0);
    }
  });

  it('finds what matches every word of a keyword of several words', async () => {
    const [a, b] = ['火锅', '加盟'];
    // Brands: each word in the title, product or company (the one-word rule), all words required.
    const has = (x: B, k: string) => x.title.includes(k) || x.product.includes(k) || x.company.includes(k);
    const pair = brands.find((x) => x.title.length >= 4 && has(x, x.title.slice(0, 2)) && has(x, x.title.slice(-2)))!;
    for (const k of [`${pair.title.slice(0, 2)} ${pair.title.slice(-2)}`, `${pair.title.slice(-2)}　${pair.title.slice(0, 2)}`]) {
      const words = k.split(/[\s\u3000]+/);
      const want = brands.filter((x) => words.every((w) => has(x, w))).map((x) => x.id);
      const { ids, total } = await allBrandIds(h, k);
      expect(total, k).toBe(want.length);
      expect([...ids].sort((p, q) => p - q), k).toEqual(want);
    }
    expect((await allBrandIds(h, pair.title.slice(0, 2) + ' ' + pair.title.slice(-2))).total).toBeGreaterThan(0);
    // A pinyin word and a Chinese word together.
    const c = brands.find((x) => x.title.length >= 3)!.title.slice(-2);
    const mixed = await allBrandIds(h, `huoguo ${c}`);
    for (const id of mixed.ids) {
      const x = brands.find((y) => y.id === id)!;
      expect(titlePinyin(x.title).full.includes('huoguo') || has(x, 'huoguo'), x.title).toBe(true);
      expect(has(x, c), x.title).toBe(true);
    }
    // News and topic titles: every word.
    const news = await h.db.query<{ id: number; title: string }>('select id, title from news');
    const n1 = news[0]!.title.slice(0, 2);
    const n2 = news[0]!.title.slice(-2);
    const d = envelope(wireNewsList).parse((await call(h.app, calls.newsList.path, { keyword: `${n1} ${n2}` })).body).data;
    expect(d.totalcount).toBe(news.filter((x) => x.title.includes(n1) && x.title.includes(n2)).length);
    expect(d.totalcount).toBeGreaterThan(0);
    const topics = await h.db.query<{ id: number; title: string }>('select id, title from topic');
    const t = envelope(wireTopicList).parse((await call(h.app, calls.topicList.path, { keyword: `${a} ${b}` })).body).data;
    expect(t.totalcount).toBe(topics.filter((x) => x.title.includes(a) && x.title.includes(b)).length);
  });

  it('does not let the words visitors add (加盟, 招商, 项目…) empty the brand results', async () => {
    const has = (x: B, k: string) => x.title.includes(k) || x.product.includes(k) || x.company.includes(k);
    for (const [k, word] of [['火锅 加盟', '火锅'], ['奶茶 招商', '奶茶'], ['火锅加盟', '火锅'], ['加盟 火锅 项目', '火锅'], ['奶茶加盟费', '奶茶']] as const) {
      const want = await allBrandIds(h, word);
      expect(want.total, word).toBeGreaterThan(0);
      const got = await allBrandIds(h, k);
      // The same brands in the same order as the strong word alone: title matches first.
      expect(got.ids, k).toEqual(want.ids);
      for (const id of got.ids) expect(has(brands.find((x) => x.id === id)!, word)).toBe(true);
    }
    // Weak words alone are searched as typed (a brand called …连锁… is still found by 连锁).
    const chain = await allBrandIds(h, '连锁');
    expect(chain.total).toBe(expected('连锁').length);
  });

  it('suggests at most 10 titles, most viewed first, then highest id', async () => {
    const counts = new Map<string, number>();
    for (const b of brands) for (const ch of new Set(b.title)) counts.set(ch, (counts.get(ch) ?? 0) + 1);
    const [common] = [...counts.entries()].sort((a, b) => b[1] - a[1])[0]!;
    const list = envelope(wireSuggestion.array()).parse((await call(h.app, calls.suggest.path, { table: 'zhaoshang', field: 'title', keyword: common, order: 'count' }, 'POST')).body).data;
    expect(list).toHaveLength(10);
    const want = brands
      .filter((b) => b.title.includes(common))
      .sort((a, b) => b.hits - a.hits || b.id - a.id)
      .slice(0, 10)
      .map((b) => b.id);
    expect(list.map((s) => s.id)).toEqual(want);
    const news = envelope(wireSuggestion.array()).parse((await call(h.app, calls.suggest.path, { table: 'news', keyword: '加盟' }, 'POST')).body).data;
    expect(news).toHaveLength(10);
    expect(news.map((n) => n.count)).toEqual([...news.map((n) => n.count)].sort((a, b) => b - a));
    const shops = envelope(wireSuggestion.array()).parse((await call(h.app, calls.suggest.path, { keyword: common, where: 'shop' }, 'POST')).body).data;
    const withShops = new Set((await h.db.query<{ id: number }>('select id from brand where shopnum > 0')).map((r) => r.id));
    expect(shops.every((s) => withShops.has(s.id))).toBe(true);
  });

  it('orders the map box suggestions (brands with shops) by count, then id, both descending (SPEC §9)', async () => {
    // Hits set so that any other order gives a different list: ties on count (id must break them, highest
    // first), counts rising with id (id order alone would be reversed), and more matches than the limit.
    const withShops = await h.db.query<{ id: number; title: string; hits: number }>('select id, title, hits from brand where shopnum > 0 order by id');
    const freq = new Map<string, number>();
    for (const b of withShops) for (const ch of new Set(b.title)) freq.set(ch, (freq.get(ch) ?? 0) + 1);
    const [keyword] = [...freq].filter(([c]) => /\p{Script=Han}/u.test(c)).sort((a, b) => b[1] - a[1])[0]!;
    const rows = withShops.filter((b) => b.title.includes(keyword));
    expect(rows.length).toBeGreaterThanOrEqual(12);
    const chosen = rows.slice(0, 12);
    const top = Math.max(...brands.map((b) => b.hits)) + 1000;
    const hits = new Map<number, number>();
    chosen.forEach((b, i) => hits.set(b.id, i < 3 ? top + 500 : i === 3 ? top + 900 : top + i * 10));
    try {
      for (const [id, n] of hits) await h.db.query('update brand set hits = $1 where id = $2', [n, id]);
      const list = envelope(wireSuggestion.array()).parse((await call(h.app, calls.suggest.path, { keyword, where: 'shop', order: 'count' }, 'POST')).body).data;
      const ids = chosen.map((b) => b.id);
      // [4th] (highest count), then the three tied ones by id descending, then the rest by count descending.
      const want = [ids[3], ids[2], ids[1], ids[0], ids[11], ids[10], ids[9], ids[8], ids[7], ids[6]];
      expect(list.map((s) => s.id)).toEqual(want);
      expect(list.map((s) => s.count)).toEqual(want.map((id) => hits.get(id!)));
    } finally {
      for (const b of chosen) await h.db.query('update brand set hits = $1 where id = $2', [b.hits, b.id]);
    }
  });

  it('rejects suggestion parameters outside the whitelist', async () => {
    for (const bad of [
      { keyword: '' },
      { table: 'enquiry', keyword: '火锅' },
      { table: 'brand; drop table brand', keyword: '火锅' },
      { field: 'phone', keyword: '火锅' },
      { table: 'news', field: 'company', keyword: '火锅' },
      { order: 'hits desc', keyword: '火锅' },
      { where: '1=1', keyword: '火锅' },
    ] as Record<string, string>[]) {
      errorEnvelope.parse((await call(h.app, calls.suggest.path, bad, 'POST')).body);
    }
  });
});

describe.runIf(backends.length === 2)('PGlite and PostgreSQL agree', () => {
  it.each(['锅', '火锅', '特色火锅', 'huoguo', 'hg', '加盟', '店', '%', '火锅 加盟', 'hg 店'])('same brand rows in the same order for %j', async (k) => {
    const [a, b] = await Promise.all(backends.map((kind) => allBrandIds(hs.get(kind)!, k)));
    expect(a).toEqual(b);
  });

  it.each(['加盟', '店', '开业', 'jiameng', 'jm', '加盟 开业'])('same news and topic rows for %j', async (k) => {
    for (const path of [calls.newsList.path, calls.topicList.path, calls.suggest.path]) {
      const [a, b] = await Promise.all(backends.map(async (kind) => (await call(hs.get(kind)!.app, path, { keyword: k, page: 2 })).body));
      expect(a).toEqual(b);
    }
  });

  it('serves 3+-character keywords from the trigram indexes on PostgreSQL', async () => {
    const h = hs.get('postgres')!;
    const plan = await h.db.transaction(async (tx) => {
      await tx.query('set local enable_seqscan = off');
      const rows = await tx.query<{ 'QUERY PLAN': string }>("explain select id from brand_search where title ilike '%特色火锅%' or product ilike '%特色火锅%'");
      const py = await tx.query<{ 'QUERY PLAN': string }>("explain select id from brand_search where title_py like '%huoguo%'");
      const news = await tx.query<{ 'QUERY PLAN': string }>("explain select id from news where title ilike '%加盟店%'");
      const topics = await tx.query<{ 'QUERY PLAN': string }>("explain select id from topic where title ilike '%加盟店%'");
      return [...rows, ...py, ...news, ...topics].map((r) => r['QUERY PLAN']).join('\n');
    });
    expect(plan).toContain('brand_search_title_trgm');
    expect(plan).toContain('brand_search_product_trgm');
    expect(plan).toContain('brand_search_title_py_trgm');
    expect(plan).toContain('news_title_trgm');
    expect(plan).toContain('topic_title_trgm');
  });
  it('serves 1- and 2-character keywords from brand_gram, and news and topics from the characters index, on PostgreSQL', async () => {
    const h = hs.get('postgres')!;
    const plan = await h.db.transaction(async (tx) => {
      await tx.query('set local enable_seqscan = off');
      const explain = (sql: string) => tx.query<{ 'QUERY PLAN': string }>(`explain ${sql}`);
      // The commonest 2- and 1-character grams: for a rare one (a few rows in a sample of the table) a sort
      // is rightly cheaper, and whether ANALYZE's sample saw it decided the plan from run to run.
      const commonest = async (n: number) =>
        (await tx.query<{ gram: string }>(`select gram from brand_gram where length(gram) = $1 group by gram order by count(*) desc, gram limit 1`, [n]))[0]!.gram;
      const [two, one] = [await commonest(2), await commonest(1)];
      // What is asked of brand_gram is that an index gives each order, so that no page sorts. On the test
      // seed even the commonest 1-character gram has a few hundred rows, few enough that the ordered index
      // scan and a bitmap scan with a sort cost about the same, and the planner took one or the other from
      // run to run (a CI run of 2026-11-29 failed on it):
      // with sorting priced out, a plan still holds a Sort only when no index gives the order.
      await tx.query('set local enable_sort = off');
      const grams = [
        ...(await explain(`select g.id from brand_gram g where g.gram = '${two}' order by g.rank, g.hits desc, g.id limit 15`)),
        ...(await explain(`select g.id from brand_gram g where g.gram = '${one}' order by g.id limit 501`)),
      ];
      await tx.query('set local enable_sort = on');
      const rows = [
        ...grams,
        ...(await explain(`select id from news n where regexp_split_to_array(n.title, '') @> regexp_split_to_array('店', '')`)),
        ...(await explain(`select id from topic t where regexp_split_to_array(t.title, '') @> regexp_split_to_array('店', '')`)),
      ];
      return rows.map((r) => r['QUERY PLAN']).join('\n');
    });
    expect(plan).toContain('brand_gram_page');
    expect(plan).toContain('brand_gram_pkey');
    expect(plan).not.toContain('Sort');
    expect(plan).toContain('news_title_chars_gin');
    expect(plan).toContain('topic_title_chars_gin');
  });
});
