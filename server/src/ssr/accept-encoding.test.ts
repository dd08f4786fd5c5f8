import { expect, it } from 'vitest';
import { preferredEncoding } from './accept-encoding';

it.each([
  [undefined, null],
  ['', null],
  ['identity', null],
  ['deflate', null],
  ['gzip', 'gzip'],
  ['br', 'br'],
  ['gzip, deflate, br, zstd', 'br'],
  ['br, gzip', 'br'],
  ['gzip, br;q=0', 'gzip'],
  ['br;q=0.5, gzip;q=0.8', 'gzip'],
  ['BR;Q=1, GZIP', 'br'],
  ['*', 'br'],
  ['*;q=0, gzip', 'gzip'],
  ['br;q=0, gzip;q=0', null],
  [['gzip', 'br'], 'br'],
] as const)('Accept-Encoding %j → %s', (header, expected) => {
  expect(preferredEncoding(header as string | string[] | undefined)).toBe(expected);
});
