// The content change feed (docs/decisions/0119; table content_change, migration 0029). A write that
// changes what visitors read calls `recordContentChange` inside its own transaction, so the change and its
// announcement commit or roll back together. Gateways poll `/records/v1/changes` (contract call
// `contentChanges`) and, when the newest sequence number moved, drop every cached copy made before it.
import type { Queryable } from '../db/database';
import { forgetRemembered } from '../db/list-totals';

export type ContentKind = 'brand' | 'article' | 'topic' | 'placement' | 'import' | 'claim' | 'ranking';

/**
 * Appends one change in `q`'s transaction; returns its sequence number. This process's own list totals
 * are forgotten at once (other upstream processes keep theirs for LIST_TOTAL_TTL_MS at most).
 */
export async function recordContentChange(q: Queryable, kind: ContentKind, ref: string | number = '', at = Date.now()): Promise<number> {
  const [row] = await q.query<{ seq: string }>('insert into content_change (kind, ref, at) values ($1, $2, $3) returning seq', [kind, String(ref), new Date(at)]);
  forgetRemembered();
  return Number(row!.seq);
}

export interface ContentChanges {
  /** The newest sequence number (0 when nothing ever changed). */
  seq: number;
  /** The changes after the asked number, oldest first, at most `limit`. */
  changes: { seq: number; kind: string; ref: string; at: string }[];
}

/** The newest sequence number and the changes after `after` (at most `limit`). */
export async function contentChangesAfter(q: Queryable, after: number, limit = 100): Promise<ContentChanges> {
  const [newest] = await q.query<{ seq: string | null }>('select max(seq) as seq from content_change');
  const seq = Number(newest?.seq ?? 0);
  if (seq <= after) return { seq, changes: [] };
  const rows = await q.query<{ seq: string; kind: string; ref: string; at: Date }>(
    'select seq, kind, ref, at from content_change where seq > $1 order by seq limit $2',
    [after, limit],
  );
  return { seq, changes: rows.map((r) => ({ seq: Number(r.seq), kind: r.kind, ref: r.ref, at: new Date(r.at).toISOString() })) };
}
