// Writes the 11 poster panels of /marketing (新商业品牌营销) as SVG files into
// web/src/routes/marketing/panels/. The original page is one long poster cut into 11 full-width images;
// ours are drawn here from the site's palette (web/src/palette.ts) so the wording and colours stay in one
// editable place. Run `node tools/marketing-panels.mjs` after changing a panel, then commit the SVGs; the
// route (web/src/routes/marketing/panels.ts) holds each panel's alt text and height, which must match.
// Text is laid out by hand (line breaks in the data): an <img> SVG cannot wrap text or load web fonts, so
// it names the CJK system fonts of Windows, macOS and Linux.
import { mkdirSync, writeFileSync } from 'node:fs';

const OUT = new URL('../web/src/routes/marketing/panels/', import.meta.url);
const W = 1200;
const C = {
  red: '#e4393c',
  redText: '#c81623',
  redDark: '#a3161d',
  redPale: '#fff1f0',
  redBorder: '#f3c2c3',
  text: '#333333',
  muted: '#666666',
  white: '#ffffff',
  page: '#f5f5f5',
  line: '#eeeeee',
  amber: '#a65f00',
  dark: '#2b2b2b',
};
const FONT = "'PingFang SC','Microsoft YaHei','Noto Sans CJK SC','Source Han Sans SC','WenQuanYi Micro Hei',sans-serif";

const esc = (s) => String(s).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** One line of text; `o` holds size, fill, weight, anchor. */
function t(x, y, s, o = {}) {
  const { size = 22, fill = C.text, weight = 'normal', anchor = 'start', spacing } = o;
  const ls = spacing ? ` letter-spacing="${spacing}"` : '';
  return `<text x="${x}" y="${y}" font-size="${size}" fill="${fill}" font-weight="${weight}" text-anchor="${anchor}"${ls}>${esc(s)}</text>`;
}
/** Several lines, `lh` apart. */
const lines = (x, y, list, o = {}) => list.map((s, i) => t(x, y + i * (o.lh ?? (o.size ?? 22) * 1.6), s, o)).join('');
const rect = (x, y, w, h, fill, o = {}) =>
  `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="${o.r ?? 0}" fill="${fill}"${o.stroke ? ` stroke="${o.stroke}" stroke-width="${o.sw ?? 2}"` : ''}${o.opacity ? ` opacity="${o.opacity}"` : ''}/>`;
const circle = (cx, cy, r, fill, o = {}) => `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${fill}"${o.opacity ? ` opacity="${o.opacity}"` : ''}${o.stroke ? ` stroke="${o.stroke}" stroke-width="${o.sw ?? 2}"` : ''}/>`;

/** A panel: background, page number in the corner, content; `title` is the SVG's accessible name. */
function panel(n, h, title, body, bg = C.white) {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${h}" viewBox="0 0 ${W} ${h}" role="img" aria-label="${esc(title)}" font-family="${FONT}">
<title>${esc(title)}</title>
${rect(0, 0, W, h, bg)}
${body}
${t(W - 40, h - 24, `${String(n).padStart(2, '0')} / 11`, { size: 16, fill: bg === C.white || bg === C.page ? C.muted : C.redPale, anchor: 'end' })}
</svg>
`;
}

/** Section heading: red bar, title, optional subtitle, centred. */
function heading(title, sub, y = 96, dark = false) {
  const fill = dark ? C.white : C.text;
  return [
    t(W / 2, y, title, { size: 44, weight: 'bold', fill, anchor: 'middle' }),
    rect(W / 2 - 40, y + 22, 80, 6, dark ? C.white : C.red, { r: 3 }),
    sub ? t(W / 2, y + 70, sub, { size: 22, fill: dark ? C.redPale : C.muted, anchor: 'middle' }) : '',
  ].join('');
}

const panels = [];

// 01 Hero.
panels.push([
  'hero',
  640,
  '新商业品牌营销：从流量到留量，打造可持续增长的连锁加盟品牌',
  [
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${C.red}"/><stop offset="1" stop-color="${C.redDark}"/></linearGradient></defs>`,
    rect(0, 0, W, 640, 'url(#g)'),
    circle(1080, 80, 220, C.white, { opacity: 0.07 }),
    circle(140, 600, 180, C.white, { opacity: 0.07 }),
    circle(980, 560, 90, C.white, { opacity: 0.1 }),
    rect(450, 90, 300, 48, C.white, { r: 24, opacity: 0.16 }),
    t(600, 123, '商机网 · 品牌增长实战课', { size: 24, fill: C.white, anchor: 'middle' }),
    t(600, 250, '新商业品牌营销', { size: 96, weight: 'bold', fill: C.white, anchor: 'middle', spacing: 6 }),
    t(600, 326, '从流量到留量，打造可持续增长的连锁加盟品牌', { size: 32, fill: C.white, anchor: 'middle' }),
    ...['品牌定位', '内容营销', '搜索口碑', '私域招商'].map((s, i) =>
      [rect(204 + i * 206, 398, 176, 56, 'none', { r: 28, stroke: C.white }), t(292 + i * 206, 435, s, { size: 24, fill: C.white, anchor: 'middle' })].join(''),
    ),
    t(600, 540, '4 大模块 · 16 节实战课 · 课后作业与社群答疑', { size: 24, fill: C.redPale, anchor: 'middle' }),
  ].join(''),
  C.redDark,
]);

// 02 What it is.
panels.push([
  'what',
  660,
  '什么是新商业品牌营销：以用户为中心，用内容、渠道、数据三件事，把一次曝光变成长期的信任与成交',
  [
    heading('什么是新商业品牌营销？', '不是多投广告，而是让每一次曝光都沉淀为信任'),
    lines(150, 250, ['在流量越来越贵的今天，加盟品牌的增长不再靠单一渠道的“砸钱买量”。', '新商业品牌营销以用户为中心，把内容、渠道与数据连成一个闭环：', '让潜在加盟商先认识品牌、再信任品牌，最后主动找上门。'], { size: 24, lh: 40 }),
    ...[
      ['内容', ['讲清品牌价值与', '加盟理由，持续输出', '让人愿意看的内容']],
      ['渠道', ['搜索、短视频、媒体、', '社群多点触达，', '让品牌随处可见']],
      ['数据', ['追踪每条线索来源，', '复盘投入与转化，', '把钱花在有效处']],
    ].map(([name, desc], i) => {
      const x = 150 + i * 310;
      return [rect(x, 400, 280, 200, C.redPale, { r: 12 }), circle(x + 140, 400, 36, C.red), t(x + 140, 410, name, { size: 26, weight: 'bold', fill: C.white, anchor: 'middle' }), lines(x + 140, 478, desc, { size: 21, lh: 34, anchor: 'middle' })].join('');
    }),
  ].join(''),
]);

// 03 Pain points.
panels.push([
  'pain-points',
  680,
  '加盟品牌的四大增长难题：获客成本越来越高、加盟商信任难建立、品牌声量难以沉淀、线索多成交少',
  [
    heading('加盟品牌的四大增长难题', '你是否也遇到过这些问题？'),
    ...[
      ['获客成本越来越高', ['同样的预算，留资越来越少，', '投放一停，咨询就断。']],
      ['加盟商信任难建立', ['搜索品牌名只有广告和负面，', '意向客户犹豫不决。']],
      ['品牌声量难以沉淀', ['做过很多活动，却没有留下', '可持续传播的内容资产。']],
      ['线索多、成交少', ['电话打不通、跟进无节奏，', '大量意向客户白白流失。']],
    ].map(([title, desc], i) => {
      const x = 110 + (i % 2) * 500;
      const y = 250 + Math.floor(i / 2) * 200;
      return [
        rect(x, y, 480, 170, C.white, { r: 12, stroke: C.line }),
        circle(x + 56, y + 62, 30, C.red),
        t(x + 56, y + 72, String(i + 1), { size: 28, weight: 'bold', fill: C.white, anchor: 'middle' }),
        t(x + 108, y + 72, title, { size: 28, weight: 'bold' }),
        lines(x + 108, y + 116, desc, { size: 20, fill: C.muted, lh: 32 }),
      ].join('');
    }),
  ].join(''),
  C.page,
]);

// 04 Who it is for.
panels.push([
  'audience',
  620,
  '这门课适合谁：连锁品牌创始人、招商负责人、市场营销团队、区域代理与加盟商',
  [
    heading('这门课适合谁？', '从老板到一线招商，一套方法，各取所需'),
    ...[
      ['创', '品牌创始人', ['想理清品牌定位，', '找到可复制的', '增长路径']],
      ['招', '招商负责人', ['想提升留资质量，', '缩短从咨询到', '签约的周期']],
      ['营', '市场营销团队', ['想用有限预算，', '做出能持续带来', '线索的内容']],
      ['代', '区域代理与加盟商', ['想在本地做出声量，', '让门店和区域', '招商更顺利']],
    ].map(([ch, name, desc], i) => {
      const x = 90 + i * 260;
      return [
        rect(x, 240, 240, 320, C.white, { r: 12, stroke: C.redBorder }),
        circle(x + 120, 310, 44, C.redPale, { stroke: C.red }),
        t(x + 120, 324, ch, { size: 38, weight: 'bold', fill: C.redText, anchor: 'middle' }),
        t(x + 120, 400, name, { size: 25, weight: 'bold', anchor: 'middle' }),
        lines(x + 120, 446, desc, { size: 20, fill: C.muted, lh: 32, anchor: 'middle' }),
      ].join('');
    }),
  ].join(''),
]);

/** 05–08: one course module each. */
function module(n, slug, title, sub, lessons, homework) {
  const h = 640;
  return [
    slug,
    h,
    `课程模块${n}：${title}。${lessons.map((l, i) => `第${i + 1}课 ${l[0]}`).join('；')}。实战作业：${homework}`,
    [
      rect(0, 0, 330, h, C.redText),
      circle(60, 580, 120, C.white, { opacity: 0.08 }),
      t(165, 150, '课程模块', { size: 30, fill: C.redPale, anchor: 'middle' }),
      t(165, 290, String(n).padStart(2, '0'), { size: 140, weight: 'bold', fill: C.white, anchor: 'middle' }),
      lines(165, 380, sub, { size: 22, fill: C.redPale, anchor: 'middle', lh: 36 }),
      t(400, 110, title, { size: 42, weight: 'bold' }),
      rect(400, 132, 80, 6, C.red, { r: 3 }),
      ...lessons.map(([name, desc], i) => {
        const y = 200 + i * 86;
        return [
          rect(400, y - 34, 720, 72, i % 2 ? C.white : C.page, { r: 8 }),
          t(428, y + 10, `第${i + 1}课`, { size: 22, weight: 'bold', fill: C.redText }),
          t(520, y + 10, name, { size: 24, weight: 'bold' }),
          t(1096, y + 10, desc, { size: 19, fill: C.muted, anchor: 'end' }),
        ].join('');
      }),
      rect(400, 536, 720, 64, C.redPale, { r: 8, stroke: C.redBorder }),
      t(428, 576, '实战作业', { size: 22, weight: 'bold', fill: C.redText }),
      t(540, 576, homework, { size: 22 }),
    ].join(''),
  ];
}

panels.push(
  module(1, 'module-positioning', '品牌定位与品牌故事', ['想清楚', '“我是谁、为谁服务”'], [
    ['找准品类与人群', '市场空位与目标加盟商画像'],
    ['一句话品牌价值', '提炼差异点，说人话'],
    ['讲好品牌故事', '创始人、产品与门店的真实故事'],
    ['统一招商物料', '视觉、手册与话术保持一致'],
  ], '写出品牌的一句话定位与三条加盟理由'),
  module(2, 'module-content', '内容营销与短视频直播', ['让品牌', '被看见、被记住'], [
    ['选题与内容日历', '围绕加盟商关心的问题'],
    ['短视频脚本', '门店探访、出餐过程、店主访谈'],
    ['直播招商流程', '预热、讲解、答疑与留资'],
    ['内容矩阵与节奏', '官方号、员工号与门店号协同'],
  ], '策划一条门店探访短视频的分镜脚本'),
  module(3, 'module-search', '搜索与口碑建设', ['让搜索品牌名', '的人看到信任'], [
    ['搜索引擎品牌认证', '官网与品牌信息准确可查'],
    ['问答与百科铺设', '回答加盟商最常搜的问题'],
    ['媒体种草', '行业媒体与垂直平台报道'],
    ['舆情监测与危机公关', '早发现、快回应、讲事实'],
  ], '制定品牌关键词清单与口碑自查表'),
  module(4, 'module-conversion', '私域运营与招商转化', ['把线索', '变成签约的加盟商'], [
    ['线索分级与跟进', '按意向度安排回访节奏'],
    ['社群与企业微信', '持续答疑，建立长期信任'],
    ['招商会与考察接待', '总部参观与样板店体验'],
    ['加盟商案例沉淀', '用真实经营故事带动转介绍'],
  ], '设计一份从留资到签约的跟进流程表'),
);

// 09 How you learn.
panels.push([
  'learning',
  580,
  '学习方式：直播授课、录播回放、实战作业、社群答疑，四步把方法用到自己的品牌上',
  [
    heading('学习方式', '边学边做，把方法用在自己的品牌上'),
    rect(180, 318, 840, 4, C.redBorder),
    ...[
      ['直播授课', ['讲师在线讲解', '方法与工具']],
      ['录播回放', ['错过直播可回看，', '随时复习']],
      ['实战作业', ['每个模块一份作业，', '套用到自家品牌']],
      ['社群答疑', ['学员群内交流，', '问题有人解答']],
    ].map(([name, desc], i) => {
      const x = 180 + i * 280;
      return [
        circle(x, 320, 42, C.red, { stroke: C.white, sw: 6 }),
        t(x, 332, String(i + 1), { size: 34, weight: 'bold', fill: C.white, anchor: 'middle' }),
        t(x, 410, name, { size: 26, weight: 'bold', anchor: 'middle' }),
        lines(x, 452, desc, { size: 20, fill: C.muted, anchor: 'middle', lh: 32 }),
      ].join('');
    }),
  ].join(''),
  C.page,
]);

// 10 Industry cases (teaching scenarios, no invented figures).
panels.push([
  'cases',
  700,
  '行业实战拆解：餐饮、教育、零售、家居四个行业的典型招商问题与解决思路（教学示例场景）',
  [
    heading('行业实战拆解', '四个行业的典型问题，课堂逐一拆解思路（教学示例场景）'),
    ...[
      ['餐饮', '新品牌没人知道，', '怎样建立加盟信任？', ['样板店实拍与店主访谈', '配合搜索口碑铺设']],
      ['教育', '家长重口碑，', '如何让区域代理安心？', ['教研成果可视化展示，', '区域老学员案例沉淀']],
      ['零售', '门店多、风格杂，', '怎样统一品牌形象？', ['统一视觉与物料规范，', '门店号内容模板化']],
      ['家居', '客单价高、决策慢，', '线索如何持续跟进？', ['线索分级与长期社群，', '展厅考察接待流程']],
    ].map(([name, q1, q2, a], i) => {
      const x = 110 + (i % 2) * 500;
      const y = 240 + Math.floor(i / 2) * 220;
      return [
        rect(x, y, 480, 196, C.white, { r: 12, stroke: C.line }),
        rect(x, y, 96, 196, C.redPale, { r: 12 }),
        rect(x + 84, y, 12, 196, C.redPale),
        t(x + 48, y + 110, name, { size: 30, weight: 'bold', fill: C.redText, anchor: 'middle' }),
        t(x + 120, y + 48, '问题', { size: 18, fill: C.muted }),
        lines(x + 120, y + 80, [q1, q2], { size: 22, weight: 'bold', lh: 32 }),
        t(x + 120, y + 150, '思路', { size: 18, fill: C.muted }),
        t(x + 170, y + 150, a[0], { size: 19 }),
        t(x + 170, y + 178, a[1], { size: 19 }),
      ].join('');
    }),
  ].join(''),
]);

// 11 Outcomes and the call to action (the link itself is the page's 立即了解 button).
panels.push([
  'outcomes',
  620,
  '学完你将获得：一套品牌定位与招商话术、一份内容与投放计划、一张搜索口碑自查清单、一套从线索到签约的跟进流程。点击立即了解查看课程安排',
  [
    `<defs><linearGradient id="g" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${C.redText}"/><stop offset="1" stop-color="${C.redDark}"/></linearGradient></defs>`,
    rect(0, 0, W, 620, 'url(#g)'),
    circle(1120, 540, 200, C.white, { opacity: 0.06 }),
    heading('学完你将获得', '四份可直接落地的成果，课后即可用于自己的品牌', 96, true),
    ...[
      '一套品牌定位与招商话术',
      '一份内容与投放计划',
      '一张搜索口碑自查清单',
      '一套从线索到签约的跟进流程',
    ].map((s, i) => {
      const x = 170 + (i % 2) * 460;
      const y = 250 + Math.floor(i / 2) * 100;
      return [
        rect(x, y, 420, 76, C.white, { r: 38, opacity: 0.14 }),
        circle(x + 40, y + 38, 20, C.white),
        `<path d="M${x + 30} ${y + 38} l7 8 l14 -16" fill="none" stroke="${C.redText}" stroke-width="4" stroke-linecap="round" stroke-linejoin="round"/>`,
        t(x + 76, y + 47, s, { size: 24, fill: C.white, weight: 'bold' }),
      ].join('');
    }),
    t(600, 530, '点击页面上的「立即了解」，查看课程安排与报名方式', { size: 24, fill: C.redPale, anchor: 'middle' }),
  ].join(''),
  C.redDark,
]);

mkdirSync(OUT, { recursive: true });
panels.forEach(([slug, h, title, body, bg], i) => {
  const name = `${String(i + 1).padStart(2, '0')}-${slug}.svg`;
  writeFileSync(new URL(name, OUT), panel(i + 1, h, title, body, bg));
  console.log(name, h, title);
});
