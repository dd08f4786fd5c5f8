// Styles only the brand list uses: the filter rows. React 19 hoists a
// <style href precedence> into <head> once, so they ship with this route's chunk, not the global theme.
import { palette } from '../../palette';

export const LIST_CSS = `
.sj-filters{padding:12px 20px}
.sj-filter-row{display:flex;gap:8px;padding:8px 0;border-bottom:1px dashed ${palette.line};font-size:13px}
.sj-filter-row:last-child{border-bottom:0}
.sj-filter-label{flex-shrink:0;width:72px;color:${palette.muted};line-height:24px}
.sj-filter-row ul{list-style:none;margin:0;padding:0;display:flex;flex-wrap:wrap;gap:4px 6px}
.sj-filter-row a{display:inline-block;padding:0 8px;line-height:24px;border-radius:2px}
.sj-filter-row a[aria-current]{background:${palette.redText};color:#fff}
`;

export function ListStyles() {
  return (
    <style href="sj-brand-list" precedence="default">
      {LIST_CSS}
    </style>
  );
}
