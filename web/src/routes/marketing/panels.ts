// The 11 poster panels of /marketing, top to bottom (drawn by tools/marketing-panels.mjs). `?no-inline`:
// the smaller ones would otherwise become data: URIs inside the route chunk; as files they get hashed
// names under /assets/ (cached for a year, precompressed) and load lazily below the fold.
import hero from './panels/01-hero.svg?no-inline';
import what from './panels/02-what.svg?no-inline';
import painPoints from './panels/03-pain-points.svg?no-inline';
import audience from './panels/04-audience.svg?no-inline';
import positioning from './panels/05-module-positioning.svg?no-inline';
import content from './panels/06-module-content.svg?no-inline';
import search from './panels/07-module-search.svg?no-inline';
import conversion from './panels/08-module-conversion.svg?no-inline';
import learning from './panels/09-learning.svg?no-inline';
import cases from './panels/10-cases.svg?no-inline';
import outcomes from './panels/11-outcomes.svg?no-inline';

export interface Panel {
  src: string;
  /** What the panel says, for screen readers and when images are off. */
  alt: string;
  /** Intrinsic size (every panel is 1200 wide): reserves the space before the image arrives. */
  height: number;
}

export const PANEL_WIDTH = 1200;

export const PANELS: ReadonlyArray<Panel> = [
  { src: hero, height: 640, alt: '新商业品牌营销：从流量到留量，打造可持续增长的连锁加盟品牌。四大模块：品牌定位、内容营销、搜索口碑、私域招商' },
  { src: what, height: 660, alt: '什么是新商业品牌营销：以用户为中心，用内容、渠道、数据三件事，把一次曝光变成长期的信任与成交' },
  { src: painPoints, height: 680, alt: '加盟品牌的四大增长难题：获客成本越来越高、加盟商信任难建立、品牌声量难以沉淀、线索多成交少' },
  { src: audience, height: 620, alt: '这门课适合谁：连锁品牌创始人、招商负责人、市场营销团队、区域代理与加盟商' },
  { src: positioning, height: 640, alt: '课程模块一 品牌定位与品牌故事：找准品类与人群、一句话品牌价值、讲好品牌故事、统一招商物料；实战作业：写出品牌的一句话定位与三条加盟理由' },
  { src: content, height: 640, alt: '课程模块二 内容营销与短视频直播：选题与内容日历、短视频脚本、直播招商流程、内容矩阵与节奏；实战作业：策划一条门店探访短视频的分镜脚本' },
  { src: search, height: 640, alt: '课程模块三 搜索与口碑建设：搜索引擎品牌认证、问答与百科铺设、媒体种草、舆情监测与危机公关；实战作业：制定品牌关键词清单与口碑自查表' },
  { src: conversion, height: 640, alt: '课程模块四 私域运营与招商转化：线索分级与跟进、社群与企业微信、招商会与考察接待、加盟商案例沉淀；实战作业：设计一份从留资到签约的跟进流程表' },
  { src: learning, height: 580, alt: '学习方式：直播授课、录播回放、实战作业、社群答疑' },
  { src: cases, height: 700, alt: '行业实战拆解（教学示例场景）：餐饮、教育、零售、家居四个行业的典型招商问题与解决思路' },
  { src: outcomes, height: 620, alt: '学完你将获得：一套品牌定位与招商话术、一份内容与投放计划、一张搜索口碑自查清单、一套从线索到签约的跟进流程' },
];
