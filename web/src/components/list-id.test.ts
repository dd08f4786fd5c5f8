import { describe, expect, it } from 'vitest';
import { ALL, formatListId, listHref, parseListId } from './list-id';

describe('brand list id', () => {
  it('defaults missing parts to 0 (all)', () => {
    expect(parseListId('all')).toEqual(ALL);
    expect(parseListId('canyin')).toEqual({ ...ALL, pinyin: 'canyin' });
    expect(parseListId('canyin-3')).toEqual({ ...ALL, pinyin: 'canyin', feeid: '3' });
    expect(parseListId('all-0-0-0-1')).toEqual({ ...ALL, isvip: '1' });
    expect(parseListId('huoguo-2-4403-5-0')).toEqual({ ...ALL, pinyin: 'huoguo', feeid: '2', regionid: '4403', idenid: '5' });
    expect(parseListId('all-0-0-0-0-1')).toEqual({ ...ALL, filed: '1' });
    expect(parseListId('canyin-0-0-0-1-1-1')).toEqual({ ...ALL, pinyin: 'canyin', isvip: '1', filed: '1', twostores: '1' });
    expect(parseListId('-4')).toEqual({ ...ALL, feeid: '4' });
    expect(parseListId('all--3')).toEqual({ ...ALL, regionid: '3' });
  });

  it('refuses malformed ids', () => {
    for (const bad of ['all-0-0-0-0-0-0-0', 'all-0-0-0-0-2', 'all-0-0-0-0-0-3', 'all-x', 'all-0-0-0-2', 'all-1.5', 'a%b', "o'neil", '火锅', 'all-9999999999', 'all-+1', '1abc']) {
      expect(parseListId(bad), bad).toBeNull();
    }
    expect(parseListId('x'.repeat(500))).toBeNull();
  });

  it('writes the shortest id and keeps the other filters on change', () => {
    expect(formatListId(ALL)).toBe('all');
    expect(formatListId({ ...ALL, isvip: '1' })).toBe('all-0-0-0-1');
    expect(formatListId({ ...ALL, pinyin: 'canyin', feeid: '3' })).toBe('canyin-3');
    const f = parseListId('canyin-3-4403-0-1')!;
    expect(listHref(f, { pinyin: 'jiaoyu' })).toBe('/shangji/jiaoyu-3-4403-0-1');
    expect(listHref(f, { feeid: '0' })).toBe('/shangji/canyin-0-4403-0-1');
    expect(listHref(f, { isvip: '0' })).toBe('/shangji/canyin-3-4403');
    // The trust filters are two more parts, dropped while 0: every older address stays as it was.
    expect(listHref(f, { filed: '1' })).toBe('/shangji/canyin-3-4403-0-1-1');
    expect(listHref(f, { twostores: '1' })).toBe('/shangji/canyin-3-4403-0-1-0-1');
    expect(listHref(parseListId('all-0-0-0-0-1-1')!, { filed: '0', twostores: '0' })).toBe('/shangji/all');
  });
});
