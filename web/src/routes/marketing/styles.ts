// /marketing's own rules, hoisted once into <head> (decision 0043).
import { palette } from '../../palette';

export const MARKETING_CSS = `
.sj-marketing-title{font-size:24px;font-weight:bold;margin:8px 0 12px;color:${palette.text}}
.sj-marketing-slot{min-height:72px;margin-bottom:16px}
.sj-marketing-bar{display:flex;align-items:center;gap:24px;height:72px;padding:0 24px;background:${palette.white};border-top:3px solid ${palette.red};box-sizing:border-box}
.sj-marketing-fixed{position:fixed;left:0;right:0;bottom:0;z-index:20;padding:0 calc((100vw - 1200px) / 2 + 24px);box-shadow:0 -2px 10px rgba(0,0,0,.15)}
.sj-marketing-pitch{display:flex;flex-direction:column;margin-right:auto}
.sj-marketing-pitch strong{font-size:18px;color:${palette.text}}
.sj-marketing-pitch span{font-size:14px;color:${palette.muted}}
.sj-marketing-hotline{font-size:15px;color:${palette.text};display:flex;align-items:baseline;gap:8px}
.sj-marketing-hotline a{font-size:22px;font-weight:bold;color:${palette.redText}}
.sj-marketing-hotline a:hover{text-decoration:underline}
.sj-marketing .sj-marketing-cta{font-size:18px;height:44px;padding:0 36px}
.sj-marketing-poster{margin-bottom:24px}
/* The fixed bar must not hide the end of the footer. */
body:has(.sj-marketing-fixed){padding-bottom:72px}
.sj-marketing-poster img{display:block;width:100%;height:auto}
`;
