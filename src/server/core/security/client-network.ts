import { isIPv4, isIPv6, SocketAddress } from 'node:net';

/** IPv6 networks end users get are a /64 (or larger): the prefix length a client is counted by. */
const CLIENT_PREFIX_GROUPS = 4;
const IPV6_GROUPS = 8;
const IPV4_MAPPED = '::ffff:';

/** Lower case, zone id dropped, zeros compressed as RFC 5952 writes them (Node's own formatting). */
function canonicalIPv6(address: string): string {
  return new SocketAddress({ address, family: 'ipv6' }).address;
}

/** The first four 16-bit groups of a canonical IPv6 address, "::" expanded (a dotted IPv4 tail is the last two groups, never among them). */
function prefixGroups(canonical: string): string[] {
  const [head = '', tail] = canonical.split('::');
  const groups = (part: string) => (part === '' ? [] : part.split(':'));
  const headGroups = groups(head);
  if (tail === undefined) return headGroups.slice(0, CLIENT_PREFIX_GROUPS);
  const tailGroups = groups(tail).flatMap((group) => (isIPv4(group) ? [group, group] : [group]));
  const zeros = Array<string>(IPV6_GROUPS - headGroups.length - tailGroups.length).fill('0');
  return [...headGroups, ...zeros, ...tailGroups].slice(0, CLIENT_PREFIX_GROUPS);
}

/**
 * The client a per-address limit counts (DECISIONS.md sections 2, 11 and 16). One IPv6 host
 * holds a whole /64 and can pick a fresh address from it for every request, so an IPv6 client
 * is its /64 ("2001:db8:1:2::/64"); an IPv4-mapped IPv6 address ("::ffff:203.0.113.7", as a
 * dual-stack socket reports an IPv4 peer) is the IPv4 client it names. An IPv4 address, or
 * anything that is not an address (a test's or the seeder's label), counts as itself.
 */
export function clientNetworkOf(address: string): string {
  if (!isIPv6(address)) return address;
  const canonical = canonicalIPv6(address);
  const mappedIPv4 = canonical.startsWith(IPV4_MAPPED) ? canonical.slice(IPV4_MAPPED.length) : '';
  if (isIPv4(mappedIPv4)) return mappedIPv4;
  return `${canonicalIPv6(`${prefixGroups(canonical).join(':')}::`)}/64`;
}
