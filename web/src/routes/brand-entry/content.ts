// The fixed texts of /brandentry (SPEC §2 row /brandentry, §9): figures, advantages, entry conditions,
// the four steps and the media partners. Static: nothing here comes from the upstream.

/** The four counters (SPEC: animate over 2000 ms to 500, 2000, 100W, 100W). */
export const COUNTERS: ReadonlyArray<{ value: string; label: string }> = [
  { value: '500', label: '认证合作品牌（家）' },
  { value: '2000', label: '入驻加盟品牌（家）' },
  { value: '100W', label: '年服务创业者（人次）' },
  { value: '100W', label: '年度加盟咨询（条）' },
];

export const ADVANTAGES: ReadonlyArray<{ title: string; text: string }> = [
  { title: '精准流量', text: '聚焦有加盟意向的创业者，品牌页面按行业、投资金额、地区精准展示，获客更高效。' },
  { title: '品牌认证', text: '资质审核通过后展示认证标识与“已认领”标记（注明资料由品牌方提供），备案、门店等公开记录另行核验并注明来源。' },
  { title: '多端展示', text: '电脑端、手机端、小程序同步展示品牌信息，投资者随时随地了解项目。' },
  { title: '资讯曝光', text: '品牌新闻、开店动态、专题与排行榜多栏目推荐，持续提升品牌声量。' },
  { title: '留言直达', text: '投资者在线咨询留言实时推送，品牌方第一时间跟进，不错过每一条商机。' },
  { title: '专属服务', text: '一对一招商顾问协助完善品牌资料、制定推广方案，全程跟进入驻进度。' },
];

/** Nine conditions; SPEC requires the store count (more than 5) and at least one year of operation. */
export const CONDITIONS: ReadonlyArray<string> = [
  '具有合法有效的营业执照',
  '拥有注册商标或商标使用授权',
  '已完成商务部门特许经营备案',
  '直营及加盟门店数量5家以上',
  '品牌持续运营1年以上',
  '具备成熟的经营模式和标准化运营体系',
  '能为加盟商提供培训、选址与运营支持',
  '品牌资料、门店数据真实可查',
  '无重大经营纠纷及不良信用记录',
];

/** The four steps (SPEC: online application, evaluation and negotiation, signing, publication). */
export const STEPS: ReadonlyArray<{ title: string; text: string }> = [
  { title: '在线申请', text: '登录品牌方后台，填写品牌信息并提交入驻申请' },
  { title: '评估洽谈', text: '招商顾问审核资质，与品牌方沟通入驻与推广方案' },
  { title: '签订协议', text: '双方确认合作内容，签订品牌入驻合作协议' },
  { title: '品牌发布', text: '品牌页面制作完成并上线发布，开始接收加盟咨询' },
];

/*
 * Media partners come from the MEDIA_PARTNERS setting (server/src/config.ts), shown as text logos drawn
 * by the page (no borrowed logo images) in slides of PARTNERS_PER_SLIDE. The page used to name national
 * outlets the company has no agreement with; with the setting empty the section and its link are hidden.
 */
export const PARTNERS_PER_SLIDE = 6;

export interface PartnerSlide {
  key: string;
  /** 第N组, the slide's accessible name. */
  label: string;
  names: string[];
}

export function partnerSlides(names: ReadonlyArray<string>, per = PARTNERS_PER_SLIDE): PartnerSlide[] {
  const out: PartnerSlide[] = [];
  for (let i = 0; i < names.length; i += per) {
    const n = i / per + 1;
    out.push({ key: `partners-${n}`, label: `第${n}组`, names: names.slice(i, i + per) });
  }
  return out;
}

/** The page's sections, in order: the side header links to them (media only when there are partners). */
export const SECTIONS: ReadonlyArray<{ id: string; nav: string }> = [
  { id: 'advantages', nav: '入驻优势' },
  { id: 'conditions', nav: '入驻条件' },
  { id: 'process', nav: '入驻流程' },
  { id: 'media', nav: '合作媒体' },
  { id: 'brands', nav: '认证品牌' },
];

/** SPEC §9: the side header becomes sticky after 200 px of scroll. */
export const SIDE_HEADER_AFTER = 200;

/** The page's own headings and lines, read by the desktop view (route.tsx) and the mobile one (web/src/mobile/routes/brand-entry). */
export const COPY = {
  pitch: '汇聚优质连锁加盟品牌，连接百万创业者，让好品牌被更多人看见',
  apply: '免费申请入驻',
  note: '入驻即认领品牌：提交运营公司与营业执照，审核通过后在品牌方后台管理资料与线索；已有账号可直接登录',
  applyOnline: '立即在线申请',
  noBrands: '暂无认证品牌',
  allBrands: '查看全部认证品牌',
  cta: '现在入驻，让百万创业者找到你的品牌',
} as const;

/** Each section's heading and the line under it. */
export const SECTION_HEADS = {
  advantages: { title: '入驻优势', sub: '六大优势，助力品牌高效招商' },
  conditions: { title: '入驻条件', sub: '满足以下条件的品牌方均可申请入驻' },
  process: { title: '入驻流程', sub: '四步完成入驻，专属顾问全程协助' },
  media: { title: '合作媒体', sub: '多家媒体平台联合传播，扩大品牌影响力' },
  brands: { title: '已入驻认证品牌', sub: '他们已经选择入驻，下一个就是你' },
} as const;
