import { describe, expect, it } from 'vitest';
import { sitemapCategories } from './categories';

const c = (id: string, name: string, pinyin: string) => ({ id, name, pinyin });

describe('sitemapCategories', () => {
  it('drops the leading "all" entry the spec removes', () => {
    expect(sitemapCategories([c('0', '全部', 'all'), c('1', '餐饮', 'canyin'), c('2', '教育', 'jiaoyu')]).map((x) => x.name)).toEqual(['餐饮', '教育']);
  });
  it('keeps every real industry when the list has no such entry', () => {
    expect(sitemapCategories([c('1', '餐饮', 'canyin'), c('2', '教育', 'jiaoyu')]).map((x) => x.name)).toEqual(['餐饮', '教育']);
  });
  it('answers an empty list for none', () => {
    expect(sitemapCategories([])).toEqual([]);
  });
});
