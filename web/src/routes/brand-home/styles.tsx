// Styles only the brand home uses (floors, tiles, the floor tabs, the VIP block), plus the carousel's.
// React 19 hoists a <style href precedence> into <head> once; they ship with this route's chunk.
import { palette } from '../../palette';

const CSS = `
.sj-slide{display:block;position:relative;width:100%;height:100%;background:${palette.line}}
.sj-slide img{width:100%;height:100%;object-fit:cover;display:block}
.sj-slide-caption{position:absolute;left:0;right:0;bottom:0;padding:6px 12px 26px;background:linear-gradient(transparent,rgba(0,0,0,.65));color:#fff;font-size:14px;white-space:nowrap;overflow:hidden;text-overflow:ellipsis}
.sj-home-banners{list-style:none;margin:12px 0 20px;padding:0;display:grid;grid-template-columns:repeat(6,1fr);gap:12px}
.sj-home-banners img{width:100%;height:110px;object-fit:cover;display:block;background:${palette.line}}
.sj-floor-tabs{position:sticky;top:0;z-index:20;background:#fff;border-bottom:2px solid ${palette.red};margin-bottom:20px;box-shadow:0 2px 4px rgba(0,0,0,.06)}
.sj-floor-tabs ul{list-style:none;margin:0 auto;padding:0;display:flex;width:1200px}
.sj-floor-tabs a{display:block;padding:0 13px;line-height:40px;font-size:14px}
.sj-floor-tabs a[aria-current]{background:${palette.red};color:#fff}
.sj-floor{scroll-margin-top:50px}
.sj-floor-head{display:flex;align-items:baseline;gap:16px;border-bottom:1px solid ${palette.line};margin-bottom:14px}
.sj-floor-head .sj-card-title{margin-bottom:8px}
.sj-floor-head .sj-more{margin-left:auto}
.sj-floor-subs{list-style:none;margin:0;padding:0;display:flex;flex-wrap:wrap;gap:8px}
.sj-floor-subs a{display:inline-block;border:1px solid ${palette.redBorder};color:${palette.redText};padding:0 10px;line-height:24px;font-size:12px;border-radius:12px}
.sj-floor-subs a:hover{background:${palette.redPale}}
.sj-floor-body{display:flex;gap:14px;align-items:flex-start}
.sj-floor-col1{width:300px;flex-shrink:0}
.sj-floor-col2{width:320px;flex-shrink:0}
.sj-floor-col3{flex:1;min-width:0}
.sj-floor-col4{width:230px;flex-shrink:0}
.sj-floor-sub-title{font-size:14px;font-weight:bold;margin:10px 0 4px}
.sj-floor-col3 .sj-floor-sub-title:first-child,.sj-floor-col4 .sj-floor-sub-title:first-child{margin-top:0}
.sj-floor-tiles{list-style:none;margin:0;padding:0;display:grid;grid-template-columns:1fr 1fr;gap:12px}
.sj-floor-tiles img{width:100%;height:100px;object-fit:cover;display:block;background:${palette.line}}
.sj-tile-name{display:block;font-weight:bold;white-space:nowrap;overflow:hidden;text-overflow:ellipsis;margin-top:4px}
.sj-floor-buttons{list-style:none;margin:12px 0 0;padding:0;display:grid;grid-template-columns:1fr 1fr;gap:8px}
.sj-floor-buttons a{display:block;text-align:center;border:1px solid #ddd;line-height:30px;padding:0 6px;white-space:nowrap;overflow:hidden;text-overflow:ellipsis;font-size:13px}
.sj-floor-buttons a:hover{border-color:${palette.red}}
.sj-floor-hot{list-style:none;margin:0;padding:0;display:grid;grid-template-columns:1fr 1fr;column-gap:12px;font-size:13px}
.sj-floor-hot li{white-space:nowrap;overflow:hidden;text-overflow:ellipsis;line-height:26px}
.sj-floor-hot li::before{content:'·';color:${palette.red};margin-right:4px}
.sj-floor-banners{list-style:none;margin:12px 0 0;padding:0;display:grid;gap:12px}
.sj-floor-banners img{width:100%;height:90px;object-fit:cover;display:block;background:${palette.line}}
.sj-vip-body{display:flex;gap:20px;align-items:flex-start}
.sj-vip-grid{flex:1;min-width:0;list-style:none;margin:0;padding:0;display:grid;grid-template-columns:repeat(4,minmax(0,1fr));gap:14px}
.sj-vip-grid img{width:100%;height:110px;object-fit:cover;display:block;background:${palette.line}}
.sj-vip-grid .sj-tile-name{display:flex;align-items:center;gap:0}
.sj-vip-side{width:220px;flex-shrink:0}
`;

export function HomeStyles() {
  return (
    <style href="sj-brand-home" precedence="default">
      {CSS}
    </style>
  );
}
