// The static text of /brandmarket (SPEC §2): the counters, the four industry blocks, the five services,
// the way we work and the questions brand owners ask. Kept apart from the markup so it reads as copy.

/** The three figures of SPEC §2, with what each one counts. */
export const COUNTERS = [
  { value: '3000+', label: '累计服务品牌' },
  { value: '100000+', label: '平台累计加盟咨询' },
  { value: '5000+', label: '合作媒体与渠道' },
] as const;

export interface Industry {
  id: string;
  name: string;
  slogan: string;
  text: string;
  points: readonly string[];
  /** The services this industry most often starts with. */
  services: readonly string[];
}

/** SPEC §2: catering, education, retail, home furnishing. */
export const INDUSTRIES: readonly Industry[] = [
  {
    id: 'canyin',
    name: '餐饮',
    slogan: '让好味道被更多人记住',
    text: '餐饮品牌门店多、复购高、口碑传播快。我们从品牌故事、招牌产品和门店形象入手，把“好吃”讲成“值得加盟”，帮助品牌在投资者心中建立可信赖的第一印象。',
    points: ['招牌产品与品牌故事梳理', '门店实景与出品内容拍摄', '美食达人探店与口碑沉淀', '食品安全与加盟纠纷舆情预警'],
    services: ['品牌建设', '媒体种草', '舆情监控'],
  },
  {
    id: 'jiaoyu',
    name: '教育',
    slogan: '用专业内容赢得家长与投资者信任',
    text: '教育行业决策周期长、信任门槛高。我们以课程体系、师资与教学成果为核心，输出专业、克制的品牌内容，让合作方与家长都能看到品牌的实力与长期价值。',
    points: ['课程体系与教研成果呈现', '校区运营案例与经营数据解读', '行业媒体专访与权威背书', '招生季与开学季集中推广'],
    services: ['搜索引擎品牌认证', '品牌建设', '危机公关'],
  },
  {
    id: 'lingshou',
    name: '零售',
    slogan: '把门店开到消费者心里',
    text: '零售品牌拼的是选品、动线和周转。我们围绕品牌定位与单店模型做内容，用真实的门店经营故事打动投资者，同时借助社交平台为新店开业持续引流。',
    points: ['单店盈利模型与选址逻辑呈现', '新店开业全渠道推广', '会员与社群运营内容支持', '节日大促与新品上市传播'],
    services: ['媒体种草', '品牌建设', '舆情监控'],
  },
  {
    id: 'jiaju',
    name: '家居',
    slogan: '让品质看得见、摸得着',
    text: '家居建材客单价高、消费者重体验。我们以产品工艺、设计风格和整装服务为主线，打造有质感的品牌形象，并把线上关注转化为到店体验与加盟咨询。',
    points: ['产品工艺与设计理念内容化', '样板间与实景案例传播', '区域经销商招募推广', '售后口碑与质量投诉跟踪'],
    services: ['搜索引擎品牌认证', '媒体种草', '危机公关'],
  },
];

export interface Service {
  id: string;
  name: string;
  intro: string;
  points: readonly string[];
  steps: readonly string[];
  /** What the brand receives. */
  deliverables: readonly string[];
  fit: string;
}

/** SPEC §2: brand building, search-engine brand certification, media seeding, public-opinion monitoring, crisis PR. */
export const SERVICES: readonly Service[] = [
  {
    id: 'brandbuild',
    name: '品牌建设',
    intro: '从定位到表达，为连锁加盟品牌搭建一套对外一致、对投资者有说服力的品牌体系。',
    points: [
      '品牌定位与差异化梳理：明确目标客群、核心优势和加盟价值主张',
      '品牌视觉与内容规范：标志应用、门店形象、招商手册与宣传物料',
      '品牌官网与招商页面：清晰展示加盟政策、投资预算与扶持体系',
      '品牌故事与创始人内容：用真实经历建立投资者信任',
    ],
    steps: ['品牌诊断', '定位与策略', '视觉与内容落地'],
    deliverables: ['品牌诊断报告', '品牌定位与传播策略', '招商手册与宣传物料', '官网及招商页面'],
    fit: '适合：新创品牌、准备开放加盟的品牌、需要升级形象的成熟品牌。',
  },
  {
    id: 'searchcert',
    name: '搜索引擎品牌认证',
    intro: '让投资者在搜索品牌名时，第一眼看到的是品牌官方、真实、经过核验的信息。',
    points: [
      '主流搜索引擎品牌官方认证与官网标识申请协助',
      '品牌词搜索结果梳理：官方信息优先展示，减少冒名与不实内容',
      '品牌百科词条与企业信息完善、更新与维护',
      '商机网认证品牌展示：认证标识、资料准确承诺与优先推荐',
    ],
    steps: ['资质材料准备', '平台提交与核验', '认证展示与维护'],
    deliverables: ['认证材料清单与指导', '官方认证与官网标识', '百科与企业信息更新', '品牌词搜索结果报告'],
    fit: '适合：品牌词搜索结果杂乱、存在山寨或冒名招商困扰的品牌。',
  },
  {
    id: 'seeding',
    name: '媒体种草',
    intro: '通过新闻媒体、行业平台与社交内容平台的组合投放，让品牌被目标人群反复看见。',
    points: [
      '行业媒体与门户新闻稿件撰写与发布',
      '小红书、抖音、视频号等平台达人合作与内容种草',
      '商机网头条资讯、专题与排行榜内容曝光',
      '投放数据复盘：曝光、互动与咨询转化逐项回看',
    ],
    steps: ['人群与平台选择', '内容创作与投放', '效果复盘与优化'],
    deliverables: ['投放方案与排期表', '新闻稿与达人内容', '发布链接汇总', '投放效果复盘报告'],
    fit: '适合：需要快速提升知名度、配合招商会或新品上市的品牌。',
  },
  {
    id: 'monitor',
    name: '舆情监控',
    intro: '全网跟踪与品牌相关的讨论，尽早发现负面苗头，让品牌对自己的口碑心中有数。',
    points: [
      '新闻、论坛、社交平台与短视频平台的品牌关键词监测',
      '负面信息分级预警，重要信息及时通知品牌负责人',
      '竞品与行业动态跟踪，定期输出舆情分析报告',
      '加盟商与消费者反馈汇总，为品牌改进提供依据',
    ],
    steps: ['确定监测范围', '持续监测与预警', '定期分析报告'],
    deliverables: ['监测关键词方案', '负面信息即时预警', '周报与月度舆情报告', '竞品动态简报'],
    fit: '适合：门店规模较大、关注口碑与加盟商关系的品牌。',
  },
  {
    id: 'crisis',
    name: '危机公关',
    intro: '当负面事件发生时，帮助品牌快速判断、坦诚回应、妥善处理，把损失降到最低。',
    points: [
      '事件研判：梳理事实、评估影响范围与发展趋势',
      '回应策略：声明撰写、发布渠道与发布时机建议',
      '沟通协调：与媒体、平台及相关方保持沟通，依法依规处理不实信息',
      '事后修复：正面内容建设与品牌信任重建',
    ],
    steps: ['快速响应', '策略制定与执行', '复盘与信任修复'],
    deliverables: ['事件研判报告', '回应声明与口径', '处置进展通报', '事后复盘与修复方案'],
    fit: '适合：遭遇负面报道、网络投诉或加盟纠纷，需要专业应对的品牌。',
  },
];

/** How an engagement runs, first call to report. */
export const PROCESS = [
  { name: '需求沟通', text: '了解品牌现状、招商目标与预算' },
  { name: '方案制定', text: '给出服务组合、排期与预期效果' },
  { name: '签约执行', text: '专属顾问对接，按排期推进落地' },
  { name: '效果复盘', text: '定期汇报数据，持续优化方案' },
] as const;

/** Why brand owners work with us: what the site itself offers them. */
export const REASONS = [
  { name: '精准的加盟人群', text: '商机网的访客本身就在寻找加盟项目，品牌内容直接触达有投资意向的人群。' },
  { name: '站内多端曝光', text: '品牌可出现在头条资讯、专题、排行榜与认证品牌栏目，PC 与移动端同步展示。' },
  { name: '认证品牌标识', text: '通过认证的品牌展示认证标识与“资料准确”承诺，帮助投资者辨别真伪。' },
  { name: '专属营销顾问', text: '一个顾问对接到底，从需求沟通、方案制定到执行复盘全程跟进。' },
  { name: '数据透明', text: '曝光、点击与咨询数据定期汇报，每一笔投入花在哪里都看得见。' },
  { name: '合规稳妥', text: '内容发布遵守广告法与平台规则，不做虚假宣传，不承诺无法兑现的收益。' },
] as const;

/** Which brands we serve at which stage, and where each usually starts. */
export const STAGES = [
  { name: '新创品牌', need: '刚开放加盟，知名度低，招商资料不完整。', start: '从品牌建设与搜索引擎品牌认证开始，先把“找得到、信得过”做好。' },
  { name: '成长期连锁品牌', need: '门店数量快速增长，需要更多优质加盟商。', start: '以媒体种草和站内曝光为主，配合招商会与新店开业集中推广。' },
  { name: '成熟品牌', need: '规模较大，口碑与加盟商关系管理压力增加。', start: '以舆情监控为基础，建立负面预警与危机公关预案。' },
  { name: '区域代理与经销商', need: '在本地市场招募下级加盟商或门店合作伙伴。', start: '以区域定向投放为主，突出本地支持政策与成功门店。' },
] as const;

/** SPEC §1, §9: the service packages; purchase goes through sales (/serviceoffers). */
export const PACKAGES = [
  { name: '基础版', price: '39800', unit: '元/年', text: '品牌入驻展示、认证标识与基础资讯推广，适合刚开放加盟的品牌。' },
  { name: '高级版', price: '98888', unit: '元/年', text: '含10000元广告消耗，增加头条、专题与榜单曝光，适合加速招商的品牌。' },
  { name: '定制版', price: '按需咨询', unit: '', text: '按品牌目标组合品牌建设、媒体种草、舆情监控与危机公关服务。' },
] as const;

/** A self-check brand owners can run before spending on marketing. */
export const CHECKLIST = [
  '搜索品牌名时，第一页是否都是品牌官方或可信的信息？',
  '是否有一份清楚说明投资预算、回本逻辑与扶持政策的招商资料？',
  '品牌的门店形象、宣传物料与线上内容是否风格一致？',
  '最近三个月，网上是否出现过未处理的投诉或负面讨论？',
  '是否清楚每个推广渠道带来了多少有效的加盟咨询？',
  '遇到突发负面事件时，是否有明确的负责人和回应流程？',
] as const;

export const FAQ = [
  {
    q: '品牌营销服务与品牌入驻有什么区别？',
    a: '品牌入驻是在商机网展示您的加盟项目；品牌营销是我们为您的品牌提供的推广与传播服务，可单独购买，也可与入驻搭配。',
  },
  {
    q: '服务费用如何计算？',
    a: '根据服务内容、投放渠道和周期定制报价。标准套餐可参考服务报价页面，提交咨询后顾问会为您说明具体方案。',
  },
  {
    q: '多久能看到效果？',
    a: '不同服务周期不同：搜索引擎品牌认证取决于资质材料与平台审核进度；媒体种草与品牌建设需要持续投入，我们会定期汇报曝光与咨询数据。',
  },
  {
    q: '我的咨询信息会交给谁？',
    a: '在本页提交的品牌营销咨询只由商机网的品牌营销顾问处理，不会转交任何加盟品牌。',
  },
  {
    q: '还没有在商机网入驻，可以购买营销服务吗？',
    a: '可以。品牌营销服务面向所有品牌，入驻不是前提；如需同时入驻，可通过品牌入驻页面提交申请。',
  },
  {
    q: '能保证加盟咨询的数量吗？',
    a: '营销效果受品牌实力、加盟政策和市场环境影响，我们不承诺具体的咨询数量，但会如实汇报数据并持续优化投放。',
  },
  {
    q: '出现负面信息时可以直接删除吗？',
    a: '我们不提供删帖服务。对于不实信息，会协助品牌依法依规向平台申诉；对于真实问题，建议品牌坦诚回应并改进。',
  },
] as const;

/** The page's own headings and lines, read by the desktop view (route.tsx) and the mobile one (web/src/mobile/routes/brand-market). */
export const COPY = {
  title: '品牌营销服务',
  pitch: '品牌建设 · 搜索引擎品牌认证 · 媒体种草 · 舆情监控 · 危机公关。一站式品牌营销，让投资者找得到、信得过、愿意加盟。',
  industriesLead: '深耕加盟招商的重点行业，按行业特点定制营销方案。',
  reasons: '为什么选择商机网',
  stages: '服务对象',
  process: '合作流程',
  brandsLead: '以下品牌已通过商机网品牌认证。想了解哪个品牌，点击“免费获取资料”即可向该品牌咨询加盟。',
  checklist: '品牌营销自检清单',
  checklistLead: '以下问题中有两项以上回答“否”或“不确定”，就值得和品牌营销顾问聊一聊。',
  cta: '让更多投资者认识您的品牌',
  ctaText: '留下联系方式，商机网的品牌营销顾问将尽快与您联系，为您介绍适合的服务方案。',
} as const;

/** The other owner pages, linked under the packages. */
export const MORE_LINKS = [
  { href: '/serviceoffers', label: '查看服务报价详情' },
  { href: '/brandentry', label: '申请品牌入驻' },
  { href: '/marketing', label: '了解新商业品牌营销课程' },
] as const;
