// 平均响应时间 in words (desktop Passport.tsx and the mobile brand page's Trust.tsx): the brand's median
// first view and first contact of the leads this site delivered to it (schema/trust.graphql
// BrandResponseTime). Only what the figures back: too few leads read 暂无足够数据, a median the data does
// not reach (half or more not answered yet) says so, an unreadable answer (null) reads UNREADABLE.
import { graphql } from '../../gql';
import type { ResponseTime_TimeFragment } from '../../gql/graphql';

export const ResponseTimeFragment = graphql(`
  fragment ResponseTime_time on BrandResponseTime {
    leads
    windowDays
    enoughData
    medianFirstViewMinutes
    medianFirstContactMinutes
    asOf
    source
  }
`);

export type ResponseTime = ResponseTime_TimeFragment;

export const NOT_ENOUGH = '暂无足够数据';
/** How the figures are measured, said under them on both sites. */
export const RESPONSE_METHOD = '从咨询送达该品牌起计时，尚未查看或联系的咨询计为最慢。';
export const UNREADABLE = '暂时无法读取，请稍后再试';

/** Minutes as a reader takes them: 不到1分钟, 12分钟, 3.5小时, 20小时, 2.5天. */
export function duration(minutes: number): string {
  if (minutes < 1) return '不到1分钟';
  if (minutes < 60) return `${minutes}分钟`;
  const one = (n: number) => (n < 10 ? n.toFixed(1).replace(/\.0$/, '') : String(Math.round(n)));
  if (minutes < 48 * 60) return `${one(minutes / 60)}小时`;
  return `${one(minutes / 1440)}天`;
}

export interface ResponseText {
  /** 首次查看's figure: 中位数 12分钟, 过半咨询尚未查看, or 暂无足够数据. */
  view: string;
  /** 首次联系's figure, likewise. */
  contact: string;
  /** What the figures count, their day and source. */
  basis: string;
}

export function responseText(r: ResponseTime): ResponseText {
  const basis = `近${r.windowDays}天本站送达该品牌的咨询${r.leads}条${r.enoughData ? '' : '，不足5条'}，截至${r.asOf}，来源：${r.source}`;
  if (!r.enoughData) return { view: NOT_ENOUGH, contact: NOT_ENOUGH, basis };
  const median = (m: number | null | undefined, not: string) => (m === null || m === undefined ? not : `中位数 ${duration(m)}`);
  return { view: median(r.medianFirstViewMinutes, '过半咨询尚未查看'), contact: median(r.medianFirstContactMinutes, '过半咨询尚未联系'), basis };
}
