import { describe, expect, it } from 'vitest';
import { isPastEnd, MAX_PAGE, pageCount, pageHref, pageWindow, readPage, requireListPage } from './paging';

describe('pageWindow (SPEC §2: up to 7 numbers starting at current − 3)', () => {
  it('starts at 1 on the first pages', () => {
    expect(pageWindow(1, 20)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(pageWindow(3, 20)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });
  it('starts at current − 3 in the middle', () => {
    expect(pageWindow(10, 20)).toEqual([7, 8, 9, 10, 11, 12, 13]);
    expect(pageWindow(5, 20)).toEqual([2, 3, 4, 5, 6, 7, 8]);
  });
  it('still starts at current − 3 near the end, so the window shortens to the last page', () => {
    expect(pageWindow(20, 20)).toEqual([17, 18, 19, 20]);
    expect(pageWindow(18, 20)).toEqual([15, 16, 17, 18, 19, 20]);
    expect(pageWindow(17, 20)).toEqual([14, 15, 16, 17, 18, 19, 20]);
  });
  it('shows every page when there are fewer than 7', () => {
    expect(pageWindow(1, 1)).toEqual([1]);
    expect(pageWindow(2, 4)).toEqual([1, 2, 3, 4]);
    expect(pageWindow(4, 4)).toEqual([1, 2, 3, 4]);
  });
  it('clamps a current page outside 1…count', () => {
    expect(pageWindow(99, 9)).toEqual([6, 7, 8, 9]);
    expect(pageWindow(0, 9)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(pageWindow(1, 0)).toEqual([1]);
  });
  it('always contains the current page, starts at max(1, current − 3), at most 7 consecutive numbers', () => {
    for (let count = 1; count <= 30; count += 1) {
      for (let current = 1; current <= count; current += 1) {
        const w = pageWindow(current, count);
        expect(w).toContain(current);
        expect(w[0]).toBe(Math.max(1, current - 3));
        expect(w.length).toBe(Math.min(7, count - w[0]! + 1));
        w.forEach((n, i) => expect(n).toBe(w[0]! + i));
        expect(w[0]).toBeGreaterThanOrEqual(1);
        expect(w.at(-1)).toBeLessThanOrEqual(count);
      }
    }
  });
});

describe('readPage', () => {
  it('defaults to 1', () => {
    expect(readPage('/news/all')).toBe(1);
    expect(readPage('http://h/news/all?p=')).toBe(1);
    expect(readPage(new URLSearchParams('q=x'))).toBe(1);
  });
  it('reads a valid p from a URL string, a URL or search params', () => {
    expect(readPage('http://h/news/all?p=3&q=x')).toBe(3);
    expect(readPage(new URL('http://h/x?p=12'))).toBe(12);
    expect(readPage(new URLSearchParams('p=7'))).toBe(7);
    expect(readPage('/x?p=007')).toBe(7);
  });
  it('turns bad values into page 1', () => {
    for (const p of ['abc', '-2', '0', '1.5', '1e3', '0x10', ' ', '%00', 'NaN', 'Infinity', '2abc']) {
      expect(readPage(`/x?p=${encodeURIComponent(p)}`)).toBe(1);
    }
  });
  it('caps huge values', () => {
    expect(readPage('/x?p=10001')).toBe(MAX_PAGE);
    expect(readPage('/x?p=99999999999999999999999999')).toBe(MAX_PAGE);
    expect(readPage(`/x?p=${MAX_PAGE}`)).toBe(MAX_PAGE);
  });
});

describe('pageCount and isPastEnd', () => {
  it('counts pages, at least one', () => {
    expect(pageCount(0, 15)).toBe(1);
    expect(pageCount(15, 15)).toBe(1);
    expect(pageCount(16, 15)).toBe(2);
    expect(pageCount(-1, 15)).toBe(1);
  });
  it('says when a page lies beyond the end', () => {
    expect(isPastEnd(2, 15, 15)).toBe(true);
    expect(isPastEnd(2, 16, 15)).toBe(false);
    expect(isPastEnd(1, 0, 15)).toBe(false);
  });
});

describe('pageHref', () => {
  it('keeps the other query parameters and drops p on page 1', () => {
    expect(pageHref('/search', '?model=news&q=奶茶&p=3', 4)).toBe('/search?model=news&q=%E5%A5%B6%E8%8C%B6&p=4');
    expect(pageHref('/search', '?model=news&p=3', 1)).toBe('/search?model=news');
    expect(pageHref('/news/all', '', 1)).toBe('/news/all');
    expect(pageHref('/news/all', '', 2)).toBe('/news/all?p=2');
  });
});

describe('requireListPage', () => {
  it('lets every page of the list through, the empty list its one page', () => {
    expect(() => requireListPage(1, 0, 15)).not.toThrow();
    expect(() => requireListPage(2, 16, 15)).not.toThrow();
  });
  it('throws a 404 response for a page past the end', () => {
    let thrown: unknown;
    try {
      requireListPage(999, 16, 15);
    } catch (e) {
      thrown = e;
    }
    expect(thrown).toMatchObject({ init: { status: 404 }, data: { kind: 'missing' } });
  });
});
