/**
 * TeX normalisation before KaTeX (math.ts): `\begin{array}{…}` → `matrix`, `align`/`align*` →
 * `aligned`, zero-width characters removed, no-break spaces as spaces.
 */

const ENV_RE = /\\(begin|end)\s*\{(array|align\*?)\}/g;

/** Index just past a balanced group opened by `open` at `i` (i.e. tex[i] === open), or -1. */
function skipGroup(tex: string, i: number, open: string, close: string): number {
  let depth = 0;
  for (let j = i; j < tex.length; j++) {
    const c = tex[j];
    if (c === '\\') {
      j++;
      continue;
    }
    if (c === open) depth++;
    else if (c === close) {
      depth--;
      if (depth === 0) return j + 1;
    }
  }
  return -1;
}

function skipSpaces(tex: string, i: number): number {
  let j = i;
  while (j < tex.length && /\s/.test(tex[j]!)) j++;
  return j;
}

/** True when the backslash at `i` is itself escaped (preceded by an odd number of backslashes). */
function isEscapedAt(text: string, i: number): boolean {
  let count = 0;
  for (let j = i - 1; j >= 0 && text[j] === '\\'; j--) count++;
  return count % 2 === 1;
}

/**
 * Rewrites environments KaTeX should see differently (spec section 5): `array` (with its optional
 * `[pos]` and its column spec) → `matrix`, `align`/`align*` → `aligned`; removes zero-width characters
 * and turns no-break spaces into spaces.
 */
export function normalizeTex(tex: string): string {
  const src = tex.replace(/\u00a0/g, ' ').replace(/\u200b|\u200c|\u200d|\u2060|\ufeff/g, '');
  let out = '';
  let last = 0;
  ENV_RE.lastIndex = 0;
  for (let m = ENV_RE.exec(src); m !== null; m = ENV_RE.exec(src)) {
    if (isEscapedAt(src, m.index)) continue;
    const kind = m[1]!;
    const env = m[2]!;
    let next = m.index + m[0].length;
    if (env === 'array' && kind === 'begin') {
      let j = skipSpaces(src, next);
      if (src[j] === '[') {
        const k = skipGroup(src, j, '[', ']');
        if (k > 0) j = skipSpaces(src, k);
      }
      if (src[j] === '{') {
        const k = skipGroup(src, j, '{', '}');
        if (k > 0) next = k;
      }
    }
    out += `${src.slice(last, m.index)}\\${kind}{${env === 'array' ? 'matrix' : 'aligned'}}`;
    last = next;
    ENV_RE.lastIndex = next;
  }
  return out + src.slice(last);
}
