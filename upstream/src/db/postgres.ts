import pg from 'pg';
import type { Database, Queryable } from './database';

// bigint (count(*)) and numeric arrive as strings by default; our counts and ids fit in a JS number.
pg.types.setTypeParser(pg.types.builtins.INT8, (v) => Number(v));
pg.types.setTypeParser(pg.types.builtins.NUMERIC, (v) => Number(v));

function wrap(client: pg.Pool | pg.PoolClient): Queryable {
  return {
    async query<T>(sql: string, params: readonly unknown[] = []) {
      return (await client.query(sql, [...params])).rows as T[];
    },
    async exec(sql: string) {
      await client.query(sql);
    },
  };
}

export interface PostgresOptions {
  url: string;
  /** Tables live in this schema (tests use one schema per run); `public` stays on the path for pg_trgm. */
  schema?: string;
  max?: number;
}

export async function openPostgres({ url, schema, max = 10 }: PostgresOptions): Promise<Database> {
  // No parallel workers: this is many small concurrent requests, and a parallel count of 150,000 news
  // rows took 200-400 ms on a busy 2-core host against 15-30 ms in one process (docs/decisions/0086).
  // Options in the URL (e.g. a search_path) are kept; pg would let them replace these otherwise.
  const parsed = new URL(url);
  const options = [parsed.searchParams.get('options'), schema ? `-c search_path=${schema},public` : '', '-c max_parallel_workers_per_gather=0']
    .filter(Boolean)
    .join(' ');
  parsed.searchParams.delete('options');
  const pool = new pg.Pool({ connectionString: parsed.toString(), max, options });
  // Fail at start-up, not at the first request.
  await pool.query('select 1');
  return {
    kind: 'postgres',
    ...wrap(pool),
    async transaction(fn) {
      const client = await pool.connect();
      try {
        await client.query('begin');
        const result = await fn(wrap(client));
        await client.query('commit');
        return result;
      } catch (err) {
        await client.query('rollback');
        throw err;
      } finally {
        client.release();
      }
    },
    close: () => pool.end(),
  };
}
