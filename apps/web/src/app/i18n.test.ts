import { LANGUAGES, type Language } from '@edu/shared/constants';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { registeredNamespaces } from '../test/namespaces';
import { useAppStore } from './app-store';
import { changeLanguage, commonLoaders, i18n, initI18n, type Messages, translate } from './i18n';

// Records what registerNamespace is given (the factory runs before this file's imports: import it here).
vi.mock('./i18n', async (importOriginal) => (await import('../test/namespaces')).recordingI18n(await importOriginal()));

/**
 * The i18n core. Key, placeholder and plural parity of every namespace: ./i18n-parity.test.ts. Every file
 * named i18n.ts under src registers its namespace when imported here.
 */
const namespaceModules = import.meta.glob(['../**/i18n.ts', '!../app/i18n.ts'], { eager: true });

const common = {} as Record<Language, Messages>;

beforeAll(async () => {
  for (const language of LANGUAGES) common[language] = (await commonLoaders[language]()).default;
  await initI18n('zh');
});

describe('i18n namespaces', () => {
  it('registers the namespaces of the files it finds', () => {
    expect(Object.keys(namespaceModules).length).toBeGreaterThan(0);
    const names = [...registeredNamespaces.keys()];
    for (const expected of ['errors', 'dashboard', 'auth', 'route', 'shell', 'ui', 'audit'])
      expect(names).toContain(expected);
  });

  it('common has the texts the spec names', () => {
    expect(common.zh.loading).toBe('正在加载中...');
    expect(common.en.verificationFailed).toBe('Verification failed, please Login again.');
    expect(common.en.hasError).toBe('Has Error');
    expect(common.en.switchLanguageSuccess).toBe('Switch Language Success');
    expect(common.en.relogin).toMatchObject({ confirm: 'Re-Login' });
    expect(common.en.cancel).toBe('Cancel');
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
