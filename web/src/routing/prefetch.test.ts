import { describe, expect, it } from 'vitest';
import { slowConnection } from './prefetch';

describe('slowConnection', () => {
  it('skips prefetch with Save-Data or on 2g', () => {
    expect(slowConnection({ saveData: true, effectiveType: '4g' })).toBe(true);
    expect(slowConnection({ effectiveType: '2g' })).toBe(true);
    expect(slowConnection({ effectiveType: 'slow-2g' })).toBe(true);
    expect(slowConnection({ effectiveType: '3g' })).toBe(false);
    expect(slowConnection(undefined)).toBe(false);
  });
});
