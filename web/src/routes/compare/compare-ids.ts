// The compare page's address /duibi?ids=1,2,3 (docs/decisions/0095): which ids it compares and which it
// had to leave out, each named so the page can say why in Chinese.
import { COMPARE_MAX } from '../../components/compare/shortlist-store';

export interface CompareIds {
  /** Valid ids, first occurrence kept, at most COMPARE_MAX. */
  ids: string[];
  /** Parts that are not brand ids (as written, shortened). */
  invalid: string[];
  /** Valid ids past the first COMPARE_MAX. */
  dropped: string[];
}

const ID = /^[1-9]\d{0,9}$/;

export function readCompareIds(raw: string | null): CompareIds {
  const out: CompareIds = { ids: [], invalid: [], dropped: [] };
  const parts = (raw ?? '')
    .split(/[,，\s]+/)
    .map((p) => p.trim())
    .filter(Boolean)
    .slice(0, 20);
  for (const p of parts) {
    if (!ID.test(p)) out.invalid.push(Array.from(p).slice(0, 20).join(''));
    else if (out.ids.includes(p) || out.dropped.includes(p)) continue;
    else if (out.ids.length < COMPARE_MAX) out.ids.push(p);
    else out.dropped.push(p);
  }
  return out;
}
