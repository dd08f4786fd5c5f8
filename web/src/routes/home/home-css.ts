// The home page's styles: one static stylesheet that React hoists into <head> once (<style href
// precedence>), rather than per-element Chakra styles: resolving those costs render time (STACK.md).
import { GUTTER_LEFT, gutterMinViewport } from '../../components/gutter';
import { palette } from '../../palette';

/** The anchor menu's width: four characters of 12 px and their padding (components/gutter.ts). */
export const SIDE_MENU_WIDTH = 60;

const red = palette.redText;

export const HOME_CSS = `
.hm-first{display:flex;gap:12px;margin:12px 0 20px;align-items:stretch;position:relative}
.hm-catnav{width:220px;flex-shrink:0;background:${red};color:#fff;position:relative}
.hm-catnav>ul{list-style:none;margin:0;padding:6px 0}
.hm-catnav-item{padding:0 14px;height:30.5px;display:flex;align-items:center;gap:8px;white-space:nowrap}
.hm-catnav-link{color:#fff;font-weight:bold;font-size:15px}
.hm-catnav-kids{font-size:12px;opacity:.9;overflow:hidden;text-overflow:ellipsis}
.hm-catnav-item:hover,.hm-catnav-item:focus-within{background:#fff;color:${palette.text}}
.hm-catnav-item:hover .hm-catnav-link,.hm-catnav-item:focus-within .hm-catnav-link{color:${red}}
.hm-catnav-flyout{display:none;position:absolute;left:220px;top:0;width:720px;min-height:100%;background:#fff;color:${palette.text};
  z-index:25;padding:16px 20px;box-shadow:4px 4px 12px rgba(0,0,0,.15);border:1px solid #eee;white-space:normal}
.hm-catnav-item:hover .hm-catnav-flyout,.hm-catnav-item:focus-within .hm-catnav-flyout{display:block}
.hm-flyout-title{font-weight:bold;color:${red};margin:4px 0 8px}
.hm-flyout-kids,.hm-flyout-brands{list-style:none;margin:0 0 12px;padding:0;display:flex;flex-wrap:wrap;gap:8px 18px}
.hm-flyout-brands a{color:${palette.link}}
.hm-center{flex:1;min-width:0}
.hm-right{width:300px;flex-shrink:0;display:flex;flex-direction:column;gap:10px;background:#fff;padding:12px}
.hm-quick{display:grid;grid-template-columns:repeat(3,1fr);gap:8px}
.hm-quick a{display:block;text-align:center;padding:8px 0;border:1px solid ${palette.redBorder};color:${red};background:${palette.redPale};font-weight:bold}
.hm-quick a:hover{background:${red};color:#fff}
.hm-small-title{font-size:15px;font-weight:bold;margin:0 0 8px}
.hm-ticker{border-top:1px solid #eee;padding-top:8px}
.sj-carousel{position:relative;overflow:hidden;background:#eee}
.sj-carousel .sj-slide{display:block;position:relative}
.sj-carousel img{display:block;width:100%;object-fit:cover}
.sj-slide-caption{position:absolute;left:0;right:0;bottom:0;padding:6px 12px;background:rgba(0,0,0,.55);color:#fff;font-size:14px;
  white-space:nowrap;overflow:hidden;text-overflow:ellipsis}
.hm-lines{list-style:none;margin:0;padding:0}
.hm-lines li{display:flex;gap:8px;align-items:baseline;line-height:30px;border-bottom:1px dashed #eee;min-width:0}
.hm-lines li>a{flex:1;min-width:0;overflow:hidden;white-space:nowrap;text-overflow:ellipsis}
.hm-date,.hm-fee{flex-shrink:0;color:${palette.muted};font-size:12px}
.hm-fee{color:${red}}
.hm-rank{flex-shrink:0;width:20px;height:20px;line-height:20px;text-align:center;font-size:12px;background:#ccc;color:#333}
.hm-rank-top{background:${red};color:#fff}
.hm-section-head{display:flex;justify-content:space-between;align-items:baseline}
.hm-cols{display:grid;grid-template-columns:2fr 1fr;gap:30px}
.hm-two-cols{display:grid;grid-template-columns:1fr 1fr;gap:20px}
.hm-three-cols{display:grid;grid-template-columns:repeat(3,1fr);gap:20px}
.hm-lead{display:flex;gap:12px;margin-bottom:10px}
.hm-lead img{width:160px;height:107px;object-fit:cover;flex-shrink:0;background:#eee}
.hm-lead strong{display:block;font-size:15px;margin-bottom:4px}
.hm-lead-text{display:block;font-size:12px;color:${palette.muted};overflow:hidden;max-height:60px}
.hm-tiles{list-style:none;margin:0;padding:0;display:grid;grid-template-columns:repeat(6,1fr);gap:16px}
.hm-tile a{display:block}
.hm-tile img{width:100%;height:100px;object-fit:cover;display:block;background:#eee}
.hm-tile-name{display:block;margin-top:6px;font-weight:bold;overflow:hidden;white-space:nowrap;text-overflow:ellipsis}
.hm-tile-fee{font-size:12px;color:${red}}
.hm-hot{display:flex;flex-direction:column;gap:20px}
.hm-buttons{list-style:none;margin:0 0 10px;padding:0;display:grid;grid-template-columns:1fr 1fr;gap:8px}
.hm-buttons a{display:block;border:1px solid #e5e5e5;padding:6px 10px;overflow:hidden;white-space:nowrap;text-overflow:ellipsis;text-align:center}
.hm-buttons a:hover{border-color:${red}}
.hm-famous .hm-buttons{grid-template-columns:repeat(5,1fr)}
.hm-rec-panel,.hm-module-panel{display:grid;grid-template-columns:540px 1fr;gap:20px}
.hm-module{margin-bottom:20px}
.hm-module-name{font-size:16px;font-weight:bold;margin:0 0 6px}
.hm-topics{list-style:none;margin:0;padding:0;display:grid;grid-template-columns:repeat(4,1fr);gap:16px}
.hm-topics img{width:100%;height:150px;object-fit:cover;display:block;background:#eee}
.hm-topics span{display:block;margin-top:6px;overflow:hidden;white-space:nowrap;text-overflow:ellipsis}
.hm-rankings{display:grid;grid-template-columns:repeat(4,1fr);gap:20px}
.hm-ranked li>a{flex:1}
.hm-links h3{font-size:14px;margin:0 0 8px}
.hm-links ul{list-style:none;margin:0;padding:0;display:flex;flex-wrap:wrap;gap:8px 20px;font-size:13px;color:${palette.muted}}
.hm-ads{list-style:none;margin:0 0 20px;padding:0;display:grid;grid-template-columns:repeat(4,1fr);gap:12px}
.hm-ads img{width:100%;height:90px;object-fit:cover;display:block;background:#eee}
.hm-sticky{position:fixed;top:0;left:0;right:0;z-index:40;background:#fff;box-shadow:0 2px 8px rgba(0,0,0,.12)}
.hm-sticky[hidden]{display:none}
.hm-sticky-inner{display:flex;align-items:center;gap:30px;height:56px}
.hm-sticky .sj-logo-mark{font-size:18px}
.hm-sticky .sj-logo-name{font-size:20px}
.hm-sticky-search{width:640px}
.hm-sidemenu[data-shown=false]{visibility:hidden;opacity:0}
.hm-section,.hm-first{scroll-margin-top:70px}
.hm-sidemenu{transition:opacity .2s,visibility .2s;position:fixed;top:160px;left:${GUTTER_LEFT};z-index:20;background:#fff;box-shadow:0 2px 8px rgba(0,0,0,.1);width:${SIDE_MENU_WIDTH}px}
.hm-sidemenu ul{list-style:none;margin:0;padding:0}
.hm-sidemenu a{display:block;font-size:12px;text-align:center;padding:4px 2px;border-bottom:1px solid #f0f0f0}
.hm-sidemenu a[aria-current]{background:${red};color:#fff}
@media (max-width:${gutterMinViewport(SIDE_MENU_WIDTH) - 1}px){.hm-sidemenu{display:none}}
`;
