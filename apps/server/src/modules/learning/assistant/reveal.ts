/**
 * Whether an assistant's reply gives a question's answer away (README.md "The server-side check"). It errs on
 * the side of withholding: a reply that merely could be read as the answer is treated as one.
 * - choices: the right option's letter named as the answer or the option to take ("the answer is B",
 *   "option B", "B is correct", "选B", "答案是 B"), or the right option's text (its words, or an equivalent
 *   formula) in the reply;
 * - true/false: the statement called true or false as the key says;
 * - blanks: any accepted value of any blank, as a word of the reply, as an equal number, or (values that
 *   are formulas) as an equivalent formula of the reply (the grading's formula.ts);
 * - short answers: the reference answer's text, or its last formula (the result, usually).
 */
import { normalizeBlank, parseNumber, type QuestionAnswer, type QuestionType } from '@edu/shared';
import { plainText } from '../../content';
import { formulaEquivalent, formulaEquivalentSync, stripMathDelimiters } from '../../../math/formula';

export interface CheckedQuestion {
  type: QuestionType;
  options: readonly string[];
  answer: QuestionAnswer;
}

const LETTERS = 'ABCDEFGH';
/** Formulas compared per reply at most (a long reply is not an unbounded amount of algebra). */
const MAX_CANDIDATES = 120;

/** Full width to half width (NFKC), lower case, markdown emphasis and blanks collapsed. */
export function normalise(text: string): string {
  return text
    .replace(/\u3000/g, ' ')
    .normalize('NFKC')
    .replace(/[*_`]+/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

function escapeRegExp(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** `needle` in `hay` as a whole word or number (not inside a longer one); both normalised, any case. */
export function containsToken(hay: string, needle: string): boolean {
  const n = normalise(needle).toLowerCase();
  if (n === '') return false;
  const start = /^[\p{L}\p{N}]/u.test(n) ? '(?<![\\p{L}\\p{N}.])' : '';
  const end = /[\p{L}\p{N}]$/u.test(n) ? '(?![\\p{L}\\p{N}]|\\.\\d)' : '';
  // Chinese and Japanese have no spaces between words: inside them a value is found wherever it stands.
  const cjk = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/u.test(n);
  const pattern = cjk ? escapeRegExp(n) : `${start}${escapeRegExp(n)}${end}`;
  return new RegExp(pattern, 'u').test(normalise(hay).toLowerCase());
}

/** The formulas of a text: `$…$`, `$$…$$`, `\(…\)`, `\[…\]`, and each side of an `=` inside them. */
export function formulasOf(text: string): string[] {
  const out: string[] = [];
  const re = /\$\$([\s\S]+?)\$\$|\$([^$]+?)\$|\\\(([\s\S]+?)\\\)|\\\[([\s\S]+?)\\\]/g;
  for (const m of text.matchAll(re)) {
    const body = (m[1] ?? m[2] ?? m[3] ?? m[4] ?? '').trim();
    if (body === '') continue;
    out.push(body);
    const sides = body.split(/=|\\approx|\\Rightarrow|\\implies/);
    if (sides.length > 1) for (const side of sides) if (side.trim() !== '') out.push(side.trim());
    if (out.length >= MAX_CANDIDATES) break;
  }
  return out.slice(0, MAX_CANDIDATES);
}

/** The numbers written in a text (integers, decimals, fractions a/b, percentages), as values. */
export function numbersOf(text: string): number[] {
  const out: number[] = [];
  const re = /(?<![\p{L}\p{N}.])[+\-−]?\d+(?:\.\d+)?(?:\s*\/\s*\d+(?:\.\d+)?)?%?(?![\p{L}\p{N}])/gu;
  for (const m of normalise(text).matchAll(re)) {
    const value = parseNumber(m[0]);
    if (value !== null) out.push(value);
    if (out.length >= MAX_CANDIDATES) break;
  }
  return out;
}

function sameNumber(a: number, b: number): boolean {
  return Math.abs(a - b) <= 1e-9 * Math.max(1, Math.abs(a), Math.abs(b));
}

/** Whether a value (a blank's, an option's) is written in the reply: as a word, an equal number or formula. */
async function valueIn(reply: string, value: string, replyFormulas: readonly string[]): Promise<boolean> {
  const plain = plainText(value);
  const bare = stripMathDelimiters(plain);
  if (containsToken(reply, plain) || (bare !== plain && containsToken(reply, bare))) return true;
  const number = parseNumber(normalise(bare));
  if (number !== null && numbersOf(reply).some((n) => sameNumber(n, number))) return true;
  // A formula only: plain words parse as products of letters, and a lone letter or digit is no result.
  if (!/[\\^=+\-*/()]|\d/.test(bare) || bare.length < 2) return false;
  for (const candidate of replyFormulas) {
    const quick = formulaEquivalentSync(candidate, bare);
    if (quick === true) return true;
    if (quick === null && (await formulaEquivalent(candidate, bare))) return true;
  }
  return false;
}

// "the answer is B", "option (B)", "choose B", "选 B", "答案是B", "la respuesta es B", "正解は B"
const LETTER_AFTER =
  /(?:answer|option|choice|choose|pick|select|correct|right|respuesta|opci[oó]n|correcta|elige|答案|选项|选择|选|正确|答え|正解)[^A-Za-z0-9]{0,14}?(?:is|are|es|是|为|は|:|=)?[^A-Za-z0-9]{0,6}?\(?([A-H])\)?(?![A-Za-z])/gi;
// "B is correct", "(B) is the answer", "B es correcta", "B 是正确的", "B が正解"
const LETTER_BEFORE =
  /(?<![A-Za-z])\(?([A-H])\)?\s*(?:is|es|是|为|が|は)\s*(?:the\s+|la\s+)?(?:correct|right|answer|respuesta|correcta|正确|对|正解|答え)/gi;

function lettersNamed(reply: string): Set<string> {
  const out = new Set<string>();
  for (const re of [LETTER_AFTER, LETTER_BEFORE]) {
    for (const m of reply.matchAll(re)) {
      const letter = m[1] ?? '';
      // The letter as written: a lower-case "a" is the article, not option A.
      if (/^[A-H]$/.test(letter)) out.add(letter);
    }
  }
  return out;
}

const TRUE_WORDS = /^(?:true|correct|right|verdader[oa]|correct[oa]|正确|对|正しい)$/i;
const JUDGE =
  /(?:statement|claim|it|this|answer|afirmaci[oó]n|respuesta|说法|答案|命题|この文|答え)\s*(?:is|was|es|是|为|は)\s*(?:indeed\s+|actually\s+)?(true|false|correct|incorrect|wrong|right|verdader[oa]|fals[oa]|correct[oa]|incorrect[oa]|正确|错误|对|错|正しい|誤り|間違い)/gi;

function judgementsNamed(reply: string): Set<boolean> {
  const out = new Set<boolean>();
  for (const m of reply.matchAll(JUDGE)) out.add(TRUE_WORDS.test(m[1] ?? ''));
  return out;
}

/** The reply gives the question's answer away. */
export async function revealsAnswer(reply: string, q: CheckedQuestion): Promise<boolean> {
  const text = normalise(reply);
  if (text === '') return false;
  const formulas = formulasOf(text);
  const key = q.answer;
  switch (q.type) {
    case 'single':
    case 'multiple': {
      const named = lettersNamed(text);
      for (const letter of key.choices) {
        if (named.has(letter)) return true;
        const option = q.options[LETTERS.indexOf(letter)];
        if (option !== undefined && (await valueIn(text, option, formulas))) return true;
      }
      return false;
    }
    case 'judge':
      return key.judge !== null && judgementsNamed(text).has(key.judge);
    case 'blank': {
      for (const blank of key.blanks) {
        for (const accepted of blank.accepted) {
          const value = normalizeBlank(accepted, blank.rules);
          if (await valueIn(text, value, formulas)) return true;
        }
      }
      return false;
    }
    case 'short': {
      const reference = normalise(plainText(key.text));
      if (reference.length >= 6 && text.toLowerCase().includes(reference.toLowerCase())) return true;
      const result = formulasOf(reference).at(-1);
      return result !== undefined && (await valueIn(text, `$${result}$`, formulas));
    }
  }
}
