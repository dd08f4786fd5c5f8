import { describe, expect, it } from 'vitest';
import { readCompareIds } from './compare-ids';
import { compareNotices, sourceNote } from './notes';
import type { ComparedBrand } from './rows';

describe('compare notes', () => {
  it('names invalid, missing and dropped ids in Chinese, and nothing when all were compared', () => {
    expect(compareNotices(readCompareIds('1,2'), [])).toEqual([]);
    expect(compareNotices(readCompareIds('x,1,2,3,4,5'), ['3'])).toEqual([
      '以下不是有效的品牌编号，已忽略：x',
      '未找到以下编号的品牌（可能已下架或暂时无法读取）：3',
      '最多同时对比4个品牌，以下编号未列入：5',
    ]);
  });

  it('gives each brand its source and reading date, or says its record could not be read', () => {
    const withRecord = { name: '甲', publicRecord: { asOf: '2026-11-01', filing: { source: { name: '商务部商业特许经营信息管理系统' } } } } as unknown as ComparedBrand;
    expect(sourceNote(withRecord)).toBe('甲：备案、门店、费用与咨询量取自公开记录（商务部商业特许经营信息管理系统等），读取于2026-11-01；评分与评价数来自本站点评。');
    expect(sourceNote({ name: '乙', publicRecord: null } as unknown as ComparedBrand)).toBe('乙：公开记录暂时无法读取，相关项目显示为未知。');
  });
});
