import { describe, expect, it } from 'vitest';
import type { WireBrand } from '@shangji/contract';
import { backedTags, neverShown } from './backed-tags';

const tags = ['利润高', '投资少', '小本创业', '连锁品牌', '大品牌', '人气旺', '适合女性'].map((name, i) => ({ id: i + 1, name }));
const brand = (over: Partial<WireBrand>) => ({ id: 1, idenidName: tags, feeid: 5, shopnum: 0, ...over }) as WireBrand;
const names = (b: WireBrand) => backedTags(b).map((t) => t.name);

describe('brand tags only where the figures back them', () => {
  it('never shows a tag that promises returns (广告法 §25)', () => {
    expect(names(brand({ feeid: 1, shopnum: 500 }))).not.toContain('利润高');
  });
  it('投资少 and 小本创业 only up to 10万, 连锁品牌 from 10 stores, 大品牌 from 100', () => {
    expect(names(brand({ feeid: 5, shopnum: 3 }))).toEqual(['适合女性']);
    expect(names(brand({ feeid: 2, shopnum: 12 }))).toEqual(['投资少', '小本创业', '连锁品牌', '适合女性']);
    expect(names(brand({ feeid: 6, shopnum: 150 }))).toEqual(['连锁品牌', '大品牌', '适合女性']);
  });
  it('a tag no brand may show is offered as no filter', () => {
    expect(['利润高', '人气旺', '月入过万'].filter(neverShown)).toHaveLength(3);
    expect(['投资少', '适合女性', '区域保护'].filter(neverShown)).toEqual([]);
  });
});
