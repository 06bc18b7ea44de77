/**
 * Keyword search over question stems, the same on PGlite and PostgreSQL without extensions
 * (README.md "Question search"): `search_text` holds the stem and options as normalised plain text and
 * `search_tokens` its CJK characters and bigrams and its word trigrams, indexed with GIN. A keyword is normalised the
 * same way; its tokens must all be present (`search_tokens @> …`, the index) and the text must contain it
 * (`search_text LIKE '%kw%'`, the exact check on the few rows the index leaves).
 */
import { and, type SQL, sql } from 'drizzle-orm';
import { questions } from '../../../db/schema';
import { containsPattern } from '../../org/common';
import { plainText } from '../text';

/** NFKC (full-width → half-width), lower case, blanks collapsed. */
export function normalizeSearch(text: string): string {
  return text.normalize('NFKC').toLowerCase().replace(/\s+/g, ' ').trim();
}

const CJK = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/u;
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
  const out = new Set<string>();
  for (const run of runsOf(normalized)) addGrams(out, run.chars, run.cjk ? Math.min(2, run.chars.length) : 3);
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
