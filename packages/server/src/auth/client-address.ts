import { isIPv4, isIPv6 } from 'node:net';

/**
 * The address the code flow counts a client by. IPv4 as is; IPv6 by its /64, the network one
 * subscriber is given (so one attacker cannot act as millions of clients, and a member whose privacy
 * address changes stays the same client); an IPv4-mapped IPv6 address is its IPv4 address. Anything
 * else (a proxy's odd value) is taken as given.
 */
export const clientAddressOf = (ip: string): string => {
  const bare = ip.split('%')[0] ?? ip; // a link-local zone names an interface, not a client
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(bare)?.[1];
  if (mapped !== undefined && isIPv4(mapped)) return mapped;
  if (!isIPv6(bare)) return ip;
  return `${ipv6Groups(bare).slice(0, 4).join(':')}::/64`;
};

/** The eight 16-bit groups of a valid IPv6 address, in lower-case hex without leading zeros. */
const ipv6Groups = (ip: string): string[] => {
  const groupsOf = (part: string): string[] =>
    part === '' ? [] : part.split(':').flatMap((g) => (g.includes('.') ? ipv4Groups(g) : [g]));
  const [head = '', tail] = ip.split('::');
  const left = groupsOf(head);
  const right = tail === undefined ? [] : groupsOf(tail);
  const zeros = Array.from({ length: 8 - left.length - right.length }, () => '0');
  return [...left, ...zeros, ...right].map((g) => parseInt(g, 16).toString(16));
};

/** An embedded IPv4 tail (`::1.2.3.4`) as two groups. */
const ipv4Groups = (ipv4: string): string[] => {
  const [a = 0, b = 0, c = 0, d = 0] = ipv4.split('.').map(Number);
  return [((a << 8) | b).toString(16), ((c << 8) | d).toString(16)];
};
