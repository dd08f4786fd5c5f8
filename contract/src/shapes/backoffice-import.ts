// The brand import's answer (contract/src/backoffice-import-calls.ts, docs/decisions/0124-brand-import.md);
// its columns and limits are in ../brand-import-columns.ts (no zod: the back office's bundle reads them).
import { z } from 'zod';
import { int } from './common';

export * from '../brand-import-columns';

/** One problem: the file's row number (the header is row 1), the column's header ('' for the whole row). */
export const wireImportProblem = z.strictObject({ row: int, column: z.string(), message: z.string() });
export type WireImportProblem = z.infer<typeof wireImportProblem>;

/** imported: rows written (0 whenever problems is not empty); rows: data rows read. */
export const wireImportReport = z.strictObject({
  imported: int,
  rows: int,
  problems: z.array(wireImportProblem),
  /** The new brands' ids, in file order (empty when nothing was imported). */
  ids: z.array(int),
});
export type WireImportReport = z.infer<typeof wireImportReport>;
