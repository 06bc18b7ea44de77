/**
 * Keyword search over question stems, the same on PGlite and PostgreSQL without extensions
 * (README.md "Question search"): `search_text` holds the stem and options as normalised plain text and
 * `search_tokens` its CJK bigrams and word trigrams, indexed with GIN. A keyword is normalised the
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

/**
 * Index tokens of normalised text: each bigram of a run of CJK characters (runs of 2 or more) and each
 * trigram of a word (letters/digits, 3 or more). A keyword's tokens are a subset of the tokens of any
 * text that contains it; keywords with no token (one CJK character, a 1-2 letter word) match by LIKE alone.
 */
export function searchTokens(normalized: string): string[] {
  const out = new Set<string>();
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
    const run = chars.slice(i, j);
    const n = cjk ? 2 : 3;
    for (let k = 0; k + n <= run.length; k++) out.add(run.slice(k, k + n).join(''));
    i = j;
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
  const tokens = searchTokens(kw);
  const like = sql`${questions.searchText} like ${containsPattern(kw)}`;
  if (tokens.length === 0) return like;
  const array = sql`array[${sql.join(
    tokens.map((t) => sql`${t}`),
    sql`, `,
  )}]::text[]`;
  return and(sql`${questions.searchTokens} @> ${array}`, like);
}
