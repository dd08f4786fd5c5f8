// Styles only the compare page uses (hoisted into <head> once with this route's chunk). Rows where
// the brands differ get the pale red ground and a 不同 label: colour is never the only sign.
import { palette } from '../../palette';

export const COMPARE_CSS = `
.sj-cmp-title{font-size:20px;margin:0 0 12px}
.sj-cmp-notes{margin:0 0 12px;padding:8px 12px 8px 28px;border:1px solid ${palette.redBorder};background:${palette.redPale};color:${palette.redText};font-size:13px}
.sj-cmp-scroll{overflow-x:auto}
.sj-cmp{width:100%;border-collapse:collapse;font-size:13px;table-layout:fixed}
.sj-cmp caption{text-align:left;color:${palette.muted};padding:0 0 8px}
.sj-cmp th,.sj-cmp td{border:1px solid ${palette.line};padding:8px;vertical-align:top;text-align:left}
.sj-cmp thead th{font-size:15px;background:#fafafa}
.sj-cmp thead th > *{margin-top:4px}
.sj-cmp tbody th[scope=row]{width:180px;font-weight:normal;color:${palette.text}}
.sj-cmp .sj-cmp-group th{background:#fafafa;font-weight:bold}
.sj-cmp tr[data-differs] th[scope=row],.sj-cmp tr[data-differs] td{background:${palette.redPale}}
.sj-cmp-differs{margin-left:6px;color:${palette.redText};font-size:12px;border:1px solid ${palette.redText};padding:0 3px}
.sj-cmp-sub{color:${palette.muted};font-size:12px;font-weight:normal}
.sj-cmp-sources{margin:10px 0 0;padding-left:18px;color:${palette.muted};font-size:12px}
`;

export function CompareStyles() {
  return (
    <style href="sj-compare" precedence="default">
      {COMPARE_CSS}
    </style>
  );
}
