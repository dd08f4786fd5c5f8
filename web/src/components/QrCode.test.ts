import { describe, expect, it } from 'vitest';
import { qrSvg } from './QrCode';
import { mobileTarget } from './TopBar';

describe('QR codes', () => {
  it('draws an SVG for an address, and nothing for more than a code can hold', () => {
    expect(qrSvg('https://m.example.com/shangji/1', 100)).toMatch(/^<svg/);
    expect(qrSvg('https://m.example.com/' + 'a'.repeat(4000), 100)).toBeNull();
  });
  it('points an odd, very long address at the mobile home page', () => {
    expect(mobileTarget('https://m.example.com', '/news/5')).toBe('https://m.example.com/news/5');
    expect(mobileTarget('https://m.example.com', '/' + 'a'.repeat(4000))).toBe('https://m.example.com/');
  });
});
