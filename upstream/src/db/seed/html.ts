import type { Rng } from './prng';
import { baseTime } from './time';

const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

export const p = (text: string) => `<p>${esc(text)}</p>`;
export const ul = (items: string[]) => `<ul>${items.map((i) => `<li>${esc(i)}</li>`).join('')}</ul>`;
export const ol = (items: string[]) => `<ol>${items.map((i) => `<li>${esc(i)}</li>`).join('')}</ol>`;

const advantagePool = [
  '品牌优势：多年行业沉淀，品牌知名度高，消费者认可度强。',
  '产品优势：总部专业研发团队，每季度推出新品，保持市场竞争力。',
  '培训支持：提供系统的开店培训，包括技术、管理、营销等全方位课程。',
  '选址支持：专业团队协助商圈评估与选址，降低经营风险。',
  '装修支持：统一的店面设计方案，免费提供装修效果图。',
  '营销支持：总部定期策划全国性营销活动，线上线下联动引流。',
  '物流配送：全国多个仓储中心，冷链配送，保障原料新鲜及时。',
  '区域保护：严格执行区域保护政策，保障加盟商的经营利益。',
  '督导服务：专职督导定期巡店，帮助门店解决经营难题。',
];

const processSteps = ['在线咨询，了解项目详情', '实地考察总部及样板店', '双方洽谈，确定合作意向', '签订加盟合同', '选址评估与店面装修', '总部培训与考核', '开业筹备，正式营业'];

/** The seeding moment's year (UTC+8, the visitors' calendar). */
const seedYear = () => new Date((baseTime() + 8 * 3600) * 1000).getUTCFullYear();

/** How long a brand founded in `founded` has grown by `year`, in words that agree with the founding year. */
export function developmentYears(founded: number, year: number): string {
  const years = year - founded;
  if (years >= 20) return '二十余年';
  if (years >= 11) return '十余年';
  if (years === 10) return '十年';
  if (years >= 5) return '多年';
  if (years >= 3) return '数年';
  return years === 2 ? '两年' : '一年';
}

export function brandContent(b: { title: string; company: string; product: string; city: string; foundtime: string; sub: string }): string {
  return [
    p(`${b.title}是${b.company}旗下的${b.product}品牌，创立于${b.foundtime}年，总部位于${b.city}。品牌专注于${b.sub}领域，坚持“品质第一、顾客至上”的经营理念，为消费者提供高性价比的产品与服务。`),
    p(`经过${developmentYears(Number(b.foundtime), seedYear())}发展，${b.title}形成了成熟的运营管理体系和完善的加盟支持体系，是${b.sub}行业值得信赖的创业项目。`),
  ].join('');
}

export function brandAdvantage(r: Rng): string {
  return ul(r.sample(advantagePool, r.int(4, 6)));
}

export function brandConditions(r: Rng, minWan: number): string {
  return ol([
    `店面面积：${r.pick([20, 30, 40, 60, 80, 100, 150])}平方米以上，位于人流量较大的商圈、社区或学校周边。`,
    `投资资金：具备${Math.max(1, minWan)}万元以上的投资资金，有一定的抗风险能力。`,
    '认同品牌的企业文化与经营理念，愿意遵守总部的统一管理规定。',
    '具备一定的经营管理能力，能够全身心投入门店经营。',
    r.pick(['有餐饮或零售行业从业经验者优先。', '具有当地人脉资源者优先。', '年龄在22至50岁之间，身体健康。']),
  ]);
}

export function brandProcess(r: Rng): string {
  const steps = processSteps.filter((_, i) => i !== 2 || r.chance(0.5));
  return ol(steps);
}
