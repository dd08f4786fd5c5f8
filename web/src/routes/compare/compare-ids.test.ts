import { describe, expect, it } from 'vitest';
import { readCompareIds } from './compare-ids';

describe('the compare address', () => {
  it('keeps up to 4 valid ids in order, once each, and names what it left out', () => {
    expect(readCompareIds('3,1,3,abc,0,7,9,11,12')).toEqual({ ids: ['3', '1', '7', '9'], invalid: ['abc', '0'], dropped: ['11', '12'] });
    expect(readCompareIds('1，2 5')).toEqual({ ids: ['1', '2', '5'], invalid: [], dropped: [] });
    expect(readCompareIds(null)).toEqual({ ids: [], invalid: [], dropped: [] });
    expect(readCompareIds(`${'x'.repeat(100)}`).invalid[0]).toHaveLength(20);
  });
});
