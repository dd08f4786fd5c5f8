import { readdirSync, readFileSync } from 'node:fs';
import type { Database } from './database';

const migrationsDir = new URL('./migrations/', import.meta.url);

// Serialises concurrent start-ups of several upstream instances against one PostgreSQL.
export const SCHEMA_LOCK = 7_301_001;

export function migrationFiles(): string[] {
  return readdirSync(migrationsDir)
    .filter((f) => /^\d{4}_.+\.sql$/.test(f))
    .sort();
}

/** Applies pending migrations in order; returns the names it applied. */
export async function migrate(db: Database): Promise<string[]> {
  return db.transaction(async (tx) => {
    await tx.query('select pg_advisory_xact_lock($1)', [SCHEMA_LOCK]);
    // pg_trgm goes to public so that dropping a per-test schema never drops the extension.
    await tx.exec(
      db.kind === 'pglite'
        ? 'create extension if not exists pg_trgm'
        : 'create extension if not exists pg_trgm with schema public',
    );
    await tx.exec(
      'create table if not exists schema_migrations (name text primary key, applied_at timestamptz not null default now())',
    );
    const done = new Set((await tx.query<{ name: string }>('select name from schema_migrations')).map((r) => r.name));
    const applied: string[] = [];
    for (const file of migrationFiles()) {
      if (done.has(file)) continue;
      await tx.exec(readFileSync(new URL(file, migrationsDir), 'utf8'));
      await tx.query('insert into schema_migrations (name) values ($1)', [file]);
      applied.push(file);
    }
    return applied;
  });
}
