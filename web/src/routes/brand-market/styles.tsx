// Styles only /brandmarket uses. React 19 hoists a <style href precedence> into <head> once, so they
// ship with this route's chunk, not the global theme (docs/decisions/0043).
import { palette } from '../../palette';

export const MARKET_CSS = `
.sj-bm-hero{background:linear-gradient(120deg,${palette.redText},#7a0d14);color:#fff;padding:80px 56px;margin-bottom:20px;border-radius:2px}
.sj-bm-hero h1{font-size:36px;font-weight:bold;margin:0 0 14px}
.sj-bm-hero p{font-size:17px;line-height:1.8;max-width:640px;margin:0 0 26px}
.sj-bm-hero .sj-btn{background:#fff;color:${palette.redText};font-size:16px;padding:10px 36px;height:auto}
.sj-bm-hero .sj-btn:hover{background:${palette.redPale};color:${palette.redDark}}
.sj-bm-layout{display:flex;gap:20px;align-items:flex-start}
.sj-bm-main{flex:1;min-width:0}
.sj-bm-side{width:200px;flex-shrink:0}
.sj-bm-counters{display:grid;grid-template-columns:repeat(3,minmax(0,1fr));text-align:center}
.sj-bm-counters > div{padding:18px 0;border-right:1px solid ${palette.line}}
.sj-bm-counters > div:last-child{border-right:0}
.sj-bm-counters .sj-counter-figure{display:block;font-size:40px;font-weight:bold;color:${palette.red};line-height:1.2}
.sj-bm-counters .sj-counter-label{display:block;margin-top:8px;color:${palette.muted};font-size:15px}
.sj-bm-lead{color:${palette.muted};margin:-6px 0 18px;line-height:1.8}
.sj-bm-industries{display:grid;grid-template-columns:repeat(2,minmax(0,1fr));gap:20px}
.sj-bm-industry{border:1px solid ${palette.line};border-top:3px solid ${palette.red};padding:22px 24px;min-height:300px}
.sj-bm-industry h3{font-size:22px;font-weight:bold;margin:0 0 4px}
.sj-bm-industry .sj-bm-slogan{color:${palette.redText};margin:0 0 12px;font-size:15px}
.sj-bm-industry p{line-height:1.9;margin:0 0 12px}
.sj-bm-industry ul,.sj-bm-service-body ul{list-style:none;margin:0;padding:0}
.sj-bm-industry li,.sj-bm-service-body ul li{position:relative;padding-left:18px;line-height:2.1}
.sj-bm-industry li::before,.sj-bm-service-body ul li::before{content:"";position:absolute;left:2px;top:13px;width:7px;height:7px;border-radius:50%;background:${palette.red}}
.sj-bm-service{scroll-margin-top:70px}
.sj-bm-service .sj-bm-intro{font-size:16px;line-height:1.9;margin:0 0 16px}
.sj-bm-service-body{display:flex;gap:28px}
.sj-bm-service-body ul{flex:1;font-size:15px}
.sj-bm-steps{width:250px;flex-shrink:0;background:${palette.page};padding:18px 20px;align-self:flex-start}
.sj-bm-steps h3{font-size:15px;font-weight:bold;margin:0 0 10px}
.sj-bm-steps ol{margin:0;padding:0;list-style:none;counter-reset:step}
.sj-bm-steps li{counter-increment:step;padding:8px 0 8px 36px;position:relative;line-height:1.6}
.sj-bm-steps li::before{content:counter(step);position:absolute;left:0;top:6px;width:26px;height:26px;line-height:26px;text-align:center;border-radius:50%;background:${palette.redText};color:#fff;font-size:13px}
.sj-bm-fit{margin:16px 0 0;padding-top:14px;border-top:1px dashed ${palette.line};color:${palette.muted};display:flex;justify-content:space-between;align-items:center;gap:16px}
.sj-bm-process{display:grid;grid-template-columns:repeat(4,minmax(0,1fr));gap:16px;list-style:none;margin:0;padding:0}
.sj-bm-process li{background:${palette.page};padding:22px 18px;text-align:center}
.sj-bm-process strong{display:block;font-size:18px;margin-bottom:8px}
.sj-bm-brands{display:grid;grid-template-columns:repeat(4,minmax(0,1fr));gap:16px;list-style:none;margin:0;padding:0}
.sj-bm-brand{border:1px solid ${palette.line};display:flex;flex-direction:column;height:100%}
.sj-bm-brand img{display:block;width:100%;height:auto;aspect-ratio:3/2;object-fit:cover;background:${palette.line}}
.sj-bm-brand-body{padding:10px 12px 14px;display:flex;flex-direction:column;gap:4px;flex:1}
.sj-bm-brand h3{font-size:15px;font-weight:bold;margin:0;white-space:nowrap;overflow:hidden;text-overflow:ellipsis}
.sj-bm-brand p{margin:0;font-size:13px;color:${palette.muted};white-space:nowrap;overflow:hidden;text-overflow:ellipsis}
.sj-bm-brand .sj-btn{margin-top:auto;width:100%}
.sj-bm-faq > div + div{margin-top:18px}
.sj-bm-faq dt{font-weight:bold;font-size:16px}
.sj-bm-faq dd{margin:6px 0 0;line-height:1.9;color:${palette.text}}
.sj-bm-cta{text-align:center;padding:40px 20px}
.sj-bm-cta h2{font-size:24px;font-weight:bold;margin:0 0 10px}
.sj-bm-cta p{color:${palette.muted};margin:0 0 20px}
.sj-bm-cta .sj-btn{font-size:16px;padding:10px 40px;height:auto}
.sj-bm-panel{width:200px;background:#fff;border-top:3px solid ${palette.red};box-shadow:0 2px 12px rgba(0,0,0,.08);z-index:20}
.sj-bm-panel[data-fixed="true"]{position:fixed;top:80px}
.sj-bm-panel-head{padding:16px 16px 12px;text-align:center;border-bottom:1px solid ${palette.line}}
.sj-bm-panel-head h2{font-size:16px;font-weight:bold;margin:0 0 8px}
.sj-bm-panel-head .sj-bm-hotline{font-size:20px;font-weight:bold;color:${palette.redText};margin:0}
.sj-bm-panel-head p{margin:4px 0 0;font-size:12px;color:${palette.muted}}
.sj-bm-panel-head .sj-btn{width:100%;margin-top:12px}
.sj-bm-panel nav a{display:block;padding:8px 16px;border-bottom:1px solid ${palette.line};font-size:14px;color:${palette.text}}
.sj-bm-panel nav a:hover,.sj-bm-panel nav a:focus-visible{color:${palette.redText};background:${palette.redPale}}
.sj-bm-tags{margin:14px 0 0 !important;font-size:13px;color:${palette.muted}}
.sj-bm-tags a{display:inline-block;margin:0 6px 4px 0;padding:2px 10px;border:1px solid ${palette.redBorder};border-radius:12px;color:${palette.redText}}
.sj-bm-tags a:hover,.sj-bm-tags a:focus-visible{background:${palette.redPale}}
.sj-bm-sub{font-size:15px;font-weight:bold;margin:20px 0 10px}
.sj-bm-deliverables{display:grid;grid-template-columns:repeat(4,minmax(0,1fr));gap:12px;list-style:none;margin:0;padding:0}
.sj-bm-deliverables li{padding:14px 12px;border:1px solid ${palette.line};text-align:center;background:#fff;font-size:14px}
.sj-bm-reasons{display:grid;grid-template-columns:repeat(3,minmax(0,1fr));gap:16px;list-style:none;margin:0;padding:0}
.sj-bm-reasons li{padding:22px 20px;border:1px solid ${palette.line};min-height:150px}
.sj-bm-reasons strong{display:block;font-size:17px;margin-bottom:10px;color:${palette.redText}}
.sj-bm-reasons span{line-height:1.8}
.sj-bm-packages{display:grid;grid-template-columns:repeat(3,minmax(0,1fr));gap:20px;list-style:none;margin:0;padding:0}
.sj-bm-packages li{border:1px solid ${palette.line};padding:26px 22px;text-align:center;min-height:220px}
.sj-bm-packages h3{font-size:20px;font-weight:bold;margin:0}
.sj-bm-price{margin:14px 0}
.sj-bm-price .sj-money{font-size:30px;margin-right:2px}
.sj-bm-packages p:last-child{line-height:1.8;color:${palette.muted};margin:0}
.sj-bm-more{display:flex;justify-content:flex-end;gap:24px;margin:14px 0 0}
.sj-bm-stages{display:grid;grid-template-columns:repeat(2,minmax(0,1fr));gap:16px;list-style:none;margin:0;padding:0}
.sj-bm-stages li{padding:20px 22px;background:${palette.page};min-height:170px}
.sj-bm-stages h3{font-size:18px;font-weight:bold;margin:0 0 10px}
.sj-bm-stages p{margin:0 0 8px;line-height:1.8}
.sj-bm-checklist{margin:0;padding-left:1.6em;list-style:decimal;line-height:2.4;font-size:15px}
`;

export function MarketStyles() {
  return (
    <style href="sj-brand-market" precedence="default">
      {MARKET_CSS}
    </style>
  );
}
