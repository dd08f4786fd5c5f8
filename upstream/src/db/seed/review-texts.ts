// Seeded reviews, composed so that one brand's reviews read as written by different people:
// each review is a few sentences drawn from pools by the industry, the stars and the writer's voice, a
// customer's (the industry's own talk) or a franchisee's (the headquarters), never a mix. Most carry a
// context sentence of their own — the store's city, what the customer did there or how long the franchisee
// has run the store, with numbers — and sentences join a verdict to a detail, so the pools multiply into
// thousands of sentences per industry and star group. A `ReviewWriter` keeps, per brand, the sentences
// already used: no sentence appears twice in one brand's reviews (a slot whose candidates are all used is
// left out, so a brand with thousands of reviews gets shorter ones rather than repeats). Sentiment follows
// the stars: 4-5 praise, 3 is mixed, 1-2 complain; context sentences judge nothing. Deterministic: all
// choices come from the caller's Rng.
import type { Rng } from './prng';

export type Sentiment = 'positive' | 'neutral' | 'negative';

/** 4-5 stars praise, 3 stars are mixed, 1-2 stars complain. */
export function sentimentOf(score: number): Sentiment {
  return score >= 4 ? 'positive' : score === 3 ? 'neutral' : 'negative';
}

type Lines = Record<Sentiment, string[]>;

/** What customers say about the trade, by industry (the order of industries.ts). */
export const customerLines: Lines[] = [
  { positive: ['味道很正宗，食材新鲜', '出餐快，分量足', '店面干净整洁，排队的人很多', '招牌菜做得很地道', '汤底浓郁，小料也新鲜'], neutral: ['味道中规中矩，高峰期要等位', '口味还行，价格略偏高', '菜品一般，环境还可以', '分量不大，味道尚可'], negative: ['上菜太慢，菜品端上来已经凉了', '味道一般，和宣传的差距有点大', '桌子油腻，餐具也没洗干净', '吃完肚子不舒服'] },
  { positive: ['老师很有耐心，孩子进步明显', '课程安排合理，老师反馈很及时', '教室环境安全明亮，孩子很喜欢来上课', '每节课后都有学习报告'], neutral: ['课程内容还可以，就是课时费偏贵', '老师不错，但排课时间不太灵活', '效果要慢慢看，暂时说不好', '教材一般，老师还行'], negative: ['换了好几次老师，孩子跟不上进度', '课程和试听时说的不一样', '退费手续拖了很久', '班里人太多，老师顾不过来'] },
  { positive: ['房间干净，床品舒服，前台服务热情', '位置方便，隔音效果也不错', '早餐丰富，退房也很快', '房间比照片上还大'], neutral: ['房间还算干净，就是面积有点小', '性价比一般，早餐品种少', '设施有点旧，但还能用', '入住等了一会儿，其他还行'], negative: ['隔音很差，一晚上没睡好', '卫生不到位，床单有污渍', '热水时有时无', '前台态度很差，入住等了很久'] },
  { positive: ['样品和实际铺贴效果一致，质量很好', '导购专业，送货安装都很准时', '用料实在，边角都处理得很好', '色差控制得好，铺出来很整齐'], neutral: ['产品质量还可以，售后响应稍慢', '价格适中，花色选择不算多', '送货晚了两天，东西没问题', '质量一般，胜在便宜'], negative: ['到货有破损，换货拖了半个月', '安装师傅不专业，返工了两次', '实物和样品差别太大', '用了不久就开裂了'] },
  { positive: ['做工扎实，设计师上门量尺很细致', '家具环保无异味，安装师傅很专业', '板材厚实，五金件也是好牌子', '设计方案改了几次都很耐心'], neutral: ['款式不错，交货比约定的晚了几天', '质量还行，价格偏高', '安装后有点小缝隙，整体能接受', '样式选择不多，做工可以'], negative: ['柜门安装不平，售后一直推脱', '实物颜色和效果图差别很大', '味道很大，放了两个月还有', '交货拖了一个多月'] },
  { positive: ['面料舒服，版型好，穿着很显精神', '款式更新快，店员搭配建议很专业', '洗了几次也不变形', '尺码齐全，试穿很方便'], neutral: ['衣服质量还可以，尺码偏小一点', '款式不错，价格稍贵', '新款不多，基础款还行', '面料一般，胜在好搭配'], negative: ['洗了一次就起球了', '退换货手续麻烦，店员态度冷淡', '线头很多，做工粗糙', '穿了两次就开线了'] },
  { positive: ['商品都是正品，店员很懂育儿知识', '环境干净安全，孩子玩得很开心', '护理阿姨很专业，手法很轻', '活动多，会员价也划算'], neutral: ['东西挺全，价格比网上略高', '服务还行，周末人有点多', '游乐设施一般，胜在离家近', '品牌不多，常用的都有'], negative: ['奶粉临近保质期也没提醒', '游乐区卫生不到位，不敢让孩子玩', '店员只顾推销，不讲实情', '买的推车坏了不给换'] },
  { positive: ['商品齐全，价格实惠，离家也近', '店里干净明亮，收银很快', '水果新鲜，称重也准', '夜里也开门，应急很方便'], neutral: ['东西还算全，有些商品经常缺货', '价格一般，会员活动不多', '店面有点小，转身都难', '生鲜一般，日用品还行'], negative: ['买到过期商品，找店员也没人处理', '货架很乱，找东西费劲', '标价和结账价格对不上', '水果放坏了还在卖'] },
  { positive: ['技师手法专业，做完状态好了很多', '环境安静私密，不会强行推销', '产品用得放心，皮肤改善明显', '预约准时，不用干等'], neutral: ['效果还可以，就是项目价格偏高', '服务不错，预约要等好几天', '环境一般，技师手法还行', '效果因人而异吧'], negative: ['一直推销办卡，体验很差', '做完效果不明显，感觉不值这个价', '做完脸过敏了，店里不认账', '卡里的钱用不掉，想退也退不了'] },
  { positive: ['设备新，环境好，和朋友来玩很开心', '服务热情，场地干净，玩得很尽兴', '教练专业，动作纠正得很仔细', '包间音响效果很好'], neutral: ['环境还行，高峰期需要排队', '价格中等，设备有些旧了', '场地不大，周末有点挤', '玩法一般，适合打发时间'], negative: ['设备经常出故障，体验很差', '空调不给力，场地有异味', '充的卡说停就停了', '工作人员爱答不理'] },
  { positive: ['师傅技术好，报价透明不乱加项目', '车洗得很干净，等待区也舒服', '配件都是原厂的，价格公道', '做完还帮忙检查了胎压'], neutral: ['做工还可以，就是等的时间有点长', '价格适中，配件要等几天', '洗得一般，细节不太到位', '服务还行，停车不方便'], negative: ['修完没几天又出同样的问题', '结账时多出好几项没说明的费用', '车里的东西被翻乱了', '漆面被划了也不承认'] },
  { positive: ['安装很专业，净化效果明显', '售后及时，定期上门维护', '滤芯提醒很准，换起来方便', '检测报告讲得很清楚'], neutral: ['设备效果还可以，耗材价格偏贵', '服务还行，安装预约要等几天', '噪音有点大，效果还行', '说明书写得不清楚'], negative: ['用了两个月就出故障，售后很慢', '效果和宣传的差距很大', '装好后漏水，地板泡坏了', '耗材贵得离谱'] },
  { positive: ['款式精致，做工细，送人很有面子', '店员很耐心，帮忙挑了很久', '验光很仔细，配的眼镜戴着舒服', '包装讲究，还能免费刻字'], neutral: ['款式好看，价格稍微贵一点', '质量还行，包装可以更用心', '选择不多，做工尚可', '取货比说好的晚了几天'], negative: ['戴了没多久就掉色了', '说好的免费清洗也要收费', '镜片度数配错了', '证书和实物对不上'] },
  { positive: ['做事细致，准时上门，很放心', '服务专业，价格透明', '师傅干活利索，收拾得很干净', '拍出来的照片很自然'], neutral: ['服务还可以，预约时间不太好约', '整体满意，个别细节需要改进', '价格偏高，质量还行', '沟通有点费劲，结果还行'], negative: ['约好的时间迟到很久，也没提前说', '服务敷衍，和承诺的不一样', '东西弄坏了不肯赔', '临时加价，不给就不干'] },
  { positive: ['品种齐全，讲解很耐心', '检查和解释都很细致', '药剂师会提醒用药禁忌', '价格比医院门口的便宜'], neutral: ['东西比较全，价格不算便宜', '服务还行，排队时间有点长', '常用药都有，进口的要订', '环境一般，人还算专业'], negative: ['工作人员不太专业，问什么都说不清楚', '收费不透明，项目太多', '推销保健品很积极', '开的药和病情不对'] },
  { positive: ['产品有特色，体验很好', '服务周到，产品质量可靠', '包装用心，发货也快', '店里布置得很有意思'], neutral: ['产品还可以，价格偏高', '整体一般，没有特别惊喜', '新鲜感过了就一般了', '品类少，质量尚可'], negative: ['产品质量一般，和宣传不符', '售后处理很慢', '机器经常吞钱', '买回去就坏了'] },
];

/** What any customer may add about service and price, whatever the trade. */
export const customerAnyLines: Lines = {
  positive: ['店员态度很好，有问必答', '价格公道，没有乱收费', '服务细致，细节做得很到位', '整体体验超出预期'],
  neutral: ['服务中规中矩，没什么特别的', '价格不算便宜，但也能接受', '人多的时候照顾不过来', '整体还行，有进步空间'],
  negative: ['店员态度冷淡，问了半天没人理', '收费和说的不一样', '投诉之后也没有下文', '整体体验很差'],
};

/** A franchisee's view of the brand's headquarters, for any industry. */
export const franchiseeLines: Lines = {
  positive: ['总部培训很到位，开店后一直有人跟进指导', '加盟后总部帮忙选址和开业活动，省心不少', '供货稳定，督导每月都来店里指导', '新品研发跟得上，顾客一直有新鲜感', '总部的营销活动带来不少新客'],
  neutral: ['总部支持还可以，就是物料配送偶尔不及时', '营业额和预期差不多，还在爬坡', '总部规定有点多，有些不适合本地', '培训内容偏基础，后面要靠自己摸索', '物料价格比市面上略高'],
  negative: ['加盟后总部跟进不够，很多问题要自己摸索', '实际投入比宣传的多，回本没有说的那么快', '总部强制进货，积压了不少库存', '说好的区域保护没有落实，附近又开了一家', '督导来了只会挑毛病，不解决问题'],
};

// A verdict sentence may take a detail after a comma; a slot {n} is a number of times or people, {m} a sum
// in 万 (or tenths), {q} minutes. Each has one literal piece the stars check (review-texts.test.ts) can recognise.
export const customerTails: Lines = {
  positive: ['前后来了{n}次都是这样', '身边{n}个朋友都说好', '已经推荐给{n}个同事了', '这个价位很难得', '比附近几家都强', '排了{q}分钟也值得'],
  neutral: ['和我预期的差不多', '说不上好也说不上差', '看个人需求吧', '希望以后能改进', '价格再低点就更好了', '前后来了{n}次，感觉一般', '排队等了{q}分钟左右', '问了{n}个店员才问清楚'],
  negative: ['前后反映了{n}次都没改', '跟店长说了{n}次也没用', '真的很失望', '钱花得不值', '不太建议去', '等了{q}分钟都没人管'],
};

export const franchiseeTails: Lines = {
  positive: ['现在每月流水{m}万左右', '开业{n}个月就开始盈利了', '打算明年再开{n}家', '老顾客占了一大半', '周边{n}个小区的人都来买'],
  neutral: ['每月流水{m}万出头，刚够开支', '旺季还行，淡季要熬', '算上房租人工，勉强打平', '还在观望要不要续约', '淡季生意要少三四成'],
  negative: ['到现在还没回本', '光房租一个月就{m}万，压力很大', '已经在考虑转让了', '身边{n}个加盟商都不做了', '前后亏了{m}万多'],
};

/** A last word, used at most once per brand each. */
export const closers: Lines = {
  positive: ['强烈推荐。', '值得一试。', '会推荐给身边的朋友。', '下次还会再来。', '总体很满意。'],
  neutral: ['中规中矩吧。', '仅供参考。', '有需要可以去看看。', '再观察一段时间。'],
  negative: ['不推荐。', '大家慎重。', '不会再来了。', '给个差评。'],
};

/** What a customer did there, by industry; {n} a small number. Judges nothing. */
const customerVisits: string[][] = [
  ['和同事来吃午饭', '周末带家人来吃了一顿', '点过{n}次外卖', '下班路过打包了一份', '请朋友来吃过{n}回'],
  ['给孩子报了{n}个月的课', '孩子上了一学期的课', '带孩子来试听过{n}次', '陪孩子上了{n}节课'],
  ['出差住了{n}晚', '旅游时住过一次', '带父母来住了{n}晚', '开会住了{n}天'],
  ['装修新房时在这里买了材料', '家里翻新选了{n}样东西', '陪朋友来店里挑过{n}次', '订了一批货'],
  ['新房在这里定了{n}件家具', '买了一套床品', '家里改造找他们做了设计', '逛了{n}次才下单'],
  ['买过{n}件衣服', '换季来逛了一圈', '给家人买了{n}件衣服', '办了会员，来过{n}次'],
  ['孩子出生后一直来买东西', '带孩子来玩过{n}次', '买过{n}次奶粉', '朋友推荐来办了卡'],
  ['每周来{n}次', '下班顺路来买东西', '买过{n}回水果', '周末来囤了一次货'],
  ['办了卡，做过{n}次护理', '朋友带我来体验了一次', '做了{n}次项目', '来剪过{n}次头发'],
  ['和朋友来玩过{n}次', '周末带孩子来玩了一下午', '办了月卡，来了{n}次', '公司团建来过一次'],
  ['给车做过{n}次保养', '来洗过{n}次车', '车子小刮蹭来这里修过', '换轮胎来过一次'],
  ['家里装了他们的净水设备', '用了他们的产品{n}个月', '请他们上门做过一次清洗', '买了一台空气净化器'],
  ['给家人挑了一件礼物', '配过一副眼镜', '来店里看过{n}次', '结婚时买了一套首饰'],
  ['预约过{n}次上门服务', '家里请他们来做过保洁', '带宠物来洗过{n}次澡', '拍照时找过他们'],
  ['隔几天就来一次', '买过{n}次药', '来做过一次检查', '给老人买过保健品'],
  ['体验过{n}次', '朋友推荐来试了试', '看到广告后来看了看', '买过{n}次他们的产品'],
];

const whens = ['上个月', '去年', '上周', '春节前', '前段时间', '国庆假期', '年初', '暑假里', '最近', '去年冬天', '五一的时候', '前两天'];
const numerals = ['两', '三', '四', '五', '六', '七', '八', '十来'];
const durations = ['半年', '七个月', '八个月', '十个月', '一年', '一年多', '一年半', '两年', '两年多', '快三年'];
const storePlaces = ['商场', '步行街', '学校附近', '小区门口', '地铁口', '写字楼下', '菜市场旁边', '县城中心', '夜市', '老城区'];
const storeSizes = ['店面{a}平米左右', '店里雇了{n}个人', '夫妻两个人一起看店', '是个{a}平米的小铺面', '带上我一共{n}个人'];
const referrers = ['亲戚', '朋友', '老同学', '以前的同事', '网上看到广告后'];

/** Where a review happened: the store's city when the review names a store, else the brand's city. */
export interface ReviewPlace {
  city: string;
}

const fill = (template: string, r: Rng) =>
  template
    .replaceAll('{n}', () => r.pick(numerals))
    .replaceAll('{m}', () => String(r.int(2, 12)))
    .replaceAll('{a}', () => String(r.int(2, 16) * 10))
    .replaceAll('{q}', () => String(r.int(2, 8) * 5));

const short = (city: string) => city.replace(/(市|地区|自治州|盟)$/, '');

/** The literal pieces of a template (the parts around its slots). */
const pieces = (template: string) => template.split(/\{[a-z]\}/).filter(Boolean);

/** The words that show a sentence's sentiment (for the stars check): every verdict, detail and closer. */
export function sentimentMarks(): Record<Sentiment, string[]> {
  const out: Record<Sentiment, string[]> = { positive: [], neutral: [], negative: [] };
  for (const s of ['positive', 'neutral', 'negative'] as const) {
    const all = [...customerLines.flatMap((l) => l[s]), ...customerAnyLines[s], ...franchiseeLines[s], ...closers[s].map((c) => c.replace(/。$/, ''))];
    for (const t of [...customerTails[s], ...franchiseeTails[s]]) all.push(pieces(t).reduce((a, b) => (b.length > a.length ? b : a), ''));
    out[s] = all;
  }
  return out;
}

export interface ReviewInput {
  industry: number;
  score: number;
  franchisee: boolean;
  place: ReviewPlace;
}

/** How many verdict sentences a review has: mostly one or two, sometimes three. */
const bodyWeights = [5, 4, 2];

export class ReviewWriter {
  private readonly used = new Map<number, Set<string>>();

  constructor(private readonly r: Rng) {}

  /** Marks the sentences of a review written before (the bulk fill after the generated reviews) as used. */
  prime(brandId: number, content: string): void {
    let used = this.used.get(brandId);
    if (!used) this.used.set(brandId, (used = new Set()));
    for (const sentence of content.replace(/<\/?p>/g, '').split(/(?<=。)/)) if (sentence) used.add(sentence);
  }

  /** Forget a brand's sentences once all its reviews are written (the bulk fill goes brand by brand). */
  forget(brandId: number): void {
    this.used.delete(brandId);
  }

  /** One review of `brandId`, as HTML (`<p>…</p>`), no sentence used before in that brand's reviews. */
  write(brandId: number, input: ReviewInput): string {
    let used = this.used.get(brandId);
    if (!used) this.used.set(brandId, (used = new Set()));
    const r = this.r;
    const s = sentimentOf(input.score);
    const out: string[] = [];
    // The verdicts and details this review has said: none comes twice in one review, even in other words.
    const said = new Set<string>();
    let judged = false;
    const take = (make: () => [text: string, parts: string[]], tries: number) => {
      for (let i = 0; i < tries; i++) {
        const [sentence, parts] = make();
        if (used.has(sentence) || parts.some((x) => said.has(x))) continue;
        used.add(sentence);
        for (const x of parts) said.add(x);
        out.push(sentence);
        return true;
      }
      return false;
    };
    const city = short(input.place.city);
    if (input.franchisee) take(() => [this.franchiseeContext(city), []], 12);
    else if (r.chance(0.7)) take(() => [this.customerContext(input.industry, city), []], 12);
    const verdicts = input.franchisee ? franchiseeLines[s] : [...customerLines[input.industry]![s], ...customerAnyLines[s]];
    const tails = input.franchisee ? franchiseeTails[s] : customerTails[s];
    const one = (): [string, string[]] => {
      const v = r.pick(verdicts);
      return [`${v}。`, [v]];
    };
    const withDetail = (): [string, string[]] => {
      const v = r.pick(verdicts);
      const t = r.pick(tails);
      return [`${v}，${fill(t, r)}。`, [v, t]];
    };
    const twoWithDetail = (): [string, string[]] => {
      const [a, b] = r.sample(verdicts, 2) as [string, string];
      const t = r.pick(tails);
      return [`${a}，${b}，${fill(t, r)}。`, [a, b, t]];
    };
    // A verdict alone (each at most once per brand), with a detail, or two verdicts and a detail.
    const verdict = () => {
      const form = r.float();
      return form < 0.3 ? one() : form < 0.8 ? withDetail() : twoWithDetail();
    };
    const body = r.weighted(bodyWeights) + 1;
    for (let k = 0; k < body; k++) judged = take(verdict, 8) || judged;
    if (r.chance(0.3)) judged = take(() => [r.pick(closers[s]), []], 3) || judged;
    // Every review says what its stars say: past what the short forms hold, the longer ones.
    if (!judged) take(() => (r.chance(0.5) ? withDetail() : twoWithDetail()), 4000);
    return `<p>${out.join('')}</p>`;
  }

  private customerContext(industry: number, city: string): string {
    const r = this.r;
    const visit = fill(r.pick(customerVisits[industry]!), r);
    const when = r.pick(whens);
    switch (r.int(0, 2)) {
      case 0:
        return (`${when}在${city}的店${visit}。`);
      case 1:
        return (`我在${city}，${when}${visit}。`);
      default:
        return (`${when}${visit}，是${city}${r.pick(storePlaces)}那家。`);
    }
  }

  private franchiseeContext(city: string): string {
    const r = this.r;
    const dur = r.pick(durations);
    const size = fill(r.pick(storeSizes), r);
    switch (r.int(0, 3)) {
      case 0:
        return (`我在${city}开店${dur}了，${size}。`);
      case 1:
        return (`${dur}前在${city}加盟的，店开在${r.pick(storePlaces)}，${size}。`);
      case 2:
        return (`在${city}${r.pick(storePlaces)}开了${dur}，${size}。`);
      default:
        return (`${r.pick(referrers)}介绍我加盟的，${city}的店开了${dur}，${size}。`);
    }
  }
}
