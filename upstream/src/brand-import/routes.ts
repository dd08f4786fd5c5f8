// Bulk brand import (contract/src/backoffice-import-calls.ts; docs/decisions/0124-brand-import.md):
// ops and admin only. The whole file is read and checked before anything is written; a file with any
// problem writes nothing and answers each problem; a good file's rows are inserted in one transaction
// with their audit row (import.run, with counts) and one content change, so every gateway drops its
// cached lists at once.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { BRAND_IMPORT_MAX_BYTES, calls, type Envelope, type WireImportReport } from '@shangji/contract';
import type { Database, Queryable } from '../db/database';
import type { EnquiryOptions } from '../enquiry/options';
import { fieldsOf, str } from '../enquiry/validate';
import { audit } from '../backoffice/audit';
import { BackofficeRefusal, hasStaffRole, refuseUnless, requireSignedIn } from '../backoffice/principal';
import { recordContentChange } from '../content/changes';
import { titlePinyin } from '../search/title-pinyin';
import { checkRows, type ImportRow } from './check';
import { readCsv, readXlsx } from './read-file';

export const importFileMessages = {
  badType: '请选择 .csv 或 .xlsx 文件',
  tooLarge: `文件不能超过 ${BRAND_IMPORT_MAX_BYTES / 1024} KB`,
  noFile: '请选择要导入的文件',
} as const;

// The form body carries the file base64 (4/3 of its size) with its name; room for a somewhat larger
// file, so that one is answered with the size in Chinese rather than a bare refusal of the body.
const BODY_LIMIT = 4 * BRAND_IMPORT_MAX_BYTES;

async function insertBrands(tx: Queryable, rows: ImportRow[], at: number): Promise<number[]> {
  const ids: number[] = [];
  const addtime = Math.floor(at / 1000);
  for (const r of rows) {
    const py = titlePinyin(r.title);
    const [row] = await tx.query<{ id: number }>(
      `insert into brand (title, description, feeid, money, cid, cid_one, regionid, product, company, throng, foundtime, shopnum,
                          keyword, pinyin, title_py, title_initials, addtime)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17) returning id`,
      [r.title, r.description, r.feeid, r.money, r.cid, r.cidOne, r.regionid, r.product, r.company, r.throng, r.foundtime, r.shopnum,
        r.keyword, py.full, py.full, py.initials, addtime],
    );
    ids.push(Number(row!.id));
  }
  // Each brand's drawn picture, as the seed names them (upstream/src/routes/media.ts draws it by id).
  await tx.query("update brand set thumb = '/media/brand/' || id || '/thumb.svg' where id = any($1::int[])", [ids]);
  return ids;
}

export function importRoutes(app: FastifyInstance, db: Database, options: EnquiryOptions): void {
  const now = options.now ?? Date.now;

  app.post(calls.adminImportBrands.path, { bodyLimit: BODY_LIMIT }, async (req: FastifyRequest) => {
    const t = now();
    const p = await requireSignedIn(db, req, t);
    await refuseUnless(db, p, hasStaffRole(p, 'ops', 'admin'), { action: 'adminImportBrands', now: t });
    const f = fieldsOf(req.body);
    const name = str(f.name).slice(0, 200);
    const content = typeof f.content === 'string' ? f.content : '';
    const kind = /\.csv$/i.test(name) ? 'csv' : /\.xlsx$/i.test(name) ? 'xlsx' : null;
    if (!kind) throw new BackofficeRefusal(400, importFileMessages.badType);
    if (!content) throw new BackofficeRefusal(400, importFileMessages.noFile);
    const bytes = Buffer.from(content, 'base64');
    if (bytes.length > BRAND_IMPORT_MAX_BYTES) throw new BackofficeRefusal(400, importFileMessages.tooLarge);

    const read = kind === 'csv' ? readCsv(bytes) : await readXlsx(bytes);
    const checked = 'problem' in read ? { rows: [], read: 0, problems: [{ row: 1, column: '', message: read.problem }] } : await checkRows(db, read.rows);
    if (checked.problems.length) {
      await audit(db, { actor: p.accountId, action: 'import.run', subject: 'brands', ipPrefix: p.ipPrefix, at: t, outcome: 'failed', detail: { kind, rows: checked.read, problems: checked.problems.length, imported: 0 } });
      return { code: 200, msg: 'success', data: { imported: 0, rows: checked.read, problems: checked.problems, ids: [] } } satisfies Envelope<WireImportReport>;
    }
    const ids = await db.transaction(async (tx) => {
      const made = await insertBrands(tx, checked.rows, t);
      await audit(tx, { actor: p.accountId, action: 'import.run', subject: 'brands', ipPrefix: p.ipPrefix, at: t, detail: { kind, rows: checked.read, imported: made.length, first_id: made[0] ?? null, last_id: made.at(-1) ?? null } });
      await recordContentChange(tx, 'import', '', t);
      return made;
    });
    return { code: 200, msg: 'success', data: { imported: ids.length, rows: checked.read, problems: [], ids } } satisfies Envelope<WireImportReport>;
  });
}
