import { describe, expect, it } from 'vitest';
import { duration, responseText, type ResponseTime } from './response-time';

const r = (over: Partial<ResponseTime>): ResponseTime => ({
  __typename: 'BrandResponseTime', leads: 23, windowDays: 180, enoughData: true, medianFirstViewMinutes: 12, medianFirstContactMinutes: 210, asOf: '2026-11-28', source: '本站线索记录', ...over,
});

describe('平均响应时间 in words', () => {
  it('reads minutes as minutes, hours or days', () => {
    expect([0, 1, 59, 60, 90, 600, 2879, 2880, 4320, 20_000].map(duration)).toEqual(['不到1分钟', '1分钟', '59分钟', '1小时', '1.5小时', '10小时', '48小时', '2天', '3天', '14天']);
  });

  it('gives both medians with what they count, the day and the source', () => {
    expect(responseText(r({}))).toEqual({ view: '中位数 12分钟', contact: '中位数 3.5小时', basis: '近180天本站送达该品牌的咨询23条，截至2026-11-28，来源：本站线索记录' });
  });

  it('never claims a figure the data does not back', () => {
    expect(responseText(r({ leads: 4, enoughData: false, medianFirstViewMinutes: null, medianFirstContactMinutes: null }))).toEqual({
      view: '暂无足够数据', contact: '暂无足够数据', basis: '近180天本站送达该品牌的咨询4条，不足5条，截至2026-11-28，来源：本站线索记录',
    });
    // Enough leads, but half or more not answered yet: no median, and it says why.
    expect(responseText(r({ medianFirstContactMinutes: null })).contact).toBe('过半咨询尚未联系');
    expect(responseText(r({ medianFirstViewMinutes: null })).view).toBe('过半咨询尚未查看');
    // Whatever an answer holds, too few leads publish nothing.
    expect(responseText(r({ enoughData: false, leads: 3 })).view).toBe('暂无足够数据');
  });
});
