import { LANGUAGES, type Language } from '@edu/shared/constants';
import { beforeAll, describe, expect, it } from 'vitest';
import { useAppStore } from './app-store';
import { changeLanguage, commonLoaders, i18n, initI18n, type Messages, registeredNamespaces, translate } from './i18n';

/**
 * i18n completeness: every key of every namespace exists in zh, en, es and ja, as a non-empty string
 * with the same {{variables}}. Generic over the namespaces the code registers: every file named
 * *i18n.ts under src (features, shell) is imported here, plus the 'common' locale files.
 */
const namespaceModules = import.meta.glob(['../**/*i18n.ts', '!../app/i18n.ts'], { eager: true });

type Leaves = Map<string, string>;

function leaves(messages: Messages, prefix = '', out: Leaves = new Map()): Leaves {
  for (const [key, value] of Object.entries(messages)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(path, value);
    else if (typeof value === 'object' && value !== null) leaves(value, path, out);
    else out.set(path, String(value));
  }
  return out;
}

const variables = (text: string) => [...text.matchAll(/\{\{\s*([\w.]+)[^}]*\}\}/g)].map((m) => m[1]).sort();

const common = {} as Record<Language, Messages>;

beforeAll(async () => {
  for (const language of LANGUAGES) common[language] = (await commonLoaders[language]()).default;
  await initI18n('zh');
});

function allNamespaces(): [string, Record<Language, Messages>][] {
  return [['common', common], ...registeredNamespaces()];
}

describe('i18n completeness', () => {
  it('finds the namespace files', () => {
    expect(Object.keys(namespaceModules).length).toBeGreaterThan(0);
    const names = allNamespaces().map(([ns]) => ns);
    for (const expected of ['common', 'errors', 'dashboard', 'auth', 'route', 'shell'])
      expect(names).toContain(expected);
  });

  it('every namespace has the four languages with the same keys, non-empty strings, same variables', () => {
    const problems: string[] = [];
    for (const [ns, resources] of allNamespaces()) {
      const reference = leaves(resources.zh ?? {});
      if (reference.size === 0) problems.push(`${ns}: no zh messages`);
      for (const language of LANGUAGES) {
        const messages = resources[language];
        if (!messages) {
          problems.push(`${ns}: ${language} missing`);
          continue;
        }
        const these = leaves(messages);
        for (const key of reference.keys()) if (!these.has(key)) problems.push(`${ns}:${key} missing in ${language}`);
        for (const [key, value] of these) {
          if (!reference.has(key)) problems.push(`${ns}:${key} only in ${language}`);
          if (value.trim() === '') problems.push(`${ns}:${key} empty in ${language}`);
          const ref = reference.get(key);
          if (ref !== undefined && variables(ref).join() !== variables(value).join()) {
            problems.push(`${ns}:${key} variables differ in ${language}: ${variables(value)} vs ${variables(ref)}`);
          }
        }
      }
    }
    expect(problems).toEqual([]);
  });

  it('common has the texts the spec names', () => {
    expect(common.zh.loading).toBe('正在加载中...');
    expect(common.en.verificationFailed).toBe('Verification failed, please Login again.');
    expect(common.en.hasError).toBe('Has Error');
    expect(common.en.switchLanguageSuccess).toBe('Switch Language Success');
    expect(common.en.relogin).toMatchObject({ confirm: 'Re-Login', cancel: 'Cancel' });
    expect((common.en.relogin as Messages).message).toBe(
      'You have been logged out, you can cancel to stay on this page, or log in again',
    );
  });
});

describe('i18n runtime', () => {
  it('starts in the app store language and switches (cookie, <html lang>, resources)', async () => {
    expect(i18n.language).toBe('zh');
    expect(translate('common:loading')).toBe('正在加载中...');
    expect(document.documentElement.lang).toBe('zh-CN');
    await changeLanguage('ja');
    expect(i18n.language).toBe('ja');
    expect(useAppStore.getState().language).toBe('ja');
    expect(document.cookie).toContain('language=ja');
    expect(document.documentElement.lang).toBe('ja');
    expect(translate('loading')).toBe('読み込み中...');
    expect(translate('errors:back')).toBe('前のページへ');
    await changeLanguage('en');
    expect(translate('common:login.passwordTooShort', { min: 6 })).toBe('The password can not be less than 6 digits');
  });
});
