// Reads an import file into rows of cell texts (docs/decisions/0124-brand-import.md): CSV through
// papaparse, .xlsx through exceljs — never a parser of our own. Nothing in a file is evaluated: an .xlsx
// formula cell is read as the value the spreadsheet program stored with it (its cached result), which is
// then checked like any typed value; a formula without a stored value, or whose value is an error (#N/A),
// is a problem of its row, and a CSV cell that starts with "=" (a formula to a spreadsheet) is refused the
// same way, since its value is not in the file.
import ExcelJS from 'exceljs';
import Papa from 'papaparse';

/** A cell's text, or the Chinese reason it cannot be read. */
export type Cell = { text: string } | { problem: string };
/** The file's rows (header first), or the Chinese reason the file cannot be read at all. */
export type ReadResult = { rows: Cell[][] } | { problem: string };

export const fileMessages = {
  unreadable: '文件无法读取，请使用下载的模板（.csv 或 .xlsx）',
  encoding: '文件编码无法识别，请另存为 UTF-8 编码的 CSV',
  noSheet: '工作簿中没有工作表',
  formulaNoValue: '公式单元格没有保存计算结果，请在表格软件中复制后“粘贴为数值”再导入',
  formulaError: (v: string) => `公式的结果是错误值 ${v}，请修正后再导入`,
  csvFormula: '单元格是公式（以 = 开头），CSV 中没有它的计算结果，请填写数值或文字',
  tooLarge: '文件解压后过大，请拆分后再导入',
} as const;

/** Unpacked bytes an .xlsx may declare at most (its parts inflated in memory by exceljs). */
export const XLSX_MAX_UNPACKED = 32 * 1024 * 1024;

/** UTF-8 (with or without BOM), else GB18030 — what Excel's "CSV" writes on a Chinese Windows. */
function decode(bytes: Uint8Array): string | undefined {
  try {
    return new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(bytes);
  } catch {
    try {
      return new TextDecoder('gb18030', { fatal: true }).decode(bytes);
    } catch {
      return undefined;
    }
  }
}

export function readCsv(bytes: Uint8Array): ReadResult {
  const text = decode(bytes);
  if (text === undefined) return { problem: fileMessages.encoding };
  // Blank lines stay (skipped by the checker), so each record's index is its row number in the report.
  const parsed = Papa.parse<string[]>(text, { header: false, skipEmptyLines: false });
  // A quote never closed runs to the end of the file: that is not a file we can trust a row of.
  if (parsed.errors.some((e) => e.type === 'Quotes')) return { problem: fileMessages.unreadable };
  return {
    rows: parsed.data.map((row) => row.map((v): Cell => (/^\s*=/.test(v) ? { problem: fileMessages.csvFormula } : { text: v.trim() }))),
  };
}

/**
 * The unpacked size an .xlsx (a zip) declares for its parts, from its central directory; Infinity when it
 * cannot be told (ZIP64), null when this is no zip or its directory is damaged. A 512 KB file could
 * otherwise unpack to gigabytes in memory. (A lying directory is caught by the unzipper's own size and
 * CRC checks, after inflating no more than the parts' real sizes.)
 */
export function declaredUnpackedSize(bytes: Uint8Array): number | null {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  for (let end = bytes.length - 22; end >= Math.max(0, bytes.length - 22 - 65_535); end--) {
    if (view.getUint32(end, true) !== 0x06054b50) continue;
    const entries = view.getUint16(end + 10, true);
    let at = view.getUint32(end + 16, true);
    let total = 0;
    for (let i = 0; i < entries; i++) {
      if (at + 46 > bytes.length || view.getUint32(at, true) !== 0x02014b50) return null;
      const size = view.getUint32(at + 24, true);
      if (size === 0xffffffff) return Infinity;
      total += size;
      at += 46 + view.getUint16(at + 28, true) + view.getUint16(at + 30, true) + view.getUint16(at + 32, true);
    }
    return total;
  }
  return null;
}

function cellOf(value: ExcelJS.CellValue): Cell {
  if (value === null || value === undefined) return { text: '' };
  if (typeof value === 'string') return { text: value.trim() };
  if (typeof value === 'number') return { text: String(value) };
  if (typeof value === 'boolean') return { text: value ? 'TRUE' : 'FALSE' };
  if (value instanceof Date) return { text: value.toISOString().slice(0, 10) };
  if (typeof value === 'object') {
    if ('formula' in value || 'sharedFormula' in value) {
      const result = (value as { result?: ExcelJS.CellValue }).result;
      if (result === undefined || result === null) return { problem: fileMessages.formulaNoValue };
      if (typeof result === 'object' && 'error' in (result as object)) return { problem: fileMessages.formulaError(String((result as { error: string }).error)) };
      return cellOf(result);
    }
    if ('error' in value) return { problem: fileMessages.formulaError(String((value as { error: string }).error)) };
    if ('richText' in value) return { text: (value as ExcelJS.CellRichTextValue).richText.map((r) => r.text).join('').trim() };
    if ('text' in value) return cellOf((value as { text: ExcelJS.CellValue }).text);
  }
  return { text: String(value).trim() };
}

export async function readXlsx(bytes: Uint8Array): Promise<ReadResult> {
  const unpacked = declaredUnpackedSize(bytes);
  if (unpacked === null) return { problem: fileMessages.unreadable };
  if (unpacked > XLSX_MAX_UNPACKED) return { problem: fileMessages.tooLarge };
  const book = new ExcelJS.Workbook();
  try {
    await book.xlsx.load(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength) as unknown as ArrayBuffer);
  } catch {
    return { problem: fileMessages.unreadable };
  }
  const sheet = book.worksheets[0];
  if (!sheet) return { problem: fileMessages.noSheet };
  const rows: Cell[][] = [];
  const width = sheet.columnCount;
  sheet.eachRow({ includeEmpty: true }, (row, n) => {
    const cells: Cell[] = [];
    for (let c = 1; c <= width; c++) cells.push(cellOf(row.getCell(c).value));
    rows[n - 1] = cells;
  });
  // Rows exceljs skipped (never written) are empty rows, kept so each index is the sheet's row number - 1.
  return { rows: Array.from(rows, (r) => r ?? []) };
}
