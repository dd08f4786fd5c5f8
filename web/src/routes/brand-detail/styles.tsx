// Layout rules of the brand page (head row, facts block, main and side columns) as one hoisted
// stylesheet (docs/decisions/0043): plain class names cost the render nothing, where each Chakra style
// prop was resolved and serialized per element on every request.
import { palette } from '../../palette';

const CSS = `
.sj-bd{padding-top:12px}
.sj-bd-head{display:flex;align-items:flex-start;gap:24px}
.sj-bd-body{display:flex;align-items:flex-start;gap:20px}
.sj-bd-fill{flex:1;min-width:0}
.sj-bd-side{width:320px;flex-shrink:0}
.sj-bd-name{display:flex;align-items:center;gap:10px;flex-wrap:wrap}
.sj-bd-name h1{font-size:24px;font-weight:bold}
.sj-bd-facts{display:grid;grid-template-columns:1fr 1fr;column-gap:20px;row-gap:8px;margin-top:14px;font-size:14px}
.sj-bd-fact{display:flex;min-width:0}
.sj-bd-fact dt{flex-shrink:0;font-size:inherit}
.sj-bd-fact dd{margin:0;overflow:hidden;text-overflow:ellipsis;white-space:nowrap}
.sj-bd-fee{margin-top:14px;background:${palette.redPale};padding:8px 12px}
.sj-bd-actions{display:flex;align-items:center;margin-top:16px;gap:12px;flex-wrap:wrap}
`;

export function BrandDetailStyles() {
  return (
    <style href="sj-brand-detail" precedence="default">
      {CSS}
    </style>
  );
}
