import { parse } from 'graphql';
import { describe, expect, it } from 'vitest';
import { QueryError, queryKey, settle } from './query';

const doc = parse('query BrandDetail($id: ID!, $show: String) { brand(id: $id, show: $show) { id } }');

describe('queryKey', () => {
  it('names the operation and ignores key order and undefined variables', () => {
    expect(queryKey(doc, { show: undefined, id: '1' })).toBe('BrandDetail:{"id":"1"}');
    expect(queryKey(doc, { b: { y: 1, x: 2 }, a: [1] })).toBe(queryKey(doc, { a: [1], b: { x: 2, y: 1 } }));
  });
});

describe('settle', () => {
  it('rejects any error unless partial data is wanted', () => {
    const result = { data: { brand: null, other: 1 }, errors: [{ message: 'down', extensions: { code: 'UPSTREAM_TIMEOUT' } }] };
    expect(() => settle(result, undefined)).toThrow(QueryError);
    try {
      settle(result, undefined);
    } catch (e) {
      expect((e as QueryError).code).toBe('UPSTREAM_TIMEOUT');
    }
    expect(settle(result, { partial: true })).toEqual({ brand: null, other: 1 });
  });
  it('rejects a result without data even when partial', () => {
    expect(() => settle({ data: null, errors: [{ message: 'bad' }] }, { partial: true })).toThrow('bad');
  });
});
