import { useEffect } from 'react';
import { useAppStore } from './app-store';
import { useT } from './i18n';
import { formatDocumentTitle } from './title-format';

export { formatDocumentTitle, TITLE_SEPARATOR } from './title-format';

/**
 * Keeps document.title on "<pageTitle> - <brand>" while the calling component is mounted: again when the
 * page title changes (a navigation, a language switch: the caller translates it) and when the brand or the
 * language changes. The brand name is the host's brand, else the product name in the current language.
 * `keepWhenEmpty`: without a page title, leave the title as it is (rather than the brand alone).
 * Plain React and the small useT: the login page uses it too.
 */
export function useDocumentTitle(pageTitle: string | undefined, { keepWhenEmpty = false } = {}): void {
  const t = useT();
  const brandName = useAppStore((s) => s.brandInfo.brandName);
  const skip = keepWhenEmpty && !pageTitle?.trim();
  const title = skip ? '' : formatDocumentTitle(pageTitle, brandName || t('productName'));
  useEffect(() => {
    if (title) document.title = title;
  }, [title]);
}
