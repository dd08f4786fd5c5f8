// Checks an import file's rows against the catalogue (docs/decisions/0124-brand-import.md): every
// problem found is reported with its row number, the column's header and a Chinese message, and a file
// with any problem writes nothing. Rows wholly blank are skipped (spreadsheets keep them).
import { BRAND_IMPORT_COLUMNS, BRAND_IMPORT_MAX_ROWS, type BrandImportField, type WireImportProblem } from '@shangji/contract';
import type { Queryable } from '../db/database';
import type { Cell } from './read-file';

export const importMessages = {
  empty: '文件中没有数据行',
  missingHeader: (h: string) => `缺少列「${h}」，请使用下载的模板`,
  unknownHeader: (h: string) => `未知的列「${h}」，请使用下载的模板`,
  duplicateHeader: (h: string) => `列「${h}」出现了两次`,
  tooManyRows: (n: number) => `数据行超过 ${n} 行，请拆分后分批导入`,
  required: (h: string) => `「${h}」不能为空`,
  tooLong: (h: string, n: number) => `「${h}」不能超过 ${n} 个字`,
  unknownCategory: (v: string) => `未知的行业分类「${v}」，请填写网站已有的小类，如“餐饮/奶茶”`,
  ambiguousCategory: (v: string) => `行业分类「${v}」有多个同名小类，请写成“行业/小类”`,
  badFee: (v: string, names: string[]) => `未知的投资金额档「${v}」，可选：${names.join('、')}`,
  unknownRegion: (v: string) => `未知的地区「${v}」，请填写省份或城市名称，如“上海市”“杭州市”`,
  badNumber: (h: string) => `「${h}」须为 0 到 1000000 之间的整数`,
  duplicateInFile: (row: number) => `品牌名称与第 ${row} 行重复`,
  duplicateExisting: (id: number) => `已有同名品牌（编号 ${id}），不能重复导入`,
} as const;

/** Most characters per field; the title as the site's pages show it. */
const MAX_CHARS: Record<BrandImportField, number> = {
  title: 40, category: 40, fee_band: 20, money: 30, region: 30, company: 100, product: 200, throng: 100,
  foundtime: 20, shopnum: 10, description: 500, keyword: 200,
};

/** A row ready to insert. */
export interface ImportRow {
  row: number;
  title: string;
  cid: number;
  cidOne: number;
  feeid: number;
  money: string;
  regionid: number;
  company: string;
  product: string;
  throng: string;
  foundtime: string;
  shopnum: number;
  description: string;
  keyword: string;
}

const chars = (s: string) => [...s].length;
/** Titles compare without spaces and case: 「ABC 奶茶」 and 「abc奶茶」 are the same brand to a visitor. */
export const titleKey = (s: string) => s.replace(/\s+/g, '').toLowerCase();

interface Catalogue {
  /** Sub-category by "行业/小类" and, when unique, by its own name. */
  categories: Map<string, { id: number; pid: number } | 'ambiguous'>;
  fees: Map<string, number>;
  feeNames: string[];
  regions: Map<string, number>;
}

async function catalogue(db: Queryable): Promise<Catalogue> {
  const [cats, fees, regions] = await Promise.all([
    db.query<{ id: number; pid: number; name: string }>('select id, pid, name from category order by id'),
    db.query<{ id: number; name: string }>('select id, name from fee_band order by sort, id'),
    db.query<{ id: number; name: string; level: number }>('select id, name, level from region order by level, id'),
  ]);
  const top = new Map(cats.filter((c) => c.pid === 0).map((c) => [c.id, c.name]));
  const categories: Catalogue['categories'] = new Map();
  for (const c of cats.filter((x) => x.pid !== 0)) {
    const v = { id: Number(c.id), pid: Number(c.pid) };
    categories.set(`${top.get(c.pid)}/${c.name}`, v);
    categories.set(c.name, categories.has(c.name) ? 'ambiguous' : v);
  }
  const regionMap = new Map<string, number>();
  // Provinces first, so a city of the same short name does not hide its province.
  for (const r of regions) {
    for (const name of [r.name, r.name.replace(/(省|市|自治区|特别行政区|壮族自治区|回族自治区|维吾尔自治区)$/, '')]) {
      if (name && !regionMap.has(name)) regionMap.set(name, Number(r.id));
    }
  }
  return { categories, fees: new Map(fees.map((f) => [f.name, Number(f.id)])), feeNames: fees.map((f) => f.name), regions: regionMap };
}

/** The rows to write, or every problem of the file. */
export async function checkRows(db: Queryable, rows: Cell[][]): Promise<{ rows: ImportRow[]; read: number; problems: WireImportProblem[] }> {
  const problems: WireImportProblem[] = [];
  const problem = (row: number, column: string, message: string) => problems.push({ row, column, message });
  const blank = (r: Cell[] | undefined) => !r || r.every((c) => 'text' in c && c.text === '');

  const headerRow = rows[0] ?? [];
  const headers = headerRow.map((c) => ('text' in c ? c.text.replace(/^\uFEFF/, '').replace(/\s*[*＊]$/, '').trim() : ''));
  const at = new Map<string, number>();
  headers.forEach((h, i) => {
    if (h === '') return;
    if (at.has(h)) problem(1, h, importMessages.duplicateHeader(h));
    else if (!BRAND_IMPORT_COLUMNS.some((c) => c.header === h)) problem(1, h, importMessages.unknownHeader(h));
    at.set(h, i);
  });
  for (const c of BRAND_IMPORT_COLUMNS) if (c.required && !at.has(c.header)) problem(1, c.header, importMessages.missingHeader(c.header));
  if (problems.length) return { rows: [], read: 0, problems };

  const data = rows.map((r, i) => ({ r, n: i + 1 })).slice(1).filter(({ r }) => !blank(r));
  if (data.length === 0) return { rows: [], read: 0, problems: [{ row: 2, column: '', message: importMessages.empty }] };
  if (data.length > BRAND_IMPORT_MAX_ROWS) return { rows: [], read: data.length, problems: [{ row: data[BRAND_IMPORT_MAX_ROWS]!.n, column: '', message: importMessages.tooManyRows(BRAND_IMPORT_MAX_ROWS) }] };

  const cat = await catalogue(db);
  const seen = new Map<string, number>();
  const out: ImportRow[] = [];
  for (const { r, n } of data) {
    const before = problems.length;
    const value = {} as Record<BrandImportField, string>;
    for (const c of BRAND_IMPORT_COLUMNS) {
      const i = at.get(c.header);
      const cell = i === undefined ? { text: '' } : (r[i] ?? { text: '' });
      if ('problem' in cell) {
        problem(n, c.header, cell.problem);
        value[c.field] = '';
        continue;
      }
      value[c.field] = cell.text;
      if (c.required && cell.text === '') problem(n, c.header, importMessages.required(c.header));
      else if (chars(cell.text) > MAX_CHARS[c.field]) problem(n, c.header, importMessages.tooLong(c.header, MAX_CHARS[c.field]));
    }
    const h = (f: BrandImportField) => BRAND_IMPORT_COLUMNS.find((c) => c.field === f)!.header;
    const category = value.category ? cat.categories.get(value.category.replace(/\s*[/／]\s*/, '/')) : undefined;
    if (value.category && category === undefined) problem(n, h('category'), importMessages.unknownCategory(value.category));
    if (category === 'ambiguous') problem(n, h('category'), importMessages.ambiguousCategory(value.category));
    const feeid = value.fee_band ? cat.fees.get(value.fee_band) : undefined;
    if (value.fee_band && feeid === undefined) problem(n, h('fee_band'), importMessages.badFee(value.fee_band, cat.feeNames));
    const regionid = value.region ? cat.regions.get(value.region) : undefined;
    if (value.region && regionid === undefined) problem(n, h('region'), importMessages.unknownRegion(value.region));
    const shopnum = value.shopnum === '' ? 0 : /^\d{1,7}$/.test(value.shopnum) && Number(value.shopnum) <= 1_000_000 ? Number(value.shopnum) : NaN;
    if (Number.isNaN(shopnum)) problem(n, h('shopnum'), importMessages.badNumber(h('shopnum')));
    if (value.title) {
      const key = titleKey(value.title);
      const first = seen.get(key);
      if (first !== undefined) problem(n, h('title'), importMessages.duplicateInFile(first));
      else seen.set(key, n);
    }
    if (problems.length > before || typeof category !== 'object' || feeid === undefined || regionid === undefined) continue;
    out.push({
      row: n, title: value.title, cid: category.id, cidOne: category.pid, feeid, money: value.money || value.fee_band, regionid,
      company: value.company, product: value.product, throng: value.throng, foundtime: value.foundtime, shopnum,
      description: value.description, keyword: value.keyword,
    });
  }

  // Titles the site already has, compared as titleKey does.
  const keys = [...seen.keys()];
  const existing = await db.query<{ id: number; k: string }>(
    "select id, lower(regexp_replace(title, '\\s+', '', 'g')) as k from brand where lower(regexp_replace(title, '\\s+', '', 'g')) = any($1::text[])",
    [keys],
  );
  for (const e of existing) {
    const row = seen.get(e.k);
    if (row !== undefined) problem(row, BRAND_IMPORT_COLUMNS[0].header, importMessages.duplicateExisting(Number(e.id)));
  }
  problems.sort((a, b) => a.row - b.row);
  return { rows: problems.length ? [] : out, read: data.length, problems };
}
