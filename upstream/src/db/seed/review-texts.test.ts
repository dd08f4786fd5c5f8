// Seeded reviews agree with themselves: the words fit the brand's industry and the stars; within one brand
// no sentence comes twice (brand 3's first page showed the same two sentences twice in swapped
// order), and the reviews read as written by different people — their length, the store's city, how long
// a franchisee has run it. Also at bulk volume (the large seed's fillComments), brand by brand.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends, startUpstream, type Harness } from '../../test/harness';
import { fillComments } from './comments';
import { industries } from './industries';
import { customerLines, customerAnyLines, franchiseeLines, sentimentMarks, sentimentOf, type Sentiment } from './review-texts';

const sentencesOf = (content: string) =>
  content
    .replace(/<\/?p>/g, '')
    .split(/(?<=[。！？])/)
    .filter(Boolean);

interface Row {
  id: number;
  brand_id: number;
  score: number;
  content: string;
  industry: number;
  city: string | null;
}

/** Every sentence that appears more than once among one brand's reviews, with the brand. */
function repeats(rows: readonly Row[]): string[] {
  const seen = new Map<number, Set<string>>();
  const out: string[] = [];
  for (const r of rows) {
    let s = seen.get(r.brand_id);
    if (!s) seen.set(r.brand_id, (s = new Set()));
    for (const sentence of sentencesOf(r.content)) {
      if (s.has(sentence)) out.push(`brand ${r.brand_id}: ${sentence}`);
      s.add(sentence);
    }
  }
  return out;
}

const marks = sentimentMarks();
const kinds: Sentiment[] = ['positive', 'neutral', 'negative'];

/** What is wrong with a review's words for its stars ('' when nothing). */
function disagreement(r: Row): string {
  const own = sentimentOf(r.score);
  if (!marks[own].some((m) => r.content.includes(m))) return `${r.score}★ says nothing ${own}: ${r.content}`;
  for (const other of kinds) {
    if (other === own) continue;
    const found = marks[other].find((m) => r.content.includes(m));
    if (found) return `${r.score}★ says "${found}" (${other}): ${r.content}`;
  }
  return '';
}

const SQL = `select c.id, c.brand_id, c.score, c.content, b.cid_one - 1 as industry, rg.name as city
  from comment c join brand b on b.id = c.brand_id left join shop s on s.id = c.shop_id left join region rg on rg.id = s.regionid order by c.id`;

describe.each(backends)('seeded reviews (%s)', (kind) => {
  let h: Harness;
  let rows: Row[] = [];
  beforeAll(async () => {
    h = await startUpstream(kind);
    rows = await h.db.query<Row>(SQL);
  }, 120_000);
  afterAll(() => h?.close());

  it('never repeat a sentence within one brand’s reviews (so never on one of its pages)', () => {
    expect(rows.length).toBeGreaterThan(100);
    expect(repeats(rows)).toEqual([]);
  });

  it('say what the stars say, about the brand’s own trade', () => {
    const wrong = rows.map(disagreement).filter(Boolean);
    expect(wrong).toEqual([]);
    // No industry's words in another's reviews: a catering brand's reviews talk of no class or teacher.
    const catering = rows.filter((r) => r.industry === 0);
    expect(catering.length).toBeGreaterThan(10);
    for (const r of catering) expect(r.content, r.content).not.toMatch(/老师|课程|上课/);
    for (const r of rows) {
      const others = customerLines.flatMap((l, i) => (i === r.industry ? [] : [...l.positive, ...l.neutral, ...l.negative]));
      const own = new Set([...customerLines[r.industry]!.positive, ...customerLines[r.industry]!.neutral, ...customerLines[r.industry]!.negative]);
      const foreign = others.find((line) => !own.has(line) && r.content.includes(line));
      expect(foreign, `${industries[r.industry]!.name}: ${r.content}`).toBeUndefined();
    }
  });

  it('read as written by different people: length, detail, the store’s city, how long a franchisee has run it', () => {
    const byBrand = new Map<number, Row[]>();
    for (const r of rows) byBrand.set(r.brand_id, [...(byBrand.get(r.brand_id) ?? []), r]);
    const busy = [...byBrand.values()].filter((list) => list.length >= 10);
    expect(busy.length).toBeGreaterThan(3);
    for (const list of busy) {
      const lengths = new Set(list.map((r) => sentencesOf(r.content).length));
      expect(lengths.size, `brand ${list[0]!.brand_id}: sentence counts`).toBeGreaterThanOrEqual(2);
      const chars = list.map((r) => r.content.length);
      expect(Math.max(...chars) - Math.min(...chars), `brand ${list[0]!.brand_id}: lengths`).toBeGreaterThan(30);
    }
    // One review never says the same thing twice, even in two sentences.
    const verdicts = [...customerLines, customerAnyLines, franchiseeLines].flatMap((l) => [...l.positive, ...l.neutral, ...l.negative]);
    const twice = rows.flatMap((r) => verdicts.filter((v) => r.content.indexOf(v) !== r.content.lastIndexOf(v)).map((v) => `${v} in ${r.content}`));
    expect(twice).toEqual([]);
    // A review that names a store mostly speaks of that store's city.
    const withStore = rows.filter((r) => r.city);
    const inCity = withStore.filter((r) => r.content.includes(r.city!.replace(/(市|地区|自治州|盟)$/, '')));
    expect(inCity.length / withStore.length).toBeGreaterThan(0.5);
    // Franchisees say how long they have run their store.
    const franchisees = rows.filter((r) => /加盟的|开店|开了/.test(r.content) && /(半年|个月|一年|两年|三年)/.test(r.content));
    expect(franchisees.length / rows.length).toBeGreaterThan(0.15);
  });

  it('has sentences for every industry and every rating, and the sentiment words of one rating never inside another’s', () => {
    expect(customerLines).toHaveLength(industries.length);
    for (const l of [...customerLines, customerAnyLines, franchiseeLines]) for (const s of kinds) expect(l[s].length).toBeGreaterThanOrEqual(4);
    expect(customerLines[0]!.positive.concat(customerLines[0]!.neutral, customerLines[0]!.negative).join('')).not.toMatch(/老师|课程|孩子/);
    for (const a of kinds) for (const b of kinds) if (a !== b) for (const m of marks[a]) for (const n of marks[b]) expect(n.includes(m), `${a} "${m}" inside ${b} "${n}"`).toBe(false);
  });

  it('bulk volume (the large seed’s fill): thousands for the busiest brand, still no repeats, still agreeing, fast', async () => {
    const before = rows.length;
    const started = Date.now();
    await fillComments(h.db, before + 30_000);
    const took = Date.now() - started;
    const all = await h.db.query<Row>(SQL);
    expect(all.length).toBe(before + 30_000);
    const perBrand = new Map<number, number>();
    for (const r of all) perBrand.set(r.brand_id, (perBrand.get(r.brand_id) ?? 0) + 1);
    expect(Math.max(...perBrand.values())).toBeGreaterThan(1000);
    expect(repeats(all)).toEqual([]);
    expect(all.map(disagreement).filter(Boolean).slice(0, 5)).toEqual([]);
    // 30,000 in a few seconds on PGlite (about 10 s on a shared, loaded machine); the bound catches a
    // generator gone quadratic, not a slow machine.
    expect(took).toBeLessThan(60_000);
  }, 120_000);
});
