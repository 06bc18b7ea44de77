import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { adoptServedBrand, loadBrand, normaliseBrand } from './app/brand';
import { useAppStore } from './app/app-store';
import { useAuthStore } from './app/auth-store';
import { i18n, initI18n } from './app/i18n';
import { type AppRouter, createAppRouter } from './app/router';
import { holdSubmits, readPrerenderedLogin, routerReady, seedInitialState } from './prerender/hydrate';

/** Longest the first paint waits for the brand; a later answer still updates the page. */
const BRAND_WAIT_MS = 800;

async function start(): Promise<void> {
  const container = document.getElementById('root');
  if (!container) throw new Error('#root is missing from index.html');
  const app = (router: AppRouter) => (
    <StrictMode>
      <RouterProvider router={router} />
    </StrictMode>
  );

  // The server's prerendered login page (src/prerender): React takes it over (hydration) with exactly what
  // it was rendered with: its language, the brand in its JSON block, the /login route loaded.
  const prerendered = readPrerenderedLogin(container);
  if (prerendered && window.location.pathname === '/login' && !useAuthStore.getState().token) {
    holdSubmits();
    const { language } = prerendered;
    seedInitialState(useAppStore, { language, brandInfo: normaliseBrand(prerendered.brand, window.location.origin) });
    const router = createAppRouter();
    await Promise.all([initI18n(language).catch(() => undefined), routerReady(router)]);
    hydrateRoot(container, app(router));
    return;
  }
  // The brand the server put in the page (with its theme): the first render paints in its colours.
  adoptServedBrand();
  // Logged in after all (the server saw no session cookie): the console starts as from index.html.
  if (prerendered)
    container.innerHTML = '<div class="boot" role="status" aria-label="正在加载中... / Loading..."></div>';

  // Brand, translations and the first route (guard + lazy page) load in parallel.
  const brand = loadBrand();
  const translations = initI18n();
  const router = createAppRouter();
  await Promise.all([
    translations.catch(() => undefined),
    Promise.race([brand, new Promise((resolve) => setTimeout(resolve, BRAND_WAIT_MS))]),
  ]);
  // Without a brand (yet), the product name; a brand answering later sets its own name.
  if (i18n.isInitialized && !useAppStore.getState().brandInfo.brandName) document.title = i18n.t('productName');
  createRoot(container).render(app(router));
}

void start();
