import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { loadBrand } from './app/brand';
import { useAppStore } from './app/app-store';
import { i18n, initI18n } from './app/i18n';
import { createAppRouter } from './app/router';

/** Longest the first paint waits for the brand; a later answer still updates the page. */
const BRAND_WAIT_MS = 800;

async function start(): Promise<void> {
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
  const container = document.getElementById('root');
  if (!container) throw new Error('#root is missing from index.html');
  createRoot(container).render(
    <StrictMode>
      <RouterProvider router={router} />
    </StrictMode>,
  );
}

void start();
