import ipaddr from 'ipaddr.js';

/** Why an address may not be fetched by the server; absent for a public unicast address. */
export type BlockedReason =
  | 'invalid'
  | 'unspecified'
  | 'loopback'
  | 'private'
  | 'shared'
  | 'link-local'
  | 'unique-local'
  | 'multicast'
  | 'reserved';

type Range = readonly [cidr: string, reason: BlockedReason];

/** IPv4 blocks that do not lead to the public internet (IANA special-purpose registry, RFC 6890 and after). */
const IPV4_BLOCKED: readonly Range[] = [
  ['0.0.0.0/8', 'unspecified'],
  ['10.0.0.0/8', 'private'],
  ['100.64.0.0/10', 'shared'],
  ['127.0.0.0/8', 'loopback'],
  ['169.254.0.0/16', 'link-local'],
  ['172.16.0.0/12', 'private'],
  ['192.0.0.0/24', 'reserved'],
  ['192.0.2.0/24', 'reserved'],
  ['192.88.99.0/24', 'reserved'],
  ['192.168.0.0/16', 'private'],
  ['198.18.0.0/15', 'reserved'],
  ['198.51.100.0/24', 'reserved'],
  ['203.0.113.0/24', 'reserved'],
  ['224.0.0.0/4', 'multicast'],
  ['240.0.0.0/4', 'reserved'],
];

/** IPv6 blocks refused inside global unicast (2000::/3); everything outside 2000::/3 is refused too. */
const IPV6_BLOCKED: readonly Range[] = [
  ['2001::/23', 'reserved'], // protocol assignments, Teredo (tunnels to any IPv4 address)
  ['2001:db8::/32', 'reserved'],
  ['2002::/16', 'reserved'], // 6to4 embeds an IPv4 address that may be private
  ['3fff::/20', 'reserved'],
];

const IPV6_SPECIAL: readonly Range[] = [
  ['::/128', 'unspecified'],
  ['::1/128', 'loopback'],
  ['fc00::/7', 'unique-local'],
  ['fe80::/10', 'link-local'],
  ['fec0::/10', 'link-local'],
  ['ff00::/8', 'multicast'],
];

const parseRanges = (ranges: readonly Range[]) =>
  ranges.map(([cidr, reason]) => ({ net: ipaddr.parseCIDR(cidr), reason }));
const IPV4_NETS = parseRanges(IPV4_BLOCKED);
const IPV6_NETS = parseRanges(IPV6_BLOCKED);
const IPV6_SPECIAL_NETS = parseRanges(IPV6_SPECIAL);
const GLOBAL_UNICAST = ipaddr.parseCIDR('2000::/3');
const NAT64 = ipaddr.parseCIDR('64:ff9b::/96');

function firstMatch(address: ipaddr.IPv4 | ipaddr.IPv6, nets: ReturnType<typeof parseRanges>) {
  return nets.find(({ net }) => address.kind() === net[0].kind() && address.match(net))?.reason;
}

function classifyV4(address: ipaddr.IPv4): BlockedReason | undefined {
  return firstMatch(address, IPV4_NETS);
}

function classifyV6(address: ipaddr.IPv6): BlockedReason | undefined {
  // Addresses that carry an IPv4 address reach that address: judge the IPv4 one.
  if (address.isIPv4MappedAddress()) return classifyV4(address.toIPv4Address());
  if (address.match(NAT64)) {
    const [high = 0, low = 0] = address.parts.slice(6);
    return classifyV4(new ipaddr.IPv4([high >> 8, high & 0xff, low >> 8, low & 0xff]));
  }
  const special = firstMatch(address, IPV6_SPECIAL_NETS);
  if (special) return special;
  if (!address.match(GLOBAL_UNICAST)) return 'reserved';
  return firstMatch(address, IPV6_NETS);
}

/**
 * Why the server must not connect to `text` (an IP address in any form a resolver or URL accepts: `127.1`,
 * `0x7f.1`, `2130706433`, `[::ffff:127.0.0.1]`, `fe80::1%eth0`), or undefined when it is a public unicast address.
 */
export function blockedReason(text: string): BlockedReason | undefined {
  const bare = text.startsWith('[') && text.endsWith(']') ? text.slice(1, -1) : text;
  if (!ipaddr.isValid(bare)) return 'invalid';
  const address = ipaddr.parse(bare);
  return address.kind() === 'ipv4' ? classifyV4(address as ipaddr.IPv4) : classifyV6(address as ipaddr.IPv6);
}

/** True for text that is an IP address literal (of any form), as opposed to a host name. */
export function isIpLiteral(text: string): boolean {
  const bare = text.startsWith('[') && text.endsWith(']') ? text.slice(1, -1) : text;
  return ipaddr.isValid(bare);
}
