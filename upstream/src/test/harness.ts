// Starts the upstream over a freshly seeded database: PGlite in a temp folder always, and the
// PostgreSQL server of TEST_DATABASE_URL when set (in a schema of its own, dropped afterwards).
import { cpSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { inject } from 'vitest';
import { buildUpstream } from '../app';
import type { Database } from '../db/database';
import { openPglite } from '../db/pglite';
import { openPostgres } from '../db/postgres';
import { prepareDatabase } from '../db/prepare';
import type { SeedScale } from '../db/seed/seed';
import { TEMPLATE_SCALE, TEMPLATE_SEED } from './template-seed';

export const TEST_SEED = TEMPLATE_SEED;
export const testDatabaseUrl = process.env.TEST_DATABASE_URL;

export interface Harness {
  app: FastifyInstance;
  db: Database;
  close(): Promise<void>;
}

export type BackendName = 'pglite' | 'postgres';

/** The backends to run against; postgres only with TEST_DATABASE_URL. */
export const backends: BackendName[] = testDatabaseUrl ? ['pglite', 'postgres'] : ['pglite'];

if (!testDatabaseUrl) {
  console.warn('TEST_DATABASE_URL is unset: contract tests run against PGlite only; PostgreSQL runs are skipped.');
}

/** An empty database, or (PGlite, by default) a copy of the run's template seeded with TEST_SEED at scale small. */
export async function openBackend(kind: BackendName, opts: { fromTemplate?: boolean } = {}): Promise<{ db: Database; dispose(): Promise<void> }> {
  if (kind === 'pglite') {
    const dir = mkdtempSync(join(tmpdir(), 'upstream-test-'));
    // A copy of the run's seeded template (TEST_SEED, small): prepareDatabase then finds it ready.
    const template = opts.fromTemplate === false ? '' : inject('pgliteTemplate');
    if (template && existsSync(template)) cpSync(template, dir, { recursive: true });
    const db = await openPglite(dir);
    return { db, dispose: async () => rmSync(dir, { recursive: true, force: true }) };
  }
  const url = testDatabaseUrl!;
  const schema = `contract_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create schema ${schema}`);
  await admin.end();
  const db = await openPostgres({ url, schema, max: 4 });
  return {
    db,
    async dispose() {
      const c = new pg.Client({ connectionString: url });
      await c.connect();
      await c.query(`drop schema if exists ${schema} cascade`);
      await c.end();
    },
  };
}

export async function startUpstream(kind: BackendName, opts: { seed?: number; scale?: SeedScale } = {}): Promise<Harness> {
  const seed = opts.seed ?? TEST_SEED;
  const scale = opts.scale ?? 'small';
  const { db, dispose } = await openBackend(kind, { fromTemplate: seed === TEMPLATE_SEED && scale === TEMPLATE_SCALE });
  await prepareDatabase(db, { seed, scale, now: inject('seedTime') });
  const app = await buildUpstream({ db });
  return {
    app,
    db,
    async close() {
      await app.close();
      await db.close();
      await dispose();
    },
  };
}

/** GET (query string) or POST (form body) through app.inject, returning the parsed envelope. */
export async function call<T = unknown>(app: FastifyInstance, path: string, params: Record<string, string | number> = {}, method: 'GET' | 'POST' = 'GET') {
  const qs = new URLSearchParams(Object.entries(params).map(([k, v]) => [k, String(v)])).toString();
  const res =
    method === 'GET'
      ? await app.inject({ method, url: qs ? `${path}?${qs}` : path })
      : await app.inject({ method, url: path, payload: qs, headers: { 'content-type': 'application/x-www-form-urlencoded' } });
  return { status: res.statusCode, body: res.json() as { code: number; msg: string; data: T } };
}
