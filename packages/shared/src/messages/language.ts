import { LANGUAGES, type Language } from '../constants';

/** The API's language when the request names none it supports. */
export const API_DEFAULT_LANGUAGE: Language = 'en';

/** A language range of Accept-Language (`zh-CN`, `es`, `*`) to a console language, if any. */
function languageOfRange(range: string): Language | '*' | undefined {
  if (range === '*') return '*';
  const primary = range.split('-')[0]?.toLowerCase() ?? '';
  return (LANGUAGES as readonly string[]).includes(primary) ? (primary as Language) : undefined;
}

/** The q-value of a range's parameters: 1 when absent, undefined when malformed. */
function qualityOf(params: string[]): number | undefined {
  for (const param of params) {
    const [name, value] = param.split('=').map((s) => s.trim());
    if (name?.toLowerCase() !== 'q') continue;
    if (value === undefined || !/^(?:0(?:\.\d{0,3})?|1(?:\.0{0,3})?)$/.test(value)) return undefined;
    return Number(value);
  }
  return 1;
}

/**
 * The console language to answer in, from an Accept-Language header: the supported language with the
 * highest q-value (ties: the one named first); `zh-CN`, `zh-TW`, `zh-Hans` → zh; `*` → `fallback`.
 * No header, nothing supported, or q=0 everywhere → `fallback` ('en' for the API).
 */
export function pickLanguage(
  header: string | readonly string[] | null | undefined,
  fallback: Language = API_DEFAULT_LANGUAGE,
): Language {
  if (header === null || header === undefined) return fallback;
  const text = typeof header === 'string' ? header : header.join(',');
  let best: { language: Language; q: number } | undefined;
  for (const item of text.split(',')) {
    const [range = '', ...params] = item.split(';').map((s) => s.trim());
    if (range === '') continue;
    const q = qualityOf(params);
    if (q === undefined || q <= 0) continue;
    const found = languageOfRange(range);
    if (found === undefined) continue;
    const language = found === '*' ? fallback : found;
    if (best === undefined || q > best.q) best = { language, q };
  }
  return best?.language ?? fallback;
}
