import { md, ymdhm } from '../http/dates';
import type { WireNews, WireTopic } from '@shangji/contract';

export interface NewsRow {
  id: number;
  title: string;
  description: string;
  thumb: string;
  author: string;
  hits: number;
  keyword: string;
  addtime: number;
}

export interface TopicRow {
  id: number;
  title: string;
  description: string;
  thumb: string;
  keyword: string;
  addtime: number;
}

const times = (s: number) => ({ addtime: s, addtime_md: md(s), addtimes: ymdhm(s) });

export const toWireNews = (n: NewsRow): WireNews => ({
  id: n.id,
  title: n.title,
  description: n.description,
  thumb: n.thumb,
  ...times(n.addtime),
  author: n.author,
  count: n.hits,
  keyword: n.keyword,
});

export const toWireTopic = (t: TopicRow): WireTopic => ({
  id: t.id,
  title: t.title,
  description: t.description,
  thumb: t.thumb,
  ...times(t.addtime),
  keyword: t.keyword,
});

