// News and topic keyword search through the posting tables of migration 0034 (docs/decisions/0126), as
// brand search reads brand_gram (0058). A caseless keyword of one to four characters is one gram: its
// page is a range of the posting key (gram, addtime, id) read backwards, newest first, and its exact
// total is one row of the gram counts. Longer caseless keywords walk the postings of their rarest
// four characters, keep the rows that hold every other four, and confirm the substring on the title.
// Latin keywords (pinyin, initials, case) and several words keep the title match of search.ts.
import { countRows, NEWS_VISIBLE, type NewsListRow, selectNews, selectTopics, TOPIC_VISIBLE, type TopicListRow, visibleWhere } from '../content/content-rows';
import type { Queryable } from '../db/database';
import { inIdOrder } from '../db/page-seek';
import { containsPattern } from './like';
import { keywordWords, titleMatchAll } from './search';

interface Kind<Row> {
  table: 'news' | 'topic';
  alias: 'n' | 't';
  visible: string;
  select: (db: Queryable, o: { where: string; params: unknown[]; orderBy?: string; limit: number; offset?: number }) => Promise<Row[]>;
}

const NEWS: Kind<NewsListRow> = { table: 'news', alias: 'n', visible: NEWS_VISIBLE, select: selectNews };
const TOPICS: Kind<TopicListRow> = { table: 'topic', alias: 't', visible: TOPIC_VISIBLE, select: selectTopics };

/** Keywords with no cased letters match the same with LIKE as with ILIKE; the postings are case-sensitive. */
const caseless = (word: string) => word.toLowerCase() === word.toUpperCase();

/** The longest grams posted (migration 0034's content_title_grams). */
export const GRAM_MAX = 4;

/** The distinct GRAM_MAX-character substrings of a longer keyword. */
const gramsOf = (chars: string[]) => [...new Set(chars.slice(GRAM_MAX - 1).map((_, i) => chars.slice(i, i + GRAM_MAX).join('')))];

interface IdPage {
  ids: number[];
  totalcount: number;
}

/**
 * One caseless word through the postings: the page's ids in the search's order and the exact total.
 * `null` when the word is not served by them (cased letters).
 */
async function gramPage(db: Queryable, table: 'news' | 'topic', word: string, limit: number, offset: number): Promise<IdPage | null> {
  if (!caseless(word)) return null;
  const chars = [...word];
  const postings = `${table}_gram`;
  const counts = `${table}_gram_count`;
  if (chars.length <= GRAM_MAX) {
    const [counted, rows] = await Promise.all([
      db.query<{ n: number }>(`select n from ${counts} where gram = $1`, [word]),
      db.query<{ id: number }>(`select id from ${postings} where gram = $1 order by addtime desc, id desc limit ${limit} offset ${offset}`, [word]),
    ]);
    return { ids: rows.map((r) => r.id), totalcount: counted[0]?.n ?? 0 };
  }
  // Every four-character part must be posted; the rarest leads, the others are probed through the key, and
  // the title confirms they overlap as in the keyword (a title holding 火锅加盟 and 加盟好店 apart is no
  // match for 火锅加盟好店). Keywords this long are rare, and so are their parts.
  const parts = gramsOf(chars);
  const known = await db.query<{ gram: string; n: number }>(`select gram, n from ${counts} where gram = any($1::text[]) and n > 0 order by n, gram`, [parts]);
  if (known.length < parts.length) return { ids: [], totalcount: 0 };
  const [lead, ...rest] = known.map((k) => k.gram);
  const probes = rest.map((_, i) => `and exists (select 1 from ${postings} h where h.gram = $${i + 3} and h.addtime = g.addtime and h.id = g.id)`).join(' ');
  const alias = table === 'news' ? 'n' : 't';
  const from = `from ${postings} g where g.gram = $2 ${probes} and exists (select 1 from ${table} ${alias} where ${alias}.id = g.id and ${alias}.title like $1)`;
  const params = [containsPattern(word), lead, ...rest];
  const [counted, rows] = await Promise.all([
    db.query<{ n: number }>(`select count(*)::int as n ${from}`, params),
    db.query<{ id: number }>(`select g.id ${from} order by g.addtime desc, g.id desc limit ${limit} offset ${offset}`, params),
  ]);
  return { ids: rows.map((r) => r.id), totalcount: counted[0]?.n ?? 0 };
}

async function search<Row extends { id: number }>(db: Queryable, kind: Kind<Row>, keyword: string, limit: number, offset: number): Promise<{ rows: Row[]; totalcount: number }> {
  const words = keywordWords(keyword);
  const page = words.length === 1 ? await gramPage(db, kind.table, words[0]!, limit, offset) : null;
  if (page) {
    // Read in id order, put in the page's order after: ordered by time, the planner may walk the whole
    // list by time looking for the page's rows (20 ms when they are old articles).
    const rows = page.ids.length ? await kind.select(db, { where: `${kind.alias}.id = any($1::int[])`, params: [page.ids], orderBy: `${kind.alias}.id`, limit: page.ids.length }) : [];
    return { rows: inIdOrder(page.ids, rows), totalcount: page.totalcount };
  }
  const { where, params } = titleMatchAll(kind.alias, keyword);
  const [rows, totalcount] = await Promise.all([
    kind.select(db, { where, params, orderBy: `${kind.alias}.addtime desc, ${kind.alias}.id desc`, limit, offset }),
    countRows(db, `${kind.table} ${kind.alias}`, visibleWhere(kind.visible, where), params),
  ]);
  return { rows, totalcount };
}

/** News by title, newest first (id breaking ties), with the exact total. */
export const searchNews = (db: Queryable, keyword: string, limit: number, offset: number) => search(db, NEWS, keyword, limit, offset);

/** Topics by title, as searchNews. */
export const searchTopics = (db: Queryable, keyword: string, limit: number, offset: number) => search(db, TOPICS, keyword, limit, offset);
