/** Query parameters whose values never reach a log line. */
const SECRET_PARAMS = /^(pwd|password|oldpwd|newpwd|repwd|token|authorization)$/i;

/** Replace the values of secret query parameters in a URL path with [REDACTED]. */
export function redactUrl(url: string): string {
  const q = url.indexOf('?');
  if (q < 0) return url;
  const params = url
    .slice(q + 1)
    .split('&')
    .map((pair) => {
      const eq = pair.indexOf('=');
      const key = decodeURIComponent((eq < 0 ? pair : pair.slice(0, eq)).replace(/\+/g, ' '));
      return SECRET_PARAMS.test(key) ? `${pair.slice(0, eq < 0 ? pair.length : eq)}=[REDACTED]` : pair;
    });
  return `${url.slice(0, q)}?${params.join('&')}`;
}
