import type { UpstreamConfig } from '../config';
import type { Database } from './database';
import { openPglite } from './pglite';
import { openPostgres } from './postgres';

export function openDatabase(config: Pick<UpstreamConfig, 'DATABASE_URL' | 'DATA_DIR'>): Promise<Database> {
  return config.DATABASE_URL ? openPostgres({ url: config.DATABASE_URL }) : openPglite(config.DATA_DIR);
}
