// `npm run seed -w @shangji/upstream`: migrate and seed the configured database, and report how long it took.
import { ConfigError, loadConfig } from '../config';
import { openDatabase } from './open';
import { prepareDatabase } from './prepare';

try {
  const config = loadConfig();
  const db = await openDatabase(config);
  await prepareDatabase(db, { seed: config.SEED, scale: config.SEED_SCALE, log: console.log });
  const counts = await db.query<{ t: string; n: number }>(
    `select 'brand' t, count(*)::int n from brand union all select 'shop', count(*)::int from shop
     union all select 'news', count(*)::int from news union all select 'topic', count(*)::int from topic
     union all select 'comment', count(*)::int from comment`,
  );
  console.log(counts.map((c) => `${c.t}=${c.n}`).join(' '));
  await db.close();
} catch (err) {
  console.error(err instanceof ConfigError ? err.message : err);
  process.exit(1);
}
