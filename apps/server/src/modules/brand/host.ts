import { isIP } from 'node:net';

/** The brand every host falls back to: IP addresses, unknown labels, plain `localhost`. */
export const DEFAULT_WEB_ADDRESS = 'localhost';

/**
 * The brand label of a request host (DESIGN.md section 3): its first DNS label, lowercased.
 * `acme.example.com` → `acme`, `acme.localhost:8080` → `acme`, `localhost` → `localhost`.
 * Returns null when the host names no brand (an IP address, an empty or invalid host).
 */
export function brandLabelOf(hostname: string): string | null {
  let host = hostname.trim().toLowerCase();
  if (host.startsWith('[')) return null; // [IPv6]
  host = host.replace(/:\d+$/, '').replace(/\.$/, '');
  if (host === '' || isIP(host) !== 0) return null;
  const label = host.split('.')[0] ?? '';
  return /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/.test(label) ? label : null;
}
