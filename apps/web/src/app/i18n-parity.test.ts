import { LANGUAGES, type Language } from '@edu/shared/constants';
import { describe, expect, it, vi } from 'vitest';
import { registeredNamespaces } from '../test/namespaces';
import type { Messages, NamespaceResources } from './i18n';

// Records what registerNamespace is given (the factory runs before this file's imports: import it here).
vi.mock('./i18n', async (importOriginal) => (await import('../test/namespaces')).recordingI18n(await importOriginal()));

/**
 * i18n parity: every namespace has the same messages in zh, en, es and ja.
 * - The namespaces: 'common' (app/locales) and every namespace a file named i18n.ts registers; each must
 *   take its four languages from the locales/{zh,en,es,ja}.ts files beside it (no inline texts), and every
 *   locales folder must be registered.
 * - For each namespace, against zh (the reference): the same keys, no empty message, the same
 *   {{placeholders}}, and the plural forms (key_one, key_other, …) each language's plural rules use.
 * A failure names the namespace, the key and the language: `org:users.title — missing in es`.
 */
const localeModules = import.meta.glob<Record<string, unknown>>('../**/locales/{zh,en,es,ja}.ts', { eager: true });
// Importing them registers every namespace (registerNamespace) but 'common', loaded per language.
import.meta.glob(['../**/i18n.ts', '!../app/i18n.ts'], { eager: true });

/** A glob key as a path under src: './locales/zh.ts' → 'app/locales/zh.ts', '../ui/…' → 'ui/…'. */
const underSrc = (file: string) => (file.startsWith('./') ? `app/${file.slice(2)}` : file.replace(/^\.\.\//, ''));

const COMMON_FOLDER = 'app/locales';

/** The languages of each locales folder: the object each file exports (its default export for 'common'). */
function localeFolders(): Map<string, Partial<Record<Language, Messages>>> {
  const folders = new Map<string, Partial<Record<Language, Messages>>>();
  for (const [file, module] of Object.entries(localeModules)) {
    const match = /^(.*)\/([a-z]{2})\.ts$/.exec(underSrc(file));
    if (!match) continue;
    const [, folder, language] = match as unknown as [string, string, Language];
    const exported = folder === COMMON_FOLDER ? module.default : module[language];
    const entry = folders.get(folder) ?? {};
    entry[language] = exported as Messages;
    folders.set(folder, entry);
  }
  return folders;
}

/** Every namespace with its four languages: 'common' from its files, the others as registered. */
function allNamespaces(): [string, Partial<NamespaceResources>][] {
  const common = localeFolders().get(COMMON_FOLDER) ?? {};
  return [['common', common], ...registeredNamespaces];
}

// ---- the checks, as plain functions (the self-test below feeds them broken namespaces) ----

const PLURAL_SUFFIX = /^(.+)_(zero|one|two|few|many|other)$/;

/** key → message, nested keys joined with dots; anything but a string or an object is reported. */
function leaves(messages: unknown, prefix: string, out: Map<string, unknown>): Map<string, unknown> {
  for (const [key, value] of Object.entries(messages as Record<string, unknown>)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'object' && value !== null) leaves(value, path, out);
    else out.set(path, value);
  }
  return out;
}

/** The names of a message's {{placeholders}} ({{count}}, {{name, uppercase}} → count, name), sorted. */
function placeholders(text: string): string[] {
  const names = [...text.matchAll(/\{\{\s*([^\s,}]+)[^}]*\}\}/g)].map((m) => m[1] ?? '');
  return [...new Set(names)].sort();
}

const braces = (names: string[]) => `{{${names.join(', ')}}}`;

/** The plural categories i18next looks up in a language (key_one, key_other, …; key_zero is optional). */
function pluralCategories(language: Language): string[] {
  return new Intl.PluralRules(language).resolvedOptions().pluralCategories.map(String);
}

interface Shape {
  /** key → message: every key but the plural forms other than key_other (zh has no key_one) */
  keys: Map<string, string>;
  /** plural base → its forms (category → message) */
  plurals: Map<string, Map<string, string>>;
}

function shapeOf(ns: string, language: Language, messages: object, problems: string[]): Shape {
  const keys = new Map<string, string>();
  const plurals = new Map<string, Map<string, string>>();
  for (const [key, value] of leaves(messages, '', new Map())) {
    if (typeof value !== 'string') {
      problems.push(`${ns}:${key} — not a string in ${language}`);
      continue;
    }
    if (value.trim() === '') problems.push(`${ns}:${key} — empty in ${language}`);
    const plural = PLURAL_SUFFIX.exec(key);
    if (plural) {
      const [, base = '', category = ''] = plural;
      plurals.set(base, (plurals.get(base) ?? new Map<string, string>()).set(category, value));
    }
    if (!plural || plural[2] === 'other') keys.set(key, value);
  }
  return { keys, plurals };
}

/** Every difference between a namespace's languages, one line each naming the namespace, key and language. */
function parityProblems(ns: string, resources: Partial<Record<Language, unknown>>): string[] {
  const problems: string[] = [];
  const shapes = new Map<Language, Shape>();
  for (const language of LANGUAGES) {
    const messages = resources[language];
    if (typeof messages !== 'object' || messages === null) problems.push(`${ns} — no ${language} messages`);
    else shapes.set(language, shapeOf(ns, language, messages, problems));
  }
  const reference = shapes.get('zh');
  if (!reference) return problems;
  if (reference.keys.size === 0) problems.push(`${ns} — no zh messages`);

  for (const [language, shape] of shapes) {
    // the same keys and placeholders as zh
    if (language !== 'zh') {
      for (const key of reference.keys.keys()) {
        if (!shape.keys.has(key)) problems.push(`${ns}:${key} — missing in ${language}`);
      }
      for (const [key, text] of shape.keys) {
        const zh = reference.keys.get(key);
        if (zh === undefined) problems.push(`${ns}:${key} — only in ${language}, not in zh`);
        else if (placeholders(text).join() !== placeholders(zh).join()) {
          problems.push(
            `${ns}:${key} — placeholders ${braces(placeholders(text))} in ${language} but ${braces(placeholders(zh))} in zh`,
          );
        }
      }
    }
    // plural forms: where a plural is used (in zh or in this language), every form this language's rules use
    const bases = new Set([...reference.plurals.keys(), ...shape.plurals.keys()]);
    for (const base of bases) {
      const forms = shape.plurals.get(base) ?? new Map<string, string>();
      for (const category of pluralCategories(language)) {
        const key = `${base}_${category}`;
        // a missing key_other is already reported above when zh has it
        if (forms.has(category) || (language !== 'zh' && category === 'other' && reference.keys.has(key))) continue;
        problems.push(`${ns}:${key} — missing in ${language} (plural form)`);
      }
      // each form has the placeholders of the language's key_other ({{count}} may be spelled out: "One file")
      const other = forms.get('other');
      if (other === undefined) continue;
      const expected = placeholders(other).filter((p) => p !== 'count');
      for (const [category, text] of forms) {
        const these = placeholders(text).filter((p) => p !== 'count');
        if (category !== 'other' && these.join() !== expected.join()) {
          problems.push(
            `${ns}:${base}_${category} — placeholders ${braces(these)} in ${language} but ${braces(expected)} in ${base}_other`,
          );
        }
      }
    }
  }
  return problems;
}

// ---- the tests ----

describe('i18n parity', () => {
  const namespaces = allNamespaces();

  it('finds every namespace, each with its texts in its own locales folder', () => {
    const problems: string[] = [];
    const folders = localeFolders();
    const fromFolder = new Map<unknown, string>();
    for (const [folder, languages] of folders) {
      for (const language of LANGUAGES) {
        const messages = languages[language];
        if (messages === undefined) problems.push(`${folder} — no ${language}.ts (or it does not export ${language})`);
        else fromFolder.set(messages, folder);
      }
    }
    const registeredFolders = new Set<string>([COMMON_FOLDER]);
    for (const [ns, resources] of registeredNamespaces) {
      const sources = new Set(LANGUAGES.map((language) => fromFolder.get(resources[language])));
      const [source] = sources;
      if (sources.size !== 1 || source === undefined) {
        problems.push(`${ns} — its texts are not the four files of one locales folder (inline texts?)`);
      } else registeredFolders.add(source);
    }
    for (const folder of folders.keys()) {
      if (!registeredFolders.has(folder)) problems.push(`${folder} — no namespace registers these files`);
    }
    expect(problems).toEqual([]);
    const names = namespaces.map(([ns]) => ns);
    expect(new Set(names).size).toBe(names.length);
    for (const expected of ['common', 'ui', 'audit', 'shell', 'route', 'auth', 'dashboard', 'errors', 'guide']) {
      expect(names).toContain(expected);
    }
    for (const expected of ['org', 'orgImport', 'content']) expect(names).toContain(expected);
  });

  it.each(namespaces)('%s: the same keys, placeholders and plural forms in zh, en, es and ja', (ns, resources) => {
    expect(parityProblems(ns, resources)).toEqual([]);
  });

  it('names the namespace, the key and the language of each difference (self-test)', () => {
    const broken = {
      zh: { a: '甲 {{name}}', b: { c: '乙' }, files_other: '{{count}} 个文件', gone: '丙' },
      en: { a: 'A {{who}}', b: { c: ' ' }, files_other: '{{count}} files', extra: 'E' },
      es: {
        a: 'A {{name}}',
        b: { c: 'B' },
        files_one: 'Un archivo de {{name}}',
        files_other: '{{count}} archivos',
        gone: 'G',
      },
      ja: { a: 'A {{name}}', b: { c: 'C' }, files: '{{count}} ファイル', gone: 'G' },
    };
    expect(parityProblems('demo', broken).sort()).toEqual(
      [
        'demo:a — placeholders {{who}} in en but {{name}} in zh',
        'demo:b.c — empty in en',
        'demo:gone — missing in en',
        'demo:extra — only in en, not in zh',
        'demo:files_one — missing in en (plural form)',
        'demo:files_many — missing in es (plural form)',
        'demo:files_one — placeholders {{name}} in es but {{}} in files_other',
        'demo:files_other — missing in ja',
        'demo:files — only in ja, not in zh',
      ].sort(),
    );
    expect(parityProblems('demo', { zh: { a: '甲' }, en: { a: 'A' }, es: { a: 'A' } })).toEqual([
      'demo — no ja messages',
    ]);
    expect(placeholders('{{count}} of {{ total }}, {{name, uppercase}} {{count}}')).toEqual(['count', 'name', 'total']);
  });
});
