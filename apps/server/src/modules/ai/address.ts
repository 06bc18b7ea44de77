/**
 * Server-side request forgery guard of AI provider addresses: an http(s) URL whose host resolves (dns.lookup,
 * every address) only to public unicast addresses, unless the host is on AI_PROVIDER_ALLOW_HOSTS. Checked when a
 * setting is saved and again before every call (a name may resolve elsewhere later); redirects are not followed
 * (client.ts).
 */
import { lookup } from 'node:dns/promises';
import { BlockList, isIP } from 'node:net';
import { badRequest } from '../../http/errors';

// One list per family: a BlockList also matches IPv4 addresses against IPv4-mapped IPv6 rules.
const blocked4 = new BlockList();
const blocked6 = new BlockList();
for (const [net, bits] of [
  ['0.0.0.0', 8], // this network
  ['10.0.0.0', 8],
  ['100.64.0.0', 10], // carrier-grade NAT
  ['127.0.0.0', 8],
  ['169.254.0.0', 16], // link-local (cloud metadata)
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved, broadcast
] as const) {
  blocked4.addSubnet(net, bits, 'ipv4');
}
for (const [net, bits] of [
  ['::1', 128],
  ['::ffff:0:0', 96], // IPv4-mapped: a provider has no reason to be named so
  ['::', 96], // IPv4-compatible (deprecated)
  ['64:ff9b::', 96], // NAT64
  ['fc00::', 7], // unique local
  ['fe80::', 10], // link-local
  ['ff00::', 8], // multicast
] as const) {
  blocked6.addSubnet(net, bits, 'ipv6');
}

/** Whether an IP address is loopback, private, link-local or otherwise not a public unicast address. */
export function isNonPublicAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 4) return blocked4.check(address, 'ipv4');
  if (family === 6) {
    return blocked6.check(address, 'ipv6');
  }
  return true;
}

/** The host of a URL as dns.lookup and the allow-list read it (IPv6 without brackets, lower case). */
function hostOf(url: URL): string {
  return url.hostname.replace(/^\[|\]$/g, '').toLowerCase();
}

/** An address a provider's host name resolved to when it was checked. */
export interface ResolvedAddress {
  address: string;
  family: 4 | 6;
}

export interface CheckedProviderAddress {
  url: URL;
  /**
   * What the host name resolved to when it was checked: the connection must go there and nowhere else (a name
   * that resolves to a public address for the check and to 127.0.0.1 for the connection, DNS rebinding, must
   * not reach the server's own network). Empty for an IP address literal (nothing to resolve again).
   */
  resolved: ResolvedAddress[];
}

async function resolve(host: string): Promise<ResolvedAddress[]> {
  const found = await lookup(host, { all: true, verbatim: true });
  return found.map((a) => ({ address: a.address, family: a.family === 6 ? 6 : 4 }));
}

/**
 * Refuses (400) an address that is not http(s) or whose host resolves to a non-public address; answers the
 * parsed URL and the addresses it was checked with (a host on the allow-list is resolved too, so that its
 * connection is pinned as well).
 */
export async function resolveProviderAddress(
  value: string,
  allowHosts: readonly string[],
): Promise<CheckedProviderAddress> {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw badRequest('baseUrl: must be an http or https address');
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    throw badRequest('baseUrl: must be an http or https address');
  if (url.username || url.password) throw badRequest('baseUrl: must not carry a user name or password');
  const host = hostOf(url);
  if (isIP(host)) {
    if (!allowHosts.includes(host) && isNonPublicAddress(host)) {
      throw badRequest('baseUrl: must not point at a loopback, private or link-local address');
    }
    return { url, resolved: [] };
  }
  let resolved: ResolvedAddress[];
  try {
    resolved = await resolve(host);
  } catch {
    // A listed host is trusted as named: the connection resolves it (and fails as a provider that is down).
    if (allowHosts.includes(host)) return { url, resolved: [] };
    throw badRequest('baseUrl: the host name cannot be resolved');
  }
  if (allowHosts.includes(host)) return { url, resolved };
  if (resolved.length === 0 || resolved.some((a) => isNonPublicAddress(a.address))) {
    throw badRequest('baseUrl: must not point at a loopback, private or link-local address');
  }
  return { url, resolved };
}

/** resolveProviderAddress's URL (a setting being saved: nothing connects yet). */
export async function checkProviderAddress(value: string, allowHosts: readonly string[]): Promise<URL> {
  return (await resolveProviderAddress(value, allowHosts)).url;
}
