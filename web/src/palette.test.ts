import { describe, expect, it } from 'vitest';
import { contrastRatio, palette, TEXT_PAIRS } from './palette';

describe('contrastRatio', () => {
  it('matches known WCAG figures', () => {
    expect(contrastRatio('#000', '#fff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#e4393c', '#ffffff')).toBeCloseTo(4.24, 2); // under 4.5: decoration only
    expect(contrastRatio('#999999', '#ffffff')).toBeCloseTo(2.85, 2);
    expect(contrastRatio('#767676', '#ffffff')).toBeCloseTo(4.54, 2);
  });
});

describe('palette', () => {
  it.each(TEXT_PAIRS)('$fg on $bg ($where) meets WCAG AA', ({ fg, bg, large }) => {
    const ratio = contrastRatio(palette[fg], palette[bg]);
    expect(ratio).toBeGreaterThanOrEqual(large ? 3 : 4.5);
  });
});
