import { unescape as unescapeQuery } from 'node:querystring';

/**
 * Query parameters whose values never reach a log line: passwords, tokens, and the signature of a signed
 * material link (a logged link could be replayed until it expires).
 */
const SECRET_PARAMS = /^(pwd|password|oldpwd|newpwd|repwd|token|authorization|sig)$/i;

/**
 * A query parameter name as the server will read it. Never throws: a malformed escape (`%E0`, `%`) is left
 * as it is, the way Node's query-string parser reads it, rather than failing the caller (here, the request
 * log: a throw there used to take the process down).
 */
function paramName(raw: string): string {
  return unescapeQuery(raw.replace(/\+/g, ' '));
}

/** Replace the values of secret query parameters in a URL path with [REDACTED]. Never throws. */
export function redactUrl(url: string): string {
  const q = url.indexOf('?');
  if (q < 0) return url;
  const params = url
    .slice(q + 1)
    .split('&')
    .map((pair) => {
      const eq = pair.indexOf('=');
      const rawName = eq < 0 ? pair : pair.slice(0, eq);
      return SECRET_PARAMS.test(paramName(rawName)) ? `${rawName}=[REDACTED]` : pair;
    });
  return `${url.slice(0, q)}?${params.join('&')}`;
}
