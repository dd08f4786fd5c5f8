// The anchor side menu's fourteen sections (SPEC §2, home), in page order.
export const HOME_SECTIONS = [
  { id: 'hm-nav', label: '导航' },
  { id: 'hm-latest', label: '最新' },
  { id: 'hm-hot', label: '热招' },
  { id: 'hm-featured', label: '精选' },
  { id: 'hm-recommended', label: '推荐' },
  { id: 'hm-hotpicks', label: '热门' },
  { id: 'hm-news', label: '加盟资讯' },
  { id: 'hm-vip', label: 'VIP企业' },
  { id: 'hm-brands', label: '品牌推荐' },
  { id: 'hm-famous', label: '名企专区' },
  { id: 'hm-topics', label: '加盟专题' },
  { id: 'hm-ranking', label: '人气排行' },
  { id: 'hm-picks', label: '行业精选' },
  { id: 'hm-links', label: '友情链接' },
] as const;

export type HomeSectionId = (typeof HOME_SECTIONS)[number]['id'];

/** Scroll depth after which the slim sticky header shows (SPEC §9). */
export const STICKY_HEADER_AFTER = 400;
