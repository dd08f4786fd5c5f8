import { describe, expect, it } from 'vitest';
import { networkOf, sessionSourceOf } from './network';

describe('the requester network', () => {
  it('is the /24 of an IPv4 address, mapped or not', () => {
    expect(networkOf('203.0.113.7')).toBe('203.0.113.0/24');
    expect(networkOf('203.0.113.255')).toBe('203.0.113.0/24');
    expect(networkOf('203.0.114.1')).toBe('203.0.114.0/24');
    expect(networkOf('::ffff:203.0.113.9')).toBe('203.0.113.0/24');
    expect(networkOf('::FFFF:203.0.113.9')).toBe('203.0.113.0/24');
  });

  it('is the /64 of an IPv6 address, however it is written', () => {
    const n = '2001:db8:1:2::/64';
    expect(networkOf('2001:db8:1:2::1')).toBe(n);
    expect(networkOf('2001:0db8:0001:0002:ffff:ffff:ffff:ffff')).toBe(n);
    expect(networkOf('2001:DB8:1:2:abcd::9')).toBe(n);
    expect(networkOf('2001:db8:1:2:0:0:1.2.3.4')).toBe(n);
    expect(networkOf('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
    expect(networkOf('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(networkOf('::1')).toBe('0:0:0:0::/64');
    // The next /64 is another network.
    expect(networkOf('2001:db8:1:3::1')).not.toBe(n);
  });

  it('keeps anything else as it is', () => {
    expect(networkOf('unix-socket')).toBe('unix-socket');
  });

  it('bounds sessions per IPv4 address and per IPv6 /64', () => {
    expect(sessionSourceOf('203.0.113.7')).toBe('203.0.113.7');
    expect(sessionSourceOf('::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(sessionSourceOf('2001:db8:1:2::1')).toBe(sessionSourceOf('2001:db8:1:2:ffff::9'));
  });
});
