import { isIP } from 'node:net';
import ipaddr from 'ipaddr.js';

// Which addresses an import may connect to (docs/decisions: recipe import address safety). Only public unicast
// addresses: loopback, private, link-local (the cloud metadata service at 169.254.169.254), unique-local,
// unspecified (0.0.0.0), multicast, carrier-grade NAT, documentation, and IPv6 forms that carry an IPv4 address
// (mapped, 6to4, Teredo) are all refused. ipaddr.js keeps the table of ranges so we do not hand-write it.

/** Whether an IP address (v4 or v6, as the resolver or the URL parser writes it) is public. */
export function isPublicAddress(address: string): boolean {
  if (isIP(address) === 0) return false;
  // process() turns an IPv4-mapped IPv6 address (::ffff:127.0.0.1) into the IPv4 address it carries.
  return ipaddr.process(address).range() === 'unicast';
}

/** "host:port" as IMPORT_ALLOW_HOSTS lists it; IPv6 hosts in brackets ("[::1]:8080"). */
export function hostPort(host: string, port: number): string {
  const bare = host.replace(/^\[|\]$/g, '').toLowerCase();
  return `${isIP(bare) === 6 ? `[${bare}]` : bare}:${port}`;
}

/**
 * Whether the import may connect to `address` for a URL naming `host` and `port`: a public address, or one
 * IMPORT_ALLOW_HOSTS opens for tests (by the name in the URL or by the address it resolved to, and only on that
 * port).
 */
export function mayConnect(
  address: string,
  host: string,
  port: number,
  allowHosts: readonly string[],
): boolean {
  if (isPublicAddress(address)) return true;
  return allowHosts.includes(hostPort(address, port)) || allowHosts.includes(hostPort(host, port));
}
