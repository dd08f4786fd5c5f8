// Styles only the brand list and the certified list use: filter rows and list tabs. React 19 hoists a
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
.sj-list-tabs{display:flex;border-bottom:2px solid ${palette.red};margin:0 0 4px;padding:0;list-style:none}
.sj-list-tabs a{display:block;padding:0 24px;line-height:40px;font-size:16px}
.sj-list-tabs a[aria-current]{background:${palette.red};color:#fff;font-weight:bold}
.sj-list-count{margin-left:auto;align-self:center;color:${palette.muted};font-size:13px}
.sj-top-list{list-style:none;margin:0;padding:0;counter-reset:top}
.sj-top-list li{display:flex;gap:8px;align-items:center;padding:6px 0;border-bottom:1px dashed ${palette.line};counter-increment:top;min-width:0}
.sj-top-list li::before{content:counter(top);flex-shrink:0;width:20px;height:20px;line-height:20px;text-align:center;font-size:12px;background:${palette.line};color:${palette.text}}
.sj-top-list li:nth-child(-n+3)::before{background:${palette.redText};color:#fff}
.sj-top-list a{flex:1;min-width:0;overflow:hidden;white-space:nowrap;text-overflow:ellipsis}
.sj-top-list .sj-money{flex-shrink:0;font-size:12px}
`;

export function ListStyles() {
  return (
    <style href="sj-brand-list" precedence="default">
      {LIST_CSS}
    </style>
  );
}
