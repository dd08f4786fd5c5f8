// Industry marks and colours for generated art. Icons come from lucide-static (ISC licence), copied
// into lucide-icons.ts by tools/lucide-icons.mjs; each sub-category has its own icon, each industry its
// own colour pair, so a tea shop's card shows a cup and a tutoring centre's a book.
import { lucideIcons } from './lucide-icons';

export interface IndustryLook {
  /** Gradient start and end; both dark enough for white text (WCAG AA for large text). */
  from: string;
  to: string;
  /** lucide icon of the industry as a whole. */
  icon: string;
}

// In the order of upstream/src/db/seed/industries.ts (category ids 1..16).
export const industryLooks: IndustryLook[] = [
  { from: '#b91c1c', to: '#ea580c', icon: 'utensils-crossed' }, // 餐饮
  { from: '#1e40af', to: '#2563eb', icon: 'graduation-cap' }, // 教育
  { from: '#3730a3', to: '#6d28d9', icon: 'hotel' }, // 酒店
  { from: '#44403c', to: '#78716c', icon: 'brick-wall' }, // 建材
  { from: '#115e59', to: '#0d9488', icon: 'sofa' }, // 家居
  { from: '#9d174d', to: '#db2777', icon: 'shirt' }, // 服装
  { from: '#c2410c', to: '#e11d48', icon: 'baby' }, // 母婴
  { from: '#166534', to: '#15803d', icon: 'store' }, // 零售
  { from: '#86198f', to: '#c026d3', icon: 'sparkles' }, // 美容
  { from: '#5b21b6', to: '#a21caf', icon: 'gamepad-2' }, // 休闲
  { from: '#1e3a8a', to: '#0369a1', icon: 'car' }, // 汽车
  { from: '#14532d', to: '#4d7c0f', icon: 'leaf' }, // 环保
  { from: '#78350f', to: '#b45309', icon: 'gem' }, // 饰品
  { from: '#155e75', to: '#0e7490', icon: 'hand-heart' }, // 服务
  { from: '#065f46', to: '#047857', icon: 'pill' }, // 医药
  { from: '#1e293b', to: '#475569', icon: 'lightbulb' }, // 其他
];

/** Sub-category name -> lucide icon (names from upstream/src/db/seed/industries.ts). */
export const subIcons: Record<string, string> = {
  火锅: 'soup', 奶茶: 'cup-soda', 小吃: 'sandwich', 快餐: 'hamburger', 烧烤: 'flame', 咖啡: 'coffee', 面包烘焙: 'croissant', 麻辣烫: 'chef-hat', 卤味: 'drumstick', 米粉面馆: 'utensils',
  早教: 'blocks', 少儿英语: 'languages', 艺术培训: 'palette', 托管辅导: 'book-open', 机器人编程: 'bot', 职业培训: 'graduation-cap',
  经济型酒店: 'hotel', 精品酒店: 'bed-double', 民宿: 'house', 公寓: 'building-2',
  瓷砖: 'grid-2x2', 涂料: 'paint-roller', 门窗: 'door-open', 地板: 'layers', 卫浴: 'bath',
  家具: 'sofa', 家纺: 'bed', 全屋定制: 'ruler', 智能家居: 'house-wifi', 软装: 'lamp',
  女装: 'shirt', 男装: 'shirt', 童装: 'baby', 内衣: 'heart', 鞋业: 'footprints',
  母婴用品: 'baby', 孕婴店: 'milk', 儿童乐园: 'ferris-wheel', 月子中心: 'heart-handshake',
  便利店: 'store', 超市: 'shopping-cart', 零食: 'cookie', 水果生鲜: 'apple', 烟酒茶: 'wine',
  美容院: 'sparkles', 美发: 'scissors', 美甲: 'paintbrush', 养生: 'leaf', 化妆品: 'spray-can',
  健身: 'dumbbell', KTV: 'mic-vocal', 网咖: 'gamepad-2', 剧本杀: 'drama', 游乐设备: 'ferris-wheel',
  汽车美容: 'car', 汽车维修: 'wrench', 洗车: 'droplets', 汽车用品: 'car-front', 新能源: 'plug-zap',
  净水器: 'glass-water', 空气净化: 'wind', 干洗: 'shirt', 垃圾处理: 'recycle',
  珠宝: 'gem', 饰品店: 'sparkle', 眼镜: 'glasses', 礼品: 'gift',
  家政: 'house', 洗衣: 'washing-machine', 宠物: 'paw-print', 摄影: 'camera', 婚庆: 'heart',
  药店: 'pill', 医疗器械: 'stethoscope', 保健品: 'tablets', 口腔: 'smile',
  新零售: 'smartphone', 无人售货: 'shopping-bag', 农业: 'sprout', 文创: 'lightbulb',
};

export function lookOf(industryIndex: number): IndustryLook {
  return industryLooks[((industryIndex % industryLooks.length) + industryLooks.length) % industryLooks.length]!;
}

export function iconFor(industryIndex: number, subName?: string | null): string {
  return (subName && subIcons[subName]) || lookOf(industryIndex).icon;
}

/** The person drawn on a default user picture. */
export const AVATAR_ICON = 'user-round';

/** The icon's drawing (its elements, without the outer <svg>), on lucide's 24x24 grid. */
export function iconBody(name: string): string {
  const body = lucideIcons[name];
  if (body === undefined) throw new Error(`icon ${name} is not in lucide-icons.ts (run node tools/lucide-icons.mjs)`);
  return body;
}
