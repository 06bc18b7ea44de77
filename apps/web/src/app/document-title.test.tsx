import { act, cleanup, render } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { EMPTY_BRAND_INFO, useAppStore } from './app-store';
import { formatDocumentTitle, TITLE_SEPARATOR, useDocumentTitle } from './document-title';
import { changeLanguage, initI18n, useT } from './i18n';
import en from './locales/en';
import ja from './locales/ja';
import zh from './locales/zh';

/** Page titles (issue 8, WCAG 2.4.2): "<page title> - <brand name>"; the layout's part: shell/route-titles. */

describe('formatDocumentTitle', () => {
  it('puts the page first and the brand after it', () => {
    expect(TITLE_SEPARATOR).toBe(' - ');
    expect(formatDocumentTitle('Schools', 'Qiming Academy')).toBe('Schools - Qiming Academy');
    expect(formatDocumentTitle('  学校管理 ', ' 启明 ')).toBe('学校管理 - 启明');
  });

  it('says the brand alone without a page title, and the page alone without a brand', () => {
    expect(formatDocumentTitle(undefined, 'Qiming')).toBe('Qiming');
    expect(formatDocumentTitle('  ', 'Qiming')).toBe('Qiming');
    expect(formatDocumentTitle('Schools', '')).toBe('Schools');
    expect(formatDocumentTitle('', '')).toBe('');
  });
});

/** What the login page does: its title from 'common', in the current language. */
function LoginLike() {
  const t = useT();
  useDocumentTitle(t('login.pageTitle'));
  return null;
}

function Titled({ title, keep }: { title: string | undefined; keep?: boolean }) {
  useDocumentTitle(title, { keepWhenEmpty: keep });
  return null;
}

describe('useDocumentTitle', () => {
  beforeAll(async () => {
    await initI18n('en');
  });
  beforeEach(async () => {
    await changeLanguage('en');
    useAppStore.getState().setBrandInfo({ ...EMPTY_BRAND_INFO });
    document.title = 'edu-console';
  });
  afterEach(cleanup);

  it('titles the page with the product name of the language until there is a brand, then with the brand', () => {
    render(<LoginLike />);
    expect(document.title).toBe(`${en.login.pageTitle} - ${en.productName}`);
    act(() => useAppStore.getState().setBrandInfo({ ...EMPTY_BRAND_INFO, brandName: 'Acme Academy' }));
    expect(document.title).toBe('Log in - Acme Academy');
  });

  it('follows the language switch', async () => {
    useAppStore.getState().setBrandInfo({ ...EMPTY_BRAND_INFO, brandName: 'Acme Academy' });
    render(<LoginLike />);
    expect(document.title).toBe('Log in - Acme Academy');
    await act(() => changeLanguage('zh'));
    expect(document.title).toBe(`${zh.login.pageTitle} - Acme Academy`);
    await act(() => changeLanguage('ja'));
    expect(document.title).toBe(`${ja.login.pageTitle} - Acme Academy`);
    // Without a brand, the product name follows the language too.
    act(() => useAppStore.getState().setBrandInfo({ ...EMPTY_BRAND_INFO }));
    expect(document.title).toBe(`${ja.login.pageTitle} - ${ja.productName}`);
  });

  it('follows the page title, and keeps the last one when asked to while there is none', () => {
    useAppStore.getState().setBrandInfo({ ...EMPTY_BRAND_INFO, brandName: 'Acme' });
    const { rerender } = render(<Titled title="Schools" keep />);
    expect(document.title).toBe('Schools - Acme');
    rerender(<Titled title="Classes" keep />);
    expect(document.title).toBe('Classes - Acme');
    rerender(<Titled title={undefined} keep />);
    expect(document.title).toBe('Classes - Acme');
    rerender(<Titled title={undefined} />);
    expect(document.title).toBe('Acme');
  });
});
