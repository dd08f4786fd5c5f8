// Layout of the brand page's public-record sections (passport, ledger, costs, signing rules), hoisted
// as one stylesheet like styles.tsx.
import { palette } from '../../palette';

const CSS = `
.sj-tr-flags{border:1px solid ${palette.redBorder};background:${palette.redPale};padding:10px 14px;margin-bottom:14px}
.sj-tr-flags.ok{border-color:#b7dfc3;background:#f1faf3}
.sj-tr-flags h3{font-size:15px;font-weight:bold;margin-bottom:6px}
.sj-tr-checks{list-style:none;padding:0;margin:0 0 14px}
.sj-tr-checks li{display:flex;gap:8px;padding:6px 0;border-bottom:1px dashed ${palette.line};font-size:14px}
.sj-tr-state{flex-shrink:0;width:64px;font-weight:bold}
.sj-tr-state.PASS{color:${palette.claimed}}
.sj-tr-state.FAIL{color:${palette.redText}}
.sj-tr-state.UNKNOWN{color:${palette.muted}}
.sj-tr-facts{display:grid;grid-template-columns:1fr 1fr;gap:12px}
.sj-tr-fact{border:1px solid ${palette.line};padding:10px 12px}
.sj-tr-fact h3{font-size:15px;font-weight:bold;margin-bottom:6px}
.sj-tr-fact dl{display:grid;grid-template-columns:auto 1fr;column-gap:8px;row-gap:4px;font-size:14px}
.sj-tr-fact dt{color:${palette.muted}}
.sj-tr-fact dd{margin:0}
.sj-tr-src{font-size:12px;color:${palette.muted};margin-top:6px}
.sj-tr-nums{display:flex;flex-wrap:wrap;gap:10px 24px;margin-bottom:10px;font-size:14px}
.sj-tr-nums strong{font-size:18px;color:${palette.text}}
.sj-tr-chart{overflow-x:auto;margin:6px 0}
.sj-tr-chart svg{max-width:100%;height:auto}
.sj-tr-table{border-collapse:collapse;width:100%;font-size:13px}
.sj-tr-table th,.sj-tr-table td{border:1px solid ${palette.line};padding:4px 6px;text-align:right}
.sj-tr-table th:first-child,.sj-tr-table td:first-child{text-align:left}
.sj-tr-table caption{text-align:left;font-size:13px;color:${palette.muted};margin-bottom:4px}
.sj-tr-calc{display:flex;flex-wrap:wrap;gap:12px;align-items:flex-end;margin:12px 0;font-size:14px}
.sj-tr-calc label{display:flex;flex-direction:column;gap:4px}
.sj-tr-calc input,.sj-tr-calc select{height:32px;border:1px solid #ccc;padding:0 8px;width:140px}
.sj-tr-total{font-size:16px;margin:8px 0}
.sj-tr-total strong{color:${palette.redText};font-size:20px}
.sj-bd-msg{display:flex;gap:20px;align-items:flex-start}
.sj-bd-msg>:first-child{flex:1;min-width:0}
.sj-tr-law{width:300px;flex-shrink:0;border:1px solid ${palette.line};padding:12px;font-size:13px;line-height:1.7}
.sj-tr-law h3{font-size:15px;font-weight:bold;margin-bottom:6px}
.sj-tr-law input{height:30px;border:1px solid #ccc;padding:0 6px;width:100%;margin-top:4px}
@media (max-width:900px){.sj-tr-facts{grid-template-columns:1fr}.sj-bd-msg{flex-direction:column}.sj-tr-law{width:auto}}
`;

export function TrustStyles() {
  return (
    <style href="sj-brand-trust" precedence="default">
      {CSS}
    </style>
  );
}
