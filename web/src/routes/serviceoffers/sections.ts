// The copy of /serviceoffers, read by the desktop view (route.tsx) and the mobile one (web/src/mobile/routes/serviceoffers):
// the banner, the sections in page order (`id` is the anchor, SPEC §2) and the packages.

export const BANNER = { title: '品牌推广服务', text: '多端展示 · 头条资讯 · 榜单推荐 · 精准获客，助力品牌招商' } as const;

/** The packages' section: its anchor and name (the last entry of the side navigation). */
export const PRICE_SECTION = { id: 'serviceprice', name: '服务报价' } as const;
export interface OfferSection {
  id: string;
  nav: string;
  title: string;
  points: string[];
}

export const SECTIONS: OfferSection[] = [
  {
    id: 'multiterminal',
    nav: '多端展示',
    title: '多端展示 全网覆盖',
    points: ['电脑端、手机端、小程序、公众号同步展示品牌信息', '一次入驻，多个终端同时获得曝光', '品牌页面适配各种屏幕，咨询入口随处可见'],
  },
  {
    id: 'headlinenews',
    nav: '头条资讯',
    title: '头条资讯 品牌发声',
    points: ['专业编辑撰写品牌新闻稿与加盟解读', '头条频道推荐位展示，提升品牌关注度', '资讯内容被搜索引擎收录，长期带来流量'],
  },
  {
    id: 'joinstar',
    nav: '加盟之星',
    title: '加盟之星 榜单推荐',
    points: ['入选行业排行榜与专题推荐', '首页及频道页重点位置展示', '认证标识增强创业者信任'],
  },
  {
    id: 'searchmessage',
    nav: '搜索商机',
    title: '搜索商机 精准获客',
    points: ['站内搜索关键词优先展示', '按行业、投资金额、地区精准触达意向创业者', '留言实时推送，及时回访不错过商机'],
  },
  {
    id: 'brandcontent',
    nav: '品牌内容',
    title: '品牌内容 专业呈现',
    points: ['品牌详情页、加盟优势、加盟流程专业排版', '门店图片、品牌视频多媒体展示', '口碑评论与问答沉淀品牌信誉'],
  },
];

export interface OfferPackage {
  name: string;
  price: string;
  unit: string;
  features: string[];
  action: string;
}

export const PACKAGES: OfferPackage[] = [
  { name: '基础版', price: '39800', unit: '元/年', features: ['品牌详情页展示', '多端同步展示', '留言实时推送', '认证品牌标识'], action: '立即购买' },
  {
    name: '高级版',
    price: '98888',
    unit: '元/年',
    features: ['包含基础版全部服务', '含10000元广告消耗', '头条资讯品牌发声', '排行榜与专题推荐'],
    action: '立即购买',
  },
  { name: '定制版', price: '按需咨询', unit: '', features: ['按品牌需求定制推广方案', '专属顾问一对一服务', '全网整合营销'], action: '立即咨询' },
];
