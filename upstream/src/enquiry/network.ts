// The requester's network, for the SMS caps and the proof of work's difficulty (docs/decisions/0098).
// One actor easily holds many addresses of one network (a /64 is what one IPv6 customer gets; a /24 is
// one rented server block), rarely many networks. So caps count per network as well as per address.
import { isIPv4, isIPv6 } from 'node:net';

/** An IPv4-mapped IPv6 address (`::ffff:1.2.3.4`) is the IPv4 address it carries. */
function unmapped(ip: string): string {
  const m = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(ip);
  return m ? m[1]! : ip;
}

/** The eight 16-bit groups of an IPv6 address (any embedded IPv4 tail turned into two groups). */
function ipv6Groups(ip: string): number[] {
  let text = ip.split('%')[0]!.toLowerCase();
  const v4 = /(\d{1,3}(?:\.\d{1,3}){3})$/.exec(text);
  if (v4) {
    const [a, b, c, d] = v4[1]!.split('.').map(Number) as [number, number, number, number];
    text = `${text.slice(0, -v4[1]!.length)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head, tail] = text.includes('::') ? text.split('::') : [text, undefined];
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const fill = tail === undefined ? [] : Array<string>(8 - left.length - right.length).fill('0');
  return [...left, ...fill, ...right].map((g) => parseInt(g, 16));
}

/**
 * The network an address belongs to: `a.b.c.0/24` for IPv4, the first four groups `/64` for IPv6,
 * the text itself for anything else (a test's or a socket's odd address is its own network).
 */
export function networkOf(ip: string): string {
  const address = unmapped(ip.trim());
  if (isIPv4(address)) return `${address.split('.').slice(0, 3).join('.')}.0/24`;
  if (isIPv6(address)) {
    return `${ipv6Groups(address)
      .slice(0, 4)
      .map((g) => g.toString(16))
      .join(':')}::/64`;
  }
  return address;
}

/**
 * What sessions are bounded per (docs/decisions/0099): the address itself for IPv4 (a carrier's NAT
 * address may hold many visitors; its neighbours are other visitors), the /64 for IPv6 (every address
 * of it belongs to one customer).
 */
export function sessionSourceOf(ip: string): string {
  const address = unmapped(ip.trim());
  return isIPv6(address) ? networkOf(address) : address;
}
