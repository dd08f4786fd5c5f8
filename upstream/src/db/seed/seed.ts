import { fillTitlePinyin } from '../../search/title-pinyin';
import { setSeedTime } from './time';
import type { Database } from '../database';
import { seedBrands } from './brands';
import { seedCatalogue } from './catalogue';
import { seedComments } from './comments';
import { type FillSize, fillContent } from './fill';
import { seedFloorAds } from './floor-ads';
import { resetIdentity } from './insert';
import { seedNews } from './news';
import { Rng } from './prng';
import { seedRankings } from './rankings';
import { seedPublicRecords } from './records';
import { planShopCounts } from './shop-counts';
import { seedShops } from './shops';
import { seedSite } from './site';
import { seedTopics } from './topics';

export interface SeedSize {
  brands: number;
  news: number;
  topics: number;
  comments: number;
  shops: number;
  ticker: number;
  /** Past the generated rows, news, topics and comments grown to these totals in SQL (fill.ts). */
  fill?: FillSize;
}

export const seedSizes = {
  // Enough to cover every industry and sub-category; for tests.
  small: { brands: 200, news: 300, topics: 90, comments: 1000, shops: 1200, ticker: 40 },
  default: { brands: 2000, news: 5000, topics: 400, comments: 20_000, shops: 10_000, ticker: 200 },
  // For benchmarks: many brands; news, topics and comments generated as by default, then grown in SQL
  // to the same proportions per brand (1.5 articles and 10 comments per brand, 1 topic per 5 brands: 150,000 articles fill the 10,000 pages a list can link; fill.ts).
  large: { brands: 100_000, news: 5000, topics: 400, comments: 20_000, shops: 50_000, ticker: 200, fill: { news: 150_000, topics: 20_000, comments: 1_000_000 } },
} satisfies Record<string, SeedSize>;

export type SeedScale = keyof typeof seedSizes;

const SEED_LOCK = 7_301_002;
const identityTables = ['category', 'brand', 'poster', 'shop', 'comment', 'news', 'topic', 'ranking', 'ad', 'link_group', 'link', 'guestbook_ticker', 'hot_search'];

/** The public records' own stream, apart from the others so that they keep their rows. */
const recordsStream = (seed: number) => new Rng((seed ^ 0x5eed0076) >>> 0);

/**
 * Seeds an empty database in one transaction; does nothing when brands already exist. Dates count back
 * from `now` (Unix ms; the clock by default): the same seed and `now` give the same rows.
 */
export async function seedDatabase(db: Database, opts: { seed: number; scale: SeedScale | SeedSize; now?: number }): Promise<boolean> {
  const size: SeedSize = typeof opts.scale === 'string' ? seedSizes[opts.scale] : opts.scale;
  setSeedTime(opts.now ?? Date.now());
  return db.transaction(async (tx) => {
    await tx.query('select pg_advisory_xact_lock($1)', [SEED_LOCK]);
    const [{ n } = { n: 0 }] = await tx.query<{ n: number }>('select count(*)::int as n from category');
    if (n > 0) {
      await fillTitlePinyin(tx); // rows seeded before migrations 0006 (brands) and 0017 (news, topics)
      await seedPublicRecords(tx, recordsStream(opts.seed)); // brands seeded before migration 0014
      return false;
    }
    // Each table draws from its own stream, so resizing one table leaves the others' rows unchanged.
    const root = new Rng(opts.seed);
    const streams = { counts: root.fork(1), brands: root.fork(2), shops: root.fork(3), comments: root.fork(4), news: root.fork(5), topics: root.fork(6), site: root.fork(7), floorAds: root.fork(8) };
    const cat = await seedCatalogue(tx);
    const counts = planShopCounts(streams.counts, size.brands, size.shops);
    const brands = await seedBrands(tx, streams.brands, cat, counts);
    const firstShop = await seedShops(tx, streams.shops, brands, cat.cities);
    // The store ledger decides each brand's franchisee count; rankings below read the settled figure.
    const franchisees = await seedPublicRecords(tx, recordsStream(opts.seed));
    for (const b of brands) b.joinnum = franchisees?.get(b.id) ?? b.joinnum;
    await seedComments(tx, streams.comments, brands, firstShop, size.comments);
    await seedNews(tx, streams.news, cat, brands, size.news);
    await seedTopics(tx, streams.topics, cat, brands, size.topics);
    await seedRankings(tx, cat, brands);
    await seedSite(tx, streams.site, cat, brands, size.ticker);
    await seedFloorAds(tx, streams.floorAds, cat, brands);
    if (size.fill) await fillContent(tx, size.fill);
    await fillTitlePinyin(tx);
    for (const t of identityTables) await resetIdentity(tx, t);
    return true;
  });
}
