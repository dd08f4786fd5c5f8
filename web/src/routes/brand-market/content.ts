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
}

/** SPEC §2: catering, education, retail, home furnishing. */
export const INDUSTRIES: readonly Industry[] = [
  {
    id: 'canyin',
    name: '餐饮',
    slogan: '让好味道被更多人记住',
    text: '餐饮品牌门店多、复购高、口碑传播快。我们从品牌故事、招牌产品和门店形象入手，把“好吃”讲成“值得加盟”，帮助品牌在投资者心中建立可信赖的第一印象。',
    points: ['招牌产品与品牌故事梳理', '门店实景与出品内容拍摄', '美食达人探店与口碑沉淀'],
  },
  {
    id: 'jiaoyu',
    name: '教育',
    slogan: '用专业内容赢得家长与投资者信任',
    text: '教育行业决策周期长、信任门槛高。我们以课程体系、师资与教学成果为核心，输出专业、克制的品牌内容，让合作方与家长都能看到品牌的实力与长期价值。',
    points: ['课程体系与教研成果呈现', '校区运营案例与经营数据解读', '行业媒体专访与权威背书'],
  },
  {
    id: 'lingshou',
    name: '零售',
    slogan: '把门店开到消费者心里',
    text: '零售品牌拼的是选品、动线和周转。我们围绕品牌定位与单店模型做内容，用真实的门店经营故事打动投资者，同时借助社交平台为新店开业持续引流。',
    points: ['单店盈利模型与选址逻辑呈现', '新店开业全渠道推广', '会员与社群运营内容支持'],
  },
  {
    id: 'jiaju',
    name: '家居',
    slogan: '让品质看得见、摸得着',
    text: '家居建材客单价高、消费者重体验。我们以产品工艺、设计风格和整装服务为主线，打造有质感的品牌形象，并把线上关注转化为到店体验与加盟咨询。',
    points: ['产品工艺与设计理念内容化', '样板间与实景案例传播', '区域经销商招募推广'],
  },
];

export interface Service {
  id: string;
  name: string;
  intro: string;
  points: readonly string[];
  steps: readonly string[];
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
] as const;
