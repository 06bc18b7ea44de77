import type { Language } from '../constants';
import { MESSAGE_TERMS, type MessageTranslations, SERVER_MESSAGES } from './catalogue';

/** `{name}` or `{name:group}` in a catalogue key. */
const PLACEHOLDER = /\{([A-Za-z_]\w*)(?::([A-Za-z_]\w*))?\}/g;
/** `field: problem`, where the field is a parameter path (`studentIds`, `items.0.id`). */
const FIELD_PROBLEM = /^([A-Za-z_$][\w$]*(?:\.[\w$]+)*): ([\s\S]+)$/;
const PART_SEPARATOR = '; ';

type Translated = Exclude<Language, 'en'>;

interface Pattern {
  key: string;
  regex: RegExp;
  slots: { name: string; group: string | undefined }[];
  /** characters outside placeholders: the more, the more specific */
  literal: number;
  translations: MessageTranslations;
}

function escapeRegex(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** The placeholders of a key or a translation, as `name` (group left out). */
export function placeholdersOf(text: string): string[] {
  return [...text.matchAll(PLACEHOLDER)].map((m) => m[1] ?? '');
}

function compile(key: string, translations: MessageTranslations): Pattern {
  const slots: Pattern['slots'] = [];
  let source = '';
  let literal = 0;
  let last = 0;
  for (const m of key.matchAll(PLACEHOLDER)) {
    const text = key.slice(last, m.index);
    source += escapeRegex(text);
    literal += text.length;
    // A value never spans a part separator, so `a: {x}; b: …` cannot swallow the next part.
    source += '((?:(?!; )[\\s\\S])+?)';
    slots.push({ name: m[1] ?? '', group: m[2] });
    last = m.index + m[0].length;
  }
  const tail = key.slice(last);
  source += escapeRegex(tail);
  literal += tail.length;
  return { key, regex: new RegExp(`^${source}$`), slots, literal, translations };
}

const exact = new Map<string, MessageTranslations>();
const patterns: Pattern[] = [];
for (const [key, translations] of Object.entries(SERVER_MESSAGES)) {
  if (placeholdersOf(key).length === 0) exact.set(key, translations);
  else patterns.push(compile(key, translations));
}
// Most specific first: `… to be >={n}` before `… to be >{n}`, `expected {a}, received {b}` before `expected {v}`.
patterns.sort((a, b) => b.literal - a.literal);

function term(group: string | undefined, value: string, lang: Translated): string {
  if (group === undefined) return value;
  return MESSAGE_TERMS[group]?.[value]?.[lang] ?? value;
}

/** One whole message (or problem) from the catalogue, or undefined. */
function lookup(text: string, lang: Translated): string | undefined {
  const hit = exact.get(text);
  if (hit) return hit[lang];
  for (const p of patterns) {
    const m = p.regex.exec(text);
    if (!m) continue;
    const values = new Map(p.slots.map((slot, i) => [slot.name, term(slot.group, m[i + 1] ?? '', lang)]));
    return p.translations[lang].replace(PLACEHOLDER, (whole, name: string) => values.get(name) ?? whole);
  }
  return undefined;
}

/** Spanish problems are written lower case to follow a field name; a message of its own starts upper case. */
function standalone(text: string, lang: Translated): string {
  if (lang !== 'es') return text;
  return /^\p{Ll}+\b/u.test(text) ? text.charAt(0).toUpperCase() + text.slice(1) : text;
}

/** A message or a `field: problem` part: the whole text first, then the problem after the field. */
function translatePart(text: string, lang: Translated): string | undefined {
  const whole = lookup(text, lang);
  if (whole !== undefined) return standalone(whole, lang);
  const m = FIELD_PROBLEM.exec(text);
  if (!m) return undefined;
  const problem = lookup(m[2] ?? '', lang);
  return problem === undefined ? undefined : `${m[1]}: ${problem}`;
}

function translateAll(msg: string, lang: Translated): { text: string; complete: boolean } {
  const single = translatePart(msg, lang);
  if (single !== undefined) return { text: single, complete: true };
  const parts = msg.split(PART_SEPARATOR);
  if (parts.length < 2) return { text: msg, complete: false };
  let complete = true;
  const text = parts
    .map((part) => {
      const translated = translatePart(part, lang);
      if (translated === undefined) complete = false;
      return translated ?? part;
    })
    .join(PART_SEPARATOR);
  return { text, complete };
}

/**
 * The server's English message in `lang`. Whole messages and patterns come from SERVER_MESSAGES;
 * validation messages `field: problem; field2: problem2` are translated part by part, field names kept.
 * Unknown messages (or unknown parts) stay in English. English is returned as it is.
 */
export function translateMessage(msg: string, lang: Language): string {
  if (lang === 'en' || msg === '') return msg;
  return translateAll(msg, lang).text;
}

/** The translation when the catalogue knows every part of the message, else undefined (English: msg itself). */
export function findTranslation(msg: string, lang: Language): string | undefined {
  if (msg === '') return undefined;
  if (lang === 'en') return translateAll(msg, 'zh').complete ? msg : undefined;
  const { text, complete } = translateAll(msg, lang);
  return complete ? text : undefined;
}
