// Bulk brand import over HTTP as the gateway calls it (docs/decisions/0124): a good CSV and a good .xlsx
// (with a formula cell read as its stored value) import every row in one transaction, searchable and
// listed, with one audit row and one content change; a file with problems imports nothing and reports
// each (row, column, Chinese message); brand roles, support and compliance are refused. PGlite, and
// PostgreSQL with TEST_DATABASE_URL.
import ExcelJS from 'exceljs';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BRAND_IMPORT_COLUMNS, calls, type WireImportReport } from '@shangji/contract';
import { buildUpstream } from '../app';
import type { Database } from '../db/database';
import { prepareDatabase } from '../db/prepare';
import { adminCall, testAccount, type TestAccount } from '../leads/testing';
import { backends, openBackend, TEST_SEED } from '../test/harness';
import { declaredUnpackedSize } from './read-file';

const HEADERS = BRAND_IMPORT_COLUMNS.map((c) => c.header);
const csvOf = (rows: string[][]) => '\uFEFF' + rows.map((r) => r.map((v) => (/[",\n]/.test(v) ? `"${v.replace(/"/g, '""')}"` : v)).join(',')).join('\r\n') + '\r\n';
const b64 = (s: string | Uint8Array) => Buffer.from(s).toString('base64');

describe.each(backends)('brand import (%s)', (kind) => {
  let db: Database;
  let dispose: () => Promise<void>;
  let app: FastifyInstance;
  const t = Date.UTC(2031, 5, 1, 3);
  let ops: TestAccount;
  const others: Record<string, TestAccount> = {};
  let existing: string;
  const stamp = `${kind === 'pglite' ? 'P' : 'G'}${process.pid % 1000}`;

  const importFile = (who: TestAccount | null, name: string, content: string) =>
    adminCall<WireImportReport | null>(app, who?.token ?? null, 'POST', calls.adminImportBrands.path, { name, content });
  const brandCount = async () => (await db.query<{ n: number }>('select count(*)::int as n from brand'))[0]!.n;
  /** One row in template order: title, category, fee band, money, region, company, product, throng, founded, shops, description, keyword. */
  const row = (title: string, over: Partial<Record<(typeof BRAND_IMPORT_COLUMNS)[number]['field'], string>> = {}) =>
    BRAND_IMPORT_COLUMNS.map((c) => over[c.field] ?? ({ title, category: '餐饮/奶茶', fee_band: '5-10万', region: '上海市', shopnum: '12' } as Record<string, string>)[c.field] ?? '');

  beforeAll(async () => {
    ({ db, dispose } = await openBackend(kind));
    await prepareDatabase(db, { seed: TEST_SEED, scale: 'small' });
    app = await buildUpstream({ db, enquiry: { now: () => t } });
    ops = await testAccount(db, { staff: 'ops' }, t);
    const [a] = await db.query<{ id: number; title: string }>('select id, title from brand order by id limit 1');
    existing = a!.title;
    others.support = await testAccount(db, { staff: 'support' }, t);
    others.compliance = await testAccount(db, { staff: 'compliance' }, t);
    others.brand_admin = await testAccount(db, { brands: [[a!.id, 'brand_admin']] }, t);
    others.brand_agent = await testAccount(db, { brands: [[a!.id, 'brand_agent']] }, t);
  });
  afterAll(async () => {
    await app?.close();
    await dispose?.();
  });

  it('refuses brand roles, support and compliance (recorded) and anonymous callers; writes nothing', async () => {
    const before = await brandCount();
    const file = b64(csvOf([HEADERS, row(`拒绝${stamp}`)]));
    for (const [role, who] of Object.entries(others)) {
      const res = await importFile(who, 'a.csv', file);
      expect([role, res.code, res.msg]).toEqual([role, 403, '无权访问']);
    }
    expect((await importFile(null, 'a.csv', file)).code).toBe(401);
    expect(await brandCount()).toBe(before);
  });

  it('imports a good CSV: every row, in one go, with the audit row and one content change', async () => {
    const before = await brandCount();
    const titles = [`导入奶茶${stamp}`, `导入火锅${stamp}`, `导入早教${stamp}`];
    const res = await importFile(ops, 'brands.csv', b64(csvOf([
      HEADERS,
      row(titles[0]!, { description: '第一行，带"引号"的简介' }),
      [],
      row(titles[1]!, { category: '火锅', fee_band: '10-20万', money: '12-18万', region: '杭州市' }),
      row(titles[2]!, { category: '教育/早教', region: '浙江' }),
    ].map((r) => (r.length ? r : HEADERS.map(() => ''))))));
    expect(res.code).toBe(200);
    expect(res.data).toMatchObject({ imported: 3, rows: 3, problems: [] });
    expect(await brandCount()).toBe(before + 3);
    const made = await db.query<{ title: string; cat: string; fee: string; money: string; region: string; description: string; title_py: string; thumb: string; isvip: number }>(
      `select b.title, c.name as cat, f.name as fee, b.money, r.name as region, b.description, b.title_py, b.thumb, b.isvip
         from brand b join category c on c.id = b.cid join fee_band f on f.id = b.feeid join region r on r.id = b.regionid
        where b.id = any($1::int[]) order by b.id`,
      [res.data!.ids],
    );
    expect(made.map((m) => [m.title, m.cat, m.fee, m.money])).toEqual([
      [titles[0], '奶茶', '5-10万', '5-10万'], [titles[1], '火锅', '10-20万', '12-18万'], [titles[2], '早教', '5-10万', '5-10万'],
    ]);
    expect(made[0]!.description).toBe('第一行，带"引号"的简介');
    expect(made[2]!.region).toMatch(/^浙江/);
    expect(made[0]!.title_py).toMatch(/^daorunaicha/);
    expect(made[0]!.thumb).toBe(`/media/brand/${res.data!.ids[0]}/thumb.svg`);
    expect(made.every((m) => Number(m.isvip) === 0)).toBe(true);
    const [audit] = await db.query<{ detail: Record<string, unknown>; actor_account: number; outcome: string }>(
      "select detail, actor_account, outcome from audit_event where action = 'import.run' order by id desc limit 1",
    );
    expect(audit).toMatchObject({ actor_account: ops.id, outcome: 'ok', detail: expect.objectContaining({ kind: 'csv', rows: 3, imported: 3 }) });
    expect((await db.query("select 1 from content_change where kind = 'import'")).length).toBe(1);
    // Searchable at once (the search tables follow the brand table).
    const search = await app.inject({ url: `${calls.brandSearch.path}?keyword=${encodeURIComponent(titles[1]!)}` });
    expect(JSON.stringify(search.json())).toContain(titles[1]);
  });

  it('imports a good .xlsx; a formula cell is read as the value the spreadsheet stored', async () => {
    const book = new ExcelJS.Workbook();
    const sheet = book.addWorksheet('品牌');
    sheet.addRow(HEADERS);
    sheet.addRow(row(`表格品牌${stamp}`, { category: '咖啡' }));
    const r3 = sheet.addRow(row(`表格公式${stamp}`, { category: '咖啡', shopnum: '' }));
    r3.getCell(HEADERS.indexOf('门店数') + 1).value = { formula: '10*3', result: 30 };
    const bytes = new Uint8Array(await book.xlsx.writeBuffer());
    expect(declaredUnpackedSize(bytes)).toBeGreaterThan(bytes.length);
    const res = await importFile(ops, 'brands.XLSX', b64(bytes));
    expect(res.data).toMatchObject({ imported: 2, rows: 2, problems: [] });
    const made = await db.query<{ title: string; shopnum: number }>('select title, shopnum from brand where id = any($1::int[]) order by id', [res.data!.ids]);
    expect(made).toEqual([{ title: `表格品牌${stamp}`, shopnum: 12 }, { title: `表格公式${stamp}`, shopnum: 30 }]);
  });

  it('a file with problems imports nothing and reports each one by row and column', async () => {
    const before = await brandCount();
    const changes = (await db.query("select 1 from content_change where kind = 'import'")).length;
    const res = await importFile(ops, 'bad.csv', b64(csvOf([
      HEADERS,
      row(`好行${stamp}`),
      row(`分类错${stamp}`, { category: '火星餐饮' }),
      row(`档位错${stamp}`, { fee_band: '5-8万' }),
      row(''),
      row(`好行${stamp}`),
      row(existing),
      row(`公式${stamp}`, { shopnum: '=1+1' }),
      row(`门店错${stamp}`, { shopnum: '很多', region: '火星' }),
    ])));
    expect(res.code).toBe(200);
    expect(res.data!.imported).toBe(0);
    expect(res.data!.ids).toEqual([]);
    expect(res.data!.problems).toEqual([
      { row: 3, column: '行业分类', message: '未知的行业分类「火星餐饮」，请填写网站已有的小类，如“餐饮/奶茶”' },
      { row: 4, column: '投资金额档', message: '未知的投资金额档「5-8万」，可选：1万以下、1-5万、5-10万、10-20万、20-50万、50-100万、100万以上' },
      { row: 5, column: '品牌名称', message: '「品牌名称」不能为空' },
      { row: 6, column: '品牌名称', message: '品牌名称与第 2 行重复' },
      { row: 7, column: '品牌名称', message: expect.stringMatching(/^已有同名品牌（编号 \d+），不能重复导入$/) },
      { row: 8, column: '门店数', message: '单元格是公式（以 = 开头），CSV 中没有它的计算结果，请填写数值或文字' },
      { row: 9, column: '所在地区', message: '未知的地区「火星」，请填写省份或城市名称，如“上海市”“杭州市”' },
      { row: 9, column: '门店数', message: '「门店数」须为 0 到 1000000 之间的整数' },
    ]);
    expect(await brandCount()).toBe(before);
    expect((await db.query("select 1 from content_change where kind = 'import'")).length).toBe(changes);
    const [audit] = await db.query<{ outcome: string; detail: Record<string, unknown> }>("select outcome, detail from audit_event where action = 'import.run' order by id desc limit 1");
    expect(audit).toMatchObject({ outcome: 'failed', detail: expect.objectContaining({ rows: 8, problems: 8, imported: 0 }) });
  });

  it('refuses a file that is not the template, a formula without a stored value, an unknown type and an oversize file', async () => {
    const headerless = await importFile(ops, 'x.csv', b64(csvOf([['名称', '分类'], ['a', 'b']])));
    expect(headerless.data!.problems.map((p) => p.message)).toEqual(expect.arrayContaining(['未知的列「名称」，请使用下载的模板', '缺少列「品牌名称」，请使用下载的模板']));
    const book = new ExcelJS.Workbook();
    const sheet = book.addWorksheet('品牌');
    sheet.addRow(HEADERS);
    const r2 = sheet.addRow(row(`无值公式${stamp}`));
    r2.getCell(1).value = { formula: 'CONCAT("a","b")' } as ExcelJS.CellFormulaValue;
    const noValue = await importFile(ops, 'f.xlsx', b64(new Uint8Array(await book.xlsx.writeBuffer())));
    expect(noValue.data!.problems).toEqual([{ row: 2, column: '品牌名称', message: '公式单元格没有保存计算结果，请在表格软件中复制后“粘贴为数值”再导入' }]);
    expect((await importFile(ops, 'a.xls', b64('x'))).msg).toBe('请选择 .csv 或 .xlsx 文件');
    expect((await importFile(ops, 'a.xlsx', b64('not a zip'))).data!.problems[0]!.message).toBe('文件无法读取，请使用下载的模板（.csv 或 .xlsx）');
    expect((await importFile(ops, 'big.csv', b64('a'.repeat(600 * 1024)))).msg).toBe('文件不能超过 512 KB');
  });
});
