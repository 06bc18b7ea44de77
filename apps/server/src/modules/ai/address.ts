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

/**
 * Refuses (400) an address that is not http(s) or whose host resolves to a non-public address; answers the
 * parsed URL.
 */
export async function checkProviderAddress(value: string, allowHosts: readonly string[]): Promise<URL> {
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
  if (allowHosts.includes(host)) return url;
  let addresses: string[];
  if (isIP(host)) {
    addresses = [host];
  } else {
    try {
      addresses = (await lookup(host, { all: true, verbatim: true })).map((a) => a.address);
    } catch {
      throw badRequest('baseUrl: the host name cannot be resolved');
    }
  }
  if (addresses.length === 0 || addresses.some(isNonPublicAddress)) {
    throw badRequest('baseUrl: must not point at a loopback, private or link-local address');
  }
  return url;
}
