/** Number formatting helpers (spec section 9: suffixes k, M, G, T, P, E). */

const UNITS = [
  { value: 1e18, symbol: 'E' },
  { value: 1e15, symbol: 'P' },
  { value: 1e12, symbol: 'T' },
  { value: 1e9, symbol: 'G' },
  { value: 1e6, symbol: 'M' },
  { value: 1e3, symbol: 'k' },
] as const;

/** Drops trailing zeros of a fixed-point string: '1.50' → '1.5', '2.00' → '2'. */
function trimZeros(fixed: string): string {
  return fixed.includes('.') ? fixed.replace(/\.?0+$/, '') : fixed;
}

/**
 * Shortens a number with an SI-like suffix: formatNumber(1234, 1) → '1.2k', formatNumber(1_500_000) → '2M'.
 * `digits` is the maximum number of decimals (trailing zeros are dropped). A value that rounds up to
 * the next unit moves to it (999_950 with one digit → '1M', not '1000k'). Values under 1000 are
 * returned as they are (rounded to `digits` decimals); non-finite values as String(value).
 */
export function formatNumber(num: number, digits = 0): string {
  if (!Number.isFinite(num)) return String(num);
  const places = Math.max(0, Math.min(20, Math.trunc(digits)));
  const sign = num < 0 ? '-' : '';
  const abs = Math.abs(num);
  for (let i = 0; i < UNITS.length; i++) {
    const unit = UNITS[i]!;
    if (abs < unit.value) continue;
    const scaled = Number((abs / unit.value).toFixed(places));
    const bigger = UNITS[i - 1];
    if (scaled >= 1000 && bigger) {
      return `${sign}${trimZeros((abs / bigger.value).toFixed(places))}${bigger.symbol}`;
    }
    return `${sign}${trimZeros(scaled.toFixed(places))}${unit.symbol}`;
  }
  const rounded = trimZeros(abs.toFixed(places));
  if (rounded === '1000') return `${sign}1k`;
  return rounded === '0' ? '0' : `${sign}${rounded}`;
}

/** Groups the integer part by thousands: 1234567.89 → '1,234,567.89'. */
export function formatThousands(num: number | string): string {
  const text = String(num);
  if (!/^-?\d+(\.\d+)?$/.test(text)) return text;
  const [int = '', frac] = text.split('.');
  const grouped = int.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return frac === undefined ? grouped : `${grouped}.${frac}`;
}
