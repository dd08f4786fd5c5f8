// Shared by the desktop list (routes/brand-list) and the mobile list (mobile/routes/brand-list).
// The brand list's address /shangji/{pinyin}-{feeid}-{regionid}-{idenid}-{isvip}-{filed}-{twostores}
// (SPEC §2, with the trust filters 已备案 and 两店一年 as two more parts: docs/decisions/0094): read it once
// in the loader (anything malformed is a 404, never a 500) and write it back for every filter link, so
// changing one filter keeps the others. Trailing 0 parts are dropped, so every older address is unchanged.

export interface ListFilters {
  /** Category or sub-category pinyin; 'all' for every category. */
  pinyin: string;
  /** Investment band id; '0' means all. */
  feeid: string;
  /** Headquarters region id; '0' means all. */
  regionid: string;
  /** Tag id; '0' means all. */
  idenid: string;
  /** '1' lists certified brands only (the 品牌认证 tab). */
  isvip: '0' | '1';
  /** '1' lists brands filed with MOFCOM only (已备案). */
  filed: '0' | '1';
  /** '1' lists brands that met 两店一年 when franchising began only. */
  twostores: '0' | '1';
}

export const ALL: ListFilters = { pinyin: 'all', feeid: '0', regionid: '0', idenid: '0', isvip: '0', filed: '0', twostores: '0' };

const PARTS = 7;
const flag = (v: string): v is '0' | '1' => v === '0' || v === '1';

const PINYIN = /^[a-z][a-z0-9]{0,39}$/;
const NUMBER = /^\d{1,9}$/;

/**
 * The filters of an id; null when it is malformed (too many parts, a pinyin with other characters, a
 * non-numeric or huge number, isvip, filed or twostores other than 0/1). Missing or empty parts default to all (0).
 */
export function parseListId(id: string | undefined): ListFilters | null {
  const parts = (id ?? '').split('-');
  if (parts.length > PARTS) return null;
  const [pinyin = '', ...numbers] = parts;
  const slug = pinyin.toLowerCase() || 'all';
  if (!PINYIN.test(slug)) return null;
  const ids: string[] = [];
  for (let i = 0; i < PARTS - 1; i += 1) {
    const raw = numbers[i] ?? '';
    if (raw === '') ids.push('0');
    else if (NUMBER.test(raw)) ids.push(String(Number(raw)));
    else return null;
  }
  const [feeid, regionid, idenid, isvip, filed, twostores] = ids as [string, string, string, string, string, string];
  if (!flag(isvip) || !flag(filed) || !flag(twostores)) return null;
  return { pinyin: slug, feeid, regionid, idenid, isvip, filed, twostores };
}

/** The shortest id of the filters: trailing 0 parts dropped (all-0-0-0-0 → all, canyin-3-0-0-0 → canyin-3). */
export function formatListId(f: ListFilters): string {
  const parts = [f.pinyin || 'all', f.feeid, f.regionid, f.idenid, f.isvip, f.filed, f.twostores];
  while (parts.length > 1 && parts[parts.length - 1] === '0') parts.pop();
  return parts.join('-');
}

/** The list's address with some filters changed and the rest kept (paging restarts at 1). */
export function listHref(current: ListFilters, change: Partial<ListFilters>): string {
  return `/shangji/${formatListId({ ...current, ...change })}`;
}
