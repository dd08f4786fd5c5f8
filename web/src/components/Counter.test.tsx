// The counters of the owner pages as a crawler receives them, and the course of the count-up.
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { COUNTER_MS, Counter, figureAt, splitFigure } from './Counter';

describe('Counter', () => {
  it('renders its final value on the server, readable without script', () => {
    const out = renderToStaticMarkup(<Counter value="100W" label="年服务用户" />);
    expect(out).toContain('<span aria-hidden="true">100W</span>');
    expect(out).toContain('<span class="sj-sr-only">100W</span>');
    expect(out).toContain('年服务用户');
  });

  it('splits a figure into its number and suffix', () => {
    expect(splitFigure('100W')).toEqual({ number: 100, suffix: 'W' });
    expect(splitFigure('3000+')).toEqual({ number: 3000, suffix: '+' });
    expect(splitFigure('500')).toEqual({ number: 500, suffix: '' });
    expect(splitFigure('多').number).toBeNaN();
  });

  it('counts up from 0 and lands exactly on the final value after 2000 ms', () => {
    expect(figureAt(2000, 0)).toBe(0);
    const mid = figureAt(2000, COUNTER_MS / 2);
    expect(mid).toBeGreaterThan(1000);
    expect(mid).toBeLessThan(2000);
    expect(figureAt(2000, COUNTER_MS)).toBe(2000);
    expect(figureAt(2000, COUNTER_MS + 500)).toBe(2000);
  });
});
