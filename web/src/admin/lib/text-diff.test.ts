import { describe, expect, it } from 'vitest';
import { sideOf, textDiff } from './text-diff';

describe('textDiff', () => {
  it('marks changed Chinese words, not whole sentences', () => {
    const parts = textDiff('总部位于杭州市，主营奶茶。', '总部位于上海市，主营奶茶。');
    expect(parts.filter((p) => p.kind === 'removed').map((p) => p.text).join('')).toContain('杭州');
    expect(parts.filter((p) => p.kind === 'added').map((p) => p.text).join('')).toContain('上海');
    expect(parts.filter((p) => p.kind === 'same').map((p) => p.text).join('')).toContain('主营奶茶');
    expect(sideOf(parts, 'before').map((p) => p.text).join('')).toBe('总部位于杭州市，主营奶茶。');
    expect(sideOf(parts, 'after').map((p) => p.text).join('')).toBe('总部位于上海市，主营奶茶。');
  });
  it('keeps markup as text', () => {
    const parts = textDiff('<p>旧</p>', '<p>新</p>');
    expect(sideOf(parts, 'after').map((p) => p.text).join('')).toBe('<p>新</p>');
  });
  it('answers nothing for two empty texts, one part for an unchanged one', () => {
    expect(textDiff('', '')).toEqual([]);
    expect(textDiff('同', '同')).toEqual([{ text: '同', kind: 'same' }]);
  });
});
