import { act, screen } from '@testing-library/react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { normaliseBrand } from '../app/brand';
import { useAppStore } from '../app/app-store';
import { useAuthStore } from '../app/auth-store';
import { initI18n } from '../app/i18n';
import { createAppRouter } from '../app/router';
import { holdSubmits, readPrerenderedLogin, releaseSubmits, routerReady, seedInitialState } from './hydrate';
import { renderLogin } from './login';
import { TOKENS } from './template';

vi.mock('../app/layout-route', () => ({ prefetchConsole: vi.fn() }));

/**
 * The build's render (./login) against the client's first render (as main.tsx starts it): the markup
 * must hydrate without a mismatch, keeping its elements and what was typed into them.
 */

const brand = {
  brandId: 2,
  brandName: 'Acme Academy',
  webAddress: 'acme',
  webLogoUrl: '/brand-assets/acme-logo.svg',
  webLogoUrlSmall: '/brand-assets/acme-mark.svg',
};

/** What the server answers: the markup with the brand, the year and the JSON block filled in. */
async function serve(language: 'en' | 'zh', served: typeof brand | null) {
  const { markup, productName } = await renderLogin(language, served !== null);
  const logo = served ? `${window.location.origin}${served.webLogoUrlSmall}` : '';
  const filled = markup
    .replace(/^(?:<link [^>]*>)*/, '')
    .replaceAll(TOKENS.name, served?.brandName || productName)
    .replaceAll(TOKENS.logo, logo)
    .replaceAll(TOKENS.year, String(new Date().getFullYear()));
  document.body.innerHTML =
    `<div id="root" data-prerendered="login" data-lang="${language}">${filled}</div>` +
    `<script type="application/json" id="brand-info">${JSON.stringify(served)}</script>`;
  window.history.replaceState(null, '', '/login');
  return document.getElementById('root') as HTMLElement;
}

/** main.tsx's prerendered start, with the recoverable (hydration) errors collected. */
async function hydrate(container: HTMLElement, clientBrand?: unknown) {
  const prerendered = readPrerenderedLogin(container);
  if (!prerendered) throw new Error('not prerendered');
  holdSubmits();
  seedInitialState(useAppStore, {
    language: prerendered.language,
    brandInfo: normaliseBrand(clientBrand ?? prerendered.brand, window.location.origin),
  });
  const router = createAppRouter();
  await Promise.all([initI18n(prerendered.language), routerReady(router)]);
  const errors: unknown[] = [];
  let root: Root | undefined;
  await act(async () => {
    root = hydrateRoot(container, <RouterProvider router={router} />, {
      onRecoverableError: (error) => errors.push(error),
    });
  });
  return { errors, root };
}

let mounted: Root | undefined;
afterEach(() => {
  act(() => mounted?.unmount());
  mounted = undefined;
  releaseSubmits();
  useAuthStore.setState({ token: '' });
  document.body.innerHTML = '';
});

describe('the prerendered login page', () => {
  it('is rendered with tokens where the brand, its logo and the year go', async () => {
    const { markup, htmlLang, productName } = await renderLogin('zh', true);
    expect(htmlLang).toBe('zh-CN');
    expect(productName).toBeTruthy();
    expect(markup).toContain(`<span class="login__brand-name" data-testid="login-brand-name">${TOKENS.name}</span>`);
    expect(markup).toContain(`src="${TOKENS.logo}"`);
    expect(markup).toContain(`© ${TOKENS.year} ${TOKENS.name}`);
    expect(markup).toContain('autofocus');
    expect((await renderLogin('en', false)).markup).not.toContain(TOKENS.logo);
  });

  it('is hydrated by the client: no mismatch, the same elements, and what was typed stays', async () => {
    const container = await serve('en', brand);
    const form = container.querySelector('form') as HTMLFormElement;
    const username = container.querySelector('#username') as HTMLInputElement;
    // A fast typer: a name typed and the form submitted before React has the page.
    username.value = 'teacher';
    performance.clearMarks('login:interactive');
    const { errors, root } = await hydrate(container);
    mounted = root;
    expect(errors).toEqual([]);
    expect(container.querySelector('form')).toBe(form);
    expect(container.querySelector('#username')).toBe(username);
    expect(screen.getByTestId('login-brand-name')).toHaveTextContent('Acme Academy');
    expect(performance.getEntriesByName('login:interactive')).toHaveLength(1);
    expect(username.value).toBe('teacher');
  });

  it('submits a submit held before hydration once React has the page, with what was typed', async () => {
    const container = await serve('en', null);
    (container.querySelector('#username') as HTMLInputElement).value = 'teacher';
    holdSubmits();
    (container.querySelector('form') as HTMLFormElement).requestSubmit();
    const { errors, root } = await hydrate(container);
    mounted = root;
    expect(errors).toEqual([]);
    // The held submit ran the page's validation: the password is missing, the name is kept.
    expect(await screen.findByText('The password can not be less than 6 digits')).toBeInTheDocument();
    expect(screen.getByLabelText('Username')).toHaveValue('teacher');
    expect(screen.queryByText('Please enter your username')).toBeNull();
  });

  it('reports a mismatch when the client would render something else (what the e2e test watches for)', async () => {
    const container = await serve('en', brand);
    const { errors, root } = await hydrate(container, { ...brand, brandName: 'Another School' });
    mounted = root;
    expect(errors.length).toBeGreaterThan(0);
  });
});
