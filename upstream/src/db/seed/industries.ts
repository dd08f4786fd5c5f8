// The 16 industries of SPEC §2 (/shangji), in the spec's order, with their sub-categories.
// Pinyin slugs of top levels are fixed (they are public URLs); sub-category slugs are derived.
export interface IndustrySeed {
  name: string;
  pinyin: string;
  children: string[];
  /** What the brands of this industry sell, for product and description text. */
  products: string[];
}

export const industries: IndustrySeed[] = [
  { name: '餐饮', pinyin: 'canyin', children: ['火锅', '奶茶', '小吃', '快餐', '烧烤', '咖啡', '面包烘焙', '麻辣烫', '卤味', '米粉面馆'], products: ['特色火锅', '现制茶饮', '风味小吃', '中式快餐', '炭火烧烤', '精品咖啡', '现烤面包', '麻辣烫', '卤味熟食', '米粉面条'] },
  { name: '教育', pinyin: 'jiaoyu', children: ['早教', '少儿英语', '艺术培训', '托管辅导', '机器人编程', '职业培训'], products: ['早期教育课程', '少儿英语课程', '美术音乐课程', '课后托管', '编程机器人课程', '职业技能培训'] },
  { name: '酒店', pinyin: 'jiudian', children: ['经济型酒店', '精品酒店', '民宿', '公寓'], products: ['连锁酒店', '精品酒店', '特色民宿', '服务式公寓'] },
  { name: '建材', pinyin: 'jiancai', children: ['瓷砖', '涂料', '门窗', '地板', '卫浴'], products: ['陶瓷砖', '环保涂料', '系统门窗', '实木地板', '智能卫浴'] },
  { name: '家居', pinyin: 'jiaju', children: ['家具', '家纺', '全屋定制', '智能家居', '软装'], products: ['实木家具', '床上用品', '全屋定制家具', '智能家居系统', '软装饰品'] },
  { name: '服装', pinyin: 'fuzhuang', children: ['女装', '男装', '童装', '内衣', '鞋业'], products: ['时尚女装', '商务男装', '品牌童装', '舒适内衣', '休闲鞋'] },
  { name: '母婴', pinyin: 'muying', children: ['母婴用品', '孕婴店', '儿童乐园', '月子中心'], products: ['母婴用品', '孕婴护理', '儿童游乐', '产后护理'] },
  { name: '零售', pinyin: 'lingshou', children: ['便利店', '超市', '零食', '水果生鲜', '烟酒茶'], products: ['便利零售', '社区超市', '休闲零食', '水果生鲜', '名烟名酒'] },
  { name: '美容', pinyin: 'meirong', children: ['美容院', '美发', '美甲', '养生', '化妆品'], products: ['美容护理', '美发造型', '美甲美睫', '中医养生', '护肤品'] },
  { name: '休闲', pinyin: 'xiuxian', children: ['健身', 'KTV', '网咖', '剧本杀', '游乐设备'], products: ['健身课程', '量贩KTV', '电竞网咖', '剧本推理', '游乐设备'] },
  { name: '汽车', pinyin: 'qiche', children: ['汽车美容', '汽车维修', '洗车', '汽车用品', '新能源'], products: ['汽车美容', '快修保养', '智能洗车', '车载用品', '新能源充电'] },
  { name: '环保', pinyin: 'huanbao', children: ['净水器', '空气净化', '干洗', '垃圾处理'], products: ['家用净水器', '空气净化器', '干洗护理', '垃圾分类设备'] },
  { name: '饰品', pinyin: 'shipin', children: ['珠宝', '饰品店', '眼镜', '礼品'], products: ['黄金珠宝', '时尚饰品', '眼镜验配', '创意礼品'] },
  { name: '服务', pinyin: 'fuwu', children: ['家政', '洗衣', '宠物', '摄影', '婚庆'], products: ['家政保洁', '洗衣护理', '宠物美容', '儿童摄影', '婚礼策划'] },
  { name: '医药', pinyin: 'yiyao', children: ['药店', '医疗器械', '保健品', '口腔'], products: ['连锁药房', '家用医疗器械', '营养保健品', '口腔诊所'] },
  { name: '其他', pinyin: 'qita', children: ['新零售', '无人售货', '农业', '文创'], products: ['新零售', '自助售货机', '特色农产品', '文创产品'] },
];

export const feeBands = [
  { id: 1, name: '1万以下', min: 0, max: 1 },
  { id: 2, name: '1-5万', min: 1, max: 5 },
  { id: 3, name: '5-10万', min: 5, max: 10 },
  { id: 4, name: '10-20万', min: 10, max: 20 },
  { id: 5, name: '20-50万', min: 20, max: 50 },
  { id: 6, name: '50-100万', min: 50, max: 100 },
  { id: 7, name: '100万以上', min: 100, max: null },
] as const;

export const tags = ['连锁品牌', '大品牌', '小本创业', '总部扶持', '人气旺', '投资少', '利润高', '适合女性', '适合大学生', '农村创业', '免费培训', '区域保护'];

// Menu pid 69: the news categories, in the order of the /news anchored sections.
export const newsMenus = [
  { id: 70, name: '行业精选', pinyin: 'hangye' },
  { id: 71, name: '新品上市', pinyin: 'xinpin' },
  { id: 72, name: '新店开业', pinyin: 'xindian' },
  { id: 73, name: '加盟优惠', pinyin: 'youhui' },
  { id: 74, name: '开店指导', pinyin: 'zhidao' },
  { id: 75, name: '投资动态', pinyin: 'touzi' },
  { id: 76, name: '创业故事', pinyin: 'gushi' },
];

export const commentGroups = [
  { tag: 1, show_content: '全部' },
  { tag: 2, show_content: '好评' },
  { tag: 3, show_content: '有图' },
  { tag: 4, show_content: '中评' },
  { tag: 5, show_content: '差评' },
];
