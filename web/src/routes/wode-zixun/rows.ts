// The rows 我的咨询 lists, and the JSON and CSV copies built from exactly those rows (PIPL Art. 45: a
// copy of one's own data). The table and both files read the same `MyRow` values, so they cannot differ.
import type { LeadState, MyEnquiryList_ListFragment } from '../../gql/graphql';

export type MyEnquiryItem = MyEnquiryList_ListFragment['enquiries'][number];

/** One step of the lead's life as shown: what happened (已送达…, 对方已查看, 撤回…) and when, in China time. */
export interface MyStep {
  state: LeadState;
  label: string;
  time: string;
}

export interface MyRow {
  id: string;
  brand: string;
  /** The brand's page on this site; '' for a 品牌营销 lead or a brand no longer listed. */
  brandUrl: string;
  recipient: string;
  time: string;
  /** Where the lead stands now (its state's label: 已送达, 已查看, 撤回…). */
  status: string;
  /** Every step, oldest first (from 已提交). */
  steps: MyStep[];
  /** The steps as one line, for the files: 已提交 2026-11-26 00:30；已送达… 2026-11-26 00:31. */
  progress: string;
  withdrawnAt: string;
  consentText: string;
  consentVersion: string;
}

const fmt = new Intl.DateTimeFormat('zh-CN', { timeZone: 'Asia/Shanghai', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hour12: false });
/** China time, YYYY-MM-DD HH:MM: the same text on the server, in the browser and in the files. */
export const chinaTime = (iso: string) => fmt.format(new Date(iso)).replaceAll('/', '-');

export function myRow(e: MyEnquiryItem): MyRow {
  const steps = e.progress.map((p) => ({ state: p.state, label: p.label, time: chinaTime(p.time) }));
  return {
    id: e.id,
    brand: e.brandName,
    brandUrl: e.brand ? `/shangji/${e.brand.id}` : '',
    recipient: e.recipient,
    time: chinaTime(e.time),
    status: e.stateLabel,
    steps,
    progress: steps.map((p) => `${p.label} ${p.time}`).join('；'),
    withdrawnAt: e.withdrawnAt ? chinaTime(e.withdrawnAt) : '',
    consentText: e.consentText,
    consentVersion: e.consentVersion,
  };
}

/**
 * The steps a row shows in its 状态 cell: 已提交 is the 提交时间 column's, so it is left out once the lead
 * moved on; the files carry every step (进展).
 */
export const shownSteps = (r: MyRow): MyStep[] => (r.steps.length > 1 ? r.steps.filter((s) => s.state !== 'SUBMITTED') : r.steps);

const HEAD: [Exclude<keyof MyRow, 'steps'>, string][] = [
  ['id', '编号'],
  ['brand', '品牌'],
  ['brandUrl', '品牌页面'],
  ['recipient', '接收方'],
  ['time', '提交时间'],
  ['status', '状态'],
  ['progress', '进展'],
  ['withdrawnAt', '撤回时间'],
  ['consentText', '同意说明'],
  ['consentVersion', '同意说明版本'],
];

/** JSON: the masked number and the rows, with Chinese keys as in the table. */
export function rowsJson(maskedPhone: string, rows: MyRow[]): string {
  return JSON.stringify({ 手机号: maskedPhone, 咨询: rows.map((r) => Object.fromEntries(HEAD.map(([k, label]) => [label, r[k]]))) }, null, 2);
}

// RFC 4180 quoting; a cell starting with = + - @ is prefixed with ' so a spreadsheet never runs it.
const cell = (v: string) => {
  const safe = /^[=+\-@]/.test(v) ? `'${v}` : v;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
};

/** CSV with a BOM (Excel reads UTF-8 Chinese then), CRLF line ends. */
export function rowsCsv(rows: MyRow[]): string {
  const lines = [HEAD.map(([, label]) => label), ...rows.map((r) => HEAD.map(([k]) => r[k]))];
  return `\uFEFF${lines.map((l) => l.map(cell).join(',')).join('\r\n')}\r\n`;
}

/** Saves `text` (one of the copies above) as a file named `name`: a Blob link clicked once, on both screens. */
export function download(name: string, type: string, text: string) {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
