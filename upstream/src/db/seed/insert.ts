import type { Queryable } from '../database';

/** A column name, optionally with a cast for values sent as text (jsonb, arrays). */
export type Column = string | [name: string, cast: string];

const MAX_PARAMS = 30_000;

/** Batched multi-row INSERT: one round trip per few hundred rows instead of one per row. */
export async function insertRows(db: Queryable, table: string, columns: readonly Column[], rows: readonly unknown[][]): Promise<void> {
  if (rows.length === 0) return;
  const names = columns.map((c) => (typeof c === 'string' ? c : c[0]));
  const casts = columns.map((c) => (typeof c === 'string' ? '' : `::text::${c[1]}`));
  const perBatch = Math.max(1, Math.min(1000, Math.floor(MAX_PARAMS / columns.length)));
  for (let start = 0; start < rows.length; start += perBatch) {
    const batch = rows.slice(start, start + perBatch);
    const params: unknown[] = [];
    const tuples = batch.map((row) => {
      const slots = row.map((value, i) => {
        params.push(value);
        return `$${params.length}${casts[i]}`;
      });
      return `(${slots.join(',')})`;
    });
    await db.query(`insert into ${table} (${names.join(',')}) values ${tuples.join(',')}`, params);
  }
}

/** Identity columns do not advance when ids are given explicitly; move them past the seeded rows. */
export async function resetIdentity(db: Queryable, table: string): Promise<void> {
  await db.query(
    `select setval(pg_get_serial_sequence('${table}', 'id'), greatest((select max(id) from ${table}), 1))`,
  );
}
