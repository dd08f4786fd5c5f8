// The page's own rules (decision 0043: a CSS string hoisted once by React's <style href precedence>),
// in the site's red identity (palette.ts). White text sits only on redText/redDark (≥ 5.8:1).
import { palette } from '../../palette';

export const ENTRY_CSS = `
.be-page{padding-bottom:0}
.be-page section[id]{scroll-margin-top:70px}
.be-entry{display:inline-block;padding:10px 28px;border-radius:2px;background:${palette.redText};color:#fff;font-size:16px;font-weight:bold;text-decoration:none;border:1px solid ${palette.redText}}
.be-entry:hover,.be-entry:focus-visible{background:${palette.redDark};border-color:${palette.redDark};color:#fff}
.be-entry-small{padding:6px 18px;font-size:14px}
.be-entry-large,.be-entry-light{background:#fff;color:${palette.redText};border-color:#fff;padding:12px 40px;font-size:18px}
.be-entry-large:hover,.be-entry-large:focus-visible,.be-entry-light:hover,.be-entry-light:focus-visible{background:${palette.redPale};color:${palette.redDark};border-color:${palette.redPale}}
.be-page a.be-entry:focus-visible{outline:2px solid #fff;outline-offset:2px;box-shadow:0 0 0 4px ${palette.redDark}}

.be-side-slot{height:56px;margin-top:8px}
.be-side{height:56px;background:#fff;border-bottom:2px solid ${palette.red}}
.be-side[data-fixed="true"]{position:fixed;top:0;left:0;right:0;z-index:50;box-shadow:0 2px 8px rgba(0,0,0,.12)}
.be-side-inner{display:flex;align-items:center;height:100%;gap:24px}
.be-side-title{font-size:20px;color:${palette.redText};padding-left:12px;border-left:4px solid ${palette.red};line-height:1}
.be-side-nav{display:flex;gap:4px;flex:1}
.be-side-nav a{padding:6px 14px;color:${palette.text};font-size:15px;border-radius:2px;text-decoration:none}
.be-side-nav a:hover,.be-side-nav a:focus-visible{color:${palette.redText};background:${palette.redPale}}

.be-hero{background:linear-gradient(120deg,${palette.redText} 0%,${palette.redDark} 100%);color:#fff;text-align:center;padding:56px 0 96px;position:relative;overflow:hidden}
.be-hero::before,.be-hero::after{content:"";position:absolute;border-radius:50%;border:40px solid rgba(255,255,255,.06)}
.be-hero::before{width:420px;height:420px;left:-140px;top:-180px}
.be-hero::after{width:520px;height:520px;right:-160px;bottom:-300px}
.be-hero-inner{position:relative;z-index:1}
.be-hero h1{font-size:40px;font-weight:bold;letter-spacing:4px}
.be-hero-sub{font-size:18px;margin:14px 0 30px}
.be-hero-note{font-size:13px;margin-top:14px}

.be-counters{position:relative;z-index:2;display:grid;grid-template-columns:repeat(4,1fr);margin:-56px 40px 24px;background:#fff;box-shadow:0 6px 20px rgba(0,0,0,.08);border-radius:4px;padding:26px 0}
.be-counter{display:flex;flex-direction:column;align-items:center;gap:8px;border-left:1px solid ${palette.line}}
.be-counter:first-child{border-left:0}
.be-counter .sj-counter-figure{font-size:40px;font-weight:bold;color:${palette.redText};line-height:1.1;font-variant-numeric:tabular-nums}
.be-counter .sj-counter-label{color:${palette.muted};font-size:14px}

.be-section{background:#fff;padding:36px 40px 40px;margin-bottom:20px;border-radius:2px}
.be-section-head{text-align:center;margin-bottom:28px}
.be-section-head h2{font-size:28px;font-weight:bold;color:${palette.text};display:inline-block;padding-bottom:10px;border-bottom:3px solid ${palette.red}}
.be-section-head p{color:${palette.muted};margin-top:10px;font-size:14px}
.be-center{text-align:center;margin-top:28px}

.be-advantages{display:grid;grid-template-columns:repeat(3,1fr);gap:20px}
.be-advantages li{border:1px solid ${palette.line};padding:24px;border-top:3px solid ${palette.red};transition:box-shadow .2s}
.be-advantages li:hover{box-shadow:0 6px 18px rgba(0,0,0,.08)}
.be-adv-no{font-size:28px;font-weight:bold;color:${palette.redBorder};font-style:italic}
.be-advantages h3{font-size:18px;font-weight:bold;margin:6px 0 10px}
.be-advantages p{color:${palette.muted};line-height:1.8;font-size:14px}

.be-conditions{display:grid;grid-template-columns:repeat(3,1fr);gap:14px 20px;counter-reset:cond}
.be-conditions li{counter-increment:cond;display:flex;align-items:center;gap:12px;padding:16px 18px;background:${palette.page};font-size:15px;border-left:3px solid ${palette.red}}
.be-conditions li::before{content:counter(cond);flex-shrink:0;width:26px;height:26px;border-radius:50%;background:${palette.redText};color:#fff;font-size:13px;font-weight:bold;display:flex;align-items:center;justify-content:center}

.be-steps{display:grid;grid-template-columns:repeat(4,1fr);gap:0}
.be-steps li{position:relative;text-align:center;padding:0 20px}
.be-steps li+li::before{content:"";position:absolute;top:32px;left:-50%;right:50%;margin:0 40px;border-top:2px dashed ${palette.redBorder}}
.be-step-no{position:relative;z-index:1;display:inline-flex;align-items:center;justify-content:center;width:64px;height:64px;border-radius:50%;background:${palette.redText};color:#fff;font-size:28px;font-weight:bold;box-shadow:0 0 0 6px ${palette.redPale}}
.be-steps h3{font-size:18px;font-weight:bold;margin:18px 0 8px}
.be-steps p{color:${palette.muted};font-size:14px;line-height:1.7}

#media .sj-carousel{background:#fff}
#media .swiper-pagination{bottom:4px}
#media .swiper-pagination-bullet{background-color:#bbb}
#media .swiper-pagination-bullet-active{background-color:${palette.red}}
#media .swiper-button-prev,#media .swiper-button-next{color:${palette.redText};transform:scale(.6)}
.be-media-slide{display:grid;grid-template-columns:repeat(6,1fr);gap:16px;height:100%;padding:20px 48px 34px;box-sizing:border-box}
.be-media-logo{display:flex;align-items:center;justify-content:center;border:1px solid ${palette.line};background:#fafafa;font-size:20px;font-weight:bold;color:${palette.text};letter-spacing:2px;font-family:"STSong","SimSun","Songti SC",serif}

.be-brands{display:grid;grid-template-columns:repeat(3,1fr);gap:16px}
.be-brands .sj-brand-card{min-width:0;padding:14px;transition:box-shadow .2s}
.be-brands .sj-brand-card:hover{box-shadow:0 6px 18px rgba(0,0,0,.08)}
.be-brands .sj-brand-card img{width:120px;height:80px}
.be-brands .sj-brand-card-body{flex:1}
.be-brands .sj-brand-card-title{white-space:nowrap;overflow:hidden;text-overflow:ellipsis}
.be-brands .sj-brand-card-body p{white-space:nowrap;overflow:hidden;text-overflow:ellipsis}
.be-brands .sj-brand-card-actions{gap:8px}
.be-brands .sj-brand-card-actions .sj-btn{white-space:nowrap;height:32px;padding:0 12px;font-size:13px}

.be-cta{background:linear-gradient(120deg,${palette.redDark},${palette.redText});color:#fff;margin-top:20px}
.be-cta-inner{display:flex;align-items:center;justify-content:space-between;padding:40px 40px}
.be-cta h2{font-size:26px;font-weight:bold}
`;
