/**
 * Keyword search over question stems, the same on PGlite and PostgreSQL without extensions
 * (README.md "Question search"): `search_text` holds the stem and options as normalised plain text and
 * `search_tokens` its CJK characters and bigrams and its word trigrams, indexed with GIN. A keyword is normalised the
 * same way; its tokens must all be present (`search_tokens @> …`, the index) and the text must contain it
 * (`search_text LIKE '%kw%'`, the exact check on the few rows the index leaves).
 */
import { and, type SQL, sql } from 'drizzle-orm';
import { questions } from '../../../db/schema';
import { containsPattern } from '../../../db/queries';
import { plainText } from '../text';

/** NFKC (full-width → half-width), lower case, blanks collapsed. */
export function normalizeSearch(text: string): string {
  return text.normalize('NFKC').toLowerCase().replace(/\s+/g, ' ').trim();
}

/**
 * The CJK characters (Han, Hiragana, Katakana, Hangul as Unicode 17 assigns them), written out rather
 * than read from the runtime's \p{Script} tables: stored tokens must not change meaning when Node's
 * Unicode data does. Migration 0004 uses the same class (a test compares them).
 */
export const CJK_RANGES: readonly (readonly [number, number])[] = [
  [0x1100, 0x11ff],
  [0x2e80, 0x2e99],
  [0x2e9b, 0x2ef3],
  [0x2f00, 0x2fd5],
  [0x3005, 0x3005],
  [0x3007, 0x3007],
  [0x3021, 0x3029],
  [0x302e, 0x302f],
  [0x3038, 0x303b],
  [0x3041, 0x3096],
  [0x309d, 0x309f],
  [0x30a1, 0x30fa],
  [0x30fd, 0x30ff],
  [0x3131, 0x318e],
  [0x31f0, 0x321e],
  [0x3260, 0x327e],
  [0x32d0, 0x32fe],
  [0x3300, 0x3357],
  [0x3400, 0x4dbf],
  [0x4e00, 0x9fff],
  [0xa960, 0xa97c],
  [0xac00, 0xd7a3],
  [0xd7b0, 0xd7c6],
  [0xd7cb, 0xd7fb],
  [0xf900, 0xfa6d],
  [0xfa70, 0xfad9],
  [0xff66, 0xff6f],
  [0xff71, 0xff9d],
  [0xffa0, 0xffbe],
  [0xffc2, 0xffc7],
  [0xffca, 0xffcf],
  [0xffd2, 0xffd7],
  [0xffda, 0xffdc],
  [0x16fe2, 0x16fe3],
  [0x16ff0, 0x16ff6],
  [0x1aff0, 0x1aff3],
  [0x1aff5, 0x1affb],
  [0x1affd, 0x1affe],
  [0x1b000, 0x1b122],
  [0x1b132, 0x1b132],
  [0x1b150, 0x1b152],
  [0x1b155, 0x1b155],
  [0x1b164, 0x1b167],
  [0x1f200, 0x1f200],
  [0x20000, 0x2a6df],
  [0x2a700, 0x2b81d],
  [0x2b820, 0x2cead],
  [0x2ceb0, 0x2ebe0],
  [0x2ebf0, 0x2ee5d],
  [0x2f800, 0x2fa1d],
  [0x30000, 0x3134a],
  [0x31350, 0x33479],
];

const CJK = new RegExp(
  `[${CJK_RANGES.map(([a, b]) => (a === b ? `\\u{${a.toString(16)}}` : `\\u{${a.toString(16)}}-\\u{${b.toString(16)}}`)).join('')}]`,
  'u',
);
const WORD = /[\p{L}\p{N}]/u;

/** The runs of normalised text that tokens are made of: CJK runs and words (letters/digits). */
function runsOf(normalized: string): { chars: string[]; cjk: boolean }[] {
  const runs: { chars: string[]; cjk: boolean }[] = [];
  const chars = [...normalized];
  let i = 0;
  while (i < chars.length) {
    const ch = chars[i] ?? '';
    const cjk = CJK.test(ch);
    if (!cjk && !WORD.test(ch)) {
      i += 1;
      continue;
    }
    let j = i + 1;
    while (j < chars.length) {
      const next = chars[j] ?? '';
      if (cjk ? !CJK.test(next) : CJK.test(next) || !WORD.test(next)) break;
      j += 1;
    }
    runs.push({ chars: chars.slice(i, j), cjk });
    i = j;
  }
  return runs;
}

function addGrams(out: Set<string>, run: string[], n: number): void {
  for (let k = 0; k + n <= run.length; k++) out.add(run.slice(k, k + n).join(''));
}

/**
 * Index tokens of a question's normalised text: each CJK character and each bigram of a run of CJK
 * characters, and each trigram of a word (letters/digits, 3 or more). The tokens of any keyword the text
 * contains (keywordTokens) are among them.
 */
export function searchTokens(normalized: string): string[] {
  const out = new Set<string>();
  for (const run of runsOf(normalized)) {
    if (run.cjk) {
      addGrams(out, run.chars, 1);
      addGrams(out, run.chars, 2);
    } else addGrams(out, run.chars, 3);
  }
  return [...out];
}

/**
 * The tokens a keyword is looked up by: the bigrams of each CJK run (the character itself for a run of
 * one, so that a one-character search is indexed too) and the trigrams of each word. Common single
 * characters are only used when the keyword has no longer run: a bigram narrows far more. A word of 1-2
 * letters has none (it matches by LIKE alone).
 */
export function keywordTokens(normalized: string): string[] {
  const runs = runsOf(normalized);
  const narrower = runs.some((run) => run.chars.length >= (run.cjk ? 2 : 3));
  const out = new Set<string>();
  for (const run of runs) {
    if (!run.cjk) addGrams(out, run.chars, 3);
    else if (run.chars.length >= 2) addGrams(out, run.chars, 2);
    else if (!narrower) addGrams(out, run.chars, 1);
  }
  return [...out];
}

/** search_text and search_tokens of a question. */
export function searchFields(stem: string, options: string[]): { searchText: string; searchTokens: string[] } {
  const searchText = normalizeSearch([stem, ...options].map(plainText).join(' '));
  return { searchText, searchTokens: searchTokens(searchText) };
}

/** The keyword condition, or undefined for an empty keyword. */
export function keywordCondition(keyword: string | undefined): SQL | undefined {
  const kw = normalizeSearch(keyword ?? '');
  if (kw === '') return undefined;
  const tokens = keywordTokens(kw);
  const like = sql`${questions.searchText} like ${containsPattern(kw)}`;
  if (tokens.length === 0) return like;
  const array = sql`array[${sql.join(
    tokens.map((t) => sql`${t}`),
    sql`, `,
  )}]::text[]`;
  // LIKE first: where the planner scans rows rather than the index, it rejects most of them before the
  // costlier array test (equal estimated costs keep the written order).
  return and(like, sql`${questions.searchTokens} @> ${array}`);
}
