import i18next, { type TFunction, type TOptions } from 'i18next';
import { LANGUAGES, type Language } from '@edu/shared/constants';
import { useMemo } from 'react';
import { useAppStore } from './app-store';
import type { CommonMessages } from './locales/types';

export type { MessagesLike } from './locales/types';

/**
 * i18n core (DESIGN.md section 5, conventions "i18n"). One i18next instance for the whole console.
 * - 'common' lives in ./locales/{zh,en,es,ja}.ts; only the current language's file is loaded.
 * - Every other namespace ('route', 'shell', 'ui', 'audit', one per feature) has its texts in
 *   <folder>/locales/{zh,en,es,ja}.ts (zh the reference, the others typed MessagesLike<typeof zh>) and is
 *   registered by <folder>/i18n.ts through registerNamespace(ns, { zh, en, es, ja }) when its chunk loads.
 * - Words many pages share are kept once: in 'common' when the login page or the app core needs them
 *   (Cancel, Loading, Language, Username, Back to home), otherwise in 'ui' (`t('ui:actions.save')`).
 * - app/i18n-parity.test.ts checks every namespace: same keys, placeholders and plural forms in all four.
 * - react-i18next (useTranslation) is bound by ./i18n-react, which the router loads with every route
 *   except /login: the login page and the router's root use the small useT hook below instead, so
 *   react-i18next stays out of the login page's first load (DESIGN.md section 7).
 */
export const i18n = i18next;

/** Nested messages: every leaf a string. */
export interface Messages {
  [key: string]: string | Messages;
}

/** One namespace's messages in every language. */
export type NamespaceResources = Record<Language, Messages>;

type CommonModule = { default: CommonMessages };

/** Each language's 'common' file is its own small chunk. */
export const commonLoaders: Record<Language, () => Promise<CommonModule>> = {
  zh: () => import('./locales/zh'),
  en: () => import('./locales/en'),
  es: () => import('./locales/es'),
  ja: () => import('./locales/ja'),
};

const registry = new Map<string, NamespaceResources>();

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/** The BCP 47 tag for <html lang>. */
export function htmlLangOf(language: Language): string {
  return language === 'zh' ? 'zh-CN' : language;
}

export async function loadCommon(language: Language): Promise<CommonMessages> {
  return (await commonLoaders[language]()).default;
}

function addBundles(ns: string, resources: NamespaceResources): void {
  for (const language of LANGUAGES) {
    i18n.addResourceBundle(language, ns, resources[language], true, true);
  }
}

/**
 * Registers a namespace in all four languages. Safe to call before or after initI18n and more than once
 * (the last call wins, useful for hot reloads).
 */
export function registerNamespace(ns: string, resources: NamespaceResources): void {
  registry.set(ns, resources);
  if (i18n.isInitialized) addBundles(ns, resources);
}

function applyDocumentLanguage(language: Language): void {
  if (typeof document !== 'undefined') document.documentElement.lang = htmlLangOf(language);
}

let initPromise: Promise<void> | undefined;

/**
 * Starts i18n with the app store's language (cookie 'language', else the browser, else zh), loading only
 * that language's 'common' file. Resolves when translations can be rendered. Idempotent.
 */
export function initI18n(language: Language = useAppStore.getState().language): Promise<void> {
  initPromise ??= (async () => {
    const common = await loadCommon(language);
    await i18n.init({
      lng: language,
      fallbackLng: false,
      supportedLngs: [...LANGUAGES],
      ns: ['common'],
      defaultNS: 'common',
      resources: { [language]: { common } },
      interpolation: { escapeValue: false },
      returnEmptyString: false,
      react: { useSuspense: false },
    });
    for (const [ns, resources] of registry) addBundles(ns, resources);
    applyDocumentLanguage(language);
  })();
  initPromise.catch(() => {
    initPromise = undefined;
  });
  return initPromise;
}

/**
 * Switches the interface language: loads its 'common' file if needed, switches i18next, saves the choice
 * in the app store (cookie 'language') and sets <html lang>.
 */
export async function changeLanguage(language: Language): Promise<void> {
  await initI18n(language);
  if (!i18n.hasResourceBundle(language, 'common')) {
    i18n.addResourceBundle(language, 'common', await loadCommon(language), true, true);
  }
  await i18n.changeLanguage(language);
  useAppStore.getState().setLanguage(language);
  applyDocumentLanguage(language);
}

/** Translate outside React (request errors, dialogs). Keys may carry a namespace: 'dashboard:title'. */
export function translate(key: string, options?: TOptions): string {
  return i18n.t(key, options);
}

// ---- useT: translations in React without react-i18next (login page, router root) ----

/**
 * `t` of a namespace ('common' by default) in the current language; re-renders on a language switch
 * (changeLanguage stores the language in the app store once its resources are loaded).
 */
export function useT(ns = 'common'): TFunction {
  const language = useAppStore((s) => s.language);
  return useMemo(() => i18n.getFixedT(language, ns), [language, ns]);
}
