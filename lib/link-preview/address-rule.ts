import ipaddr from 'ipaddr.js';

// Which addresses the link fetcher may connect to: only ordinary public unicast ones. ipaddr.js
// names the special ranges (private, loopback, link-local, carrier-grade NAT, multicast,
// broadcast, unspecified, reserved, documentation, benchmarking, unique-local, 6to4, Teredo,
// NAT64 ...); anything it calls other than "unicast" is refused. An IPv4-mapped IPv6 address
// (::ffff:127.0.0.1) is judged as the IPv4 address it carries, since that is where it connects.

/** Whether the fetcher may connect to `address` (a literal IPv4 or IPv6 address). */
export function isPublicAddress(address: string): boolean {
  if (!ipaddr.isValid(address)) return false;
  let parsed = ipaddr.parse(address);
  if (parsed.kind() === 'ipv6' && (parsed as ipaddr.IPv6).isIPv4MappedAddress()) parsed = (parsed as ipaddr.IPv6).toIPv4Address();
  return parsed.range() === 'unicast';
}
