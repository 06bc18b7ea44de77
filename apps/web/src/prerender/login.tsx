import type { Language } from '@edu/shared/constants';
import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, type RouteObject, StaticRouterProvider } from 'react-router';
import { EMPTY_BRAND_INFO, useAppStore } from '../app/app-store';
import { htmlLangOf, i18n, initI18n, loadCommon } from '../app/i18n';
import { RootLayout } from '../app/root';
import LoginPage from '../features/auth/LoginPage';
import { seedInitialState } from './hydrate';
import { TOKENS } from './template';

export { LANGUAGES } from '@edu/shared/constants';

/**
 * The server-side render of /login (build time, through Vite's SSR loader: ./plugin): the same tree the
 * client's first render produces (the router's root layout around the login page, the same language
 * messages, the same store), with tokens where the brand and the year go.
 */

export interface RenderedLogin {
  markup: string;
  htmlLang: string;
  productName: string;
  /** the page's own title in this language (the document title puts the brand after it) */
  pageTitle: string;
}

/** `new Date().getFullYear()` renders the year token (the server fills the year of each request). */
class YearTokenDate extends Date {
  override getFullYear(): number {
    return TOKENS.year as unknown as number;
  }
}

async function loadLanguage(language: Language): Promise<{ productName: string; pageTitle: string }> {
  const common = await loadCommon(language);
  await initI18n(language);
  if (!i18n.hasResourceBundle(language, 'common')) i18n.addResourceBundle(language, 'common', common, true, true);
  return { productName: common.productName, pageTitle: common.login.pageTitle };
}

/** /login in one language, with or without a logo (the page's structure differs). */
export async function renderLogin(language: Language, withLogo: boolean): Promise<RenderedLogin> {
  const { productName, pageTitle } = await loadLanguage(language);
  seedInitialState(useAppStore, {
    language,
    brandInfo: { ...EMPTY_BRAND_INFO, brandName: TOKENS.name, webLogoUrl: withLogo ? TOKENS.logo : '' },
  });
  // The client's root route (app/router.tsx) around the login page; its loader and lazy loading are
  // the client's business: hydration starts once they are done.
  const routes: RouteObject[] = [
    { id: 'root', Component: RootLayout, children: [{ path: '/login', Component: LoginPage }] },
  ];
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request('http://prerender.invalid/login'));
  if (context instanceof Response) throw new Error(`prerender: /login answered ${context.status}`);
  const router = createStaticRouter(handler.dataRoutes, context);
  // The root's lazy route effects, loaded before the year token stands in for Date.
  await import('../app/route-effects');
  const RealDate = globalThis.Date;
  globalThis.Date = YearTokenDate as DateConstructor;
  try {
    // prerender waits for every lazy part (the root's route effects) instead of leaving a fallback.
    const { prelude } = await prerender(
      <StrictMode>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </StrictMode>,
    );
    const markup = await new Response(prelude).text();
    return { markup, htmlLang: htmlLangOf(language), productName, pageTitle };
  } finally {
    globalThis.Date = RealDate;
  }
}
