import { expect, it } from 'vitest';
import { maskName, maskPhones } from './mask';

it('masks names to the first character', () => {
  expect(maskName('张三丰')).toBe('张**');
  expect(maskName('张**')).toBe('张**');
  expect(maskName('')).toBe('**');
  expect(maskName('13812345678')).toBe('**');
});

it('masks phone numbers and long digit runs', () => {
  expect(maskPhones('电话13812345678')).toBe('电话138****5678');
  expect(maskPhones('2026年')).toBe('2026年');
});
