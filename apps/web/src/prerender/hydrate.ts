import type { Language } from '@edu/shared/constants';
import { isLanguage } from '../app/i18n';

/**
 * The client's side of the prerendered login page (see ./template and main.tsx): what the server's HTML
 * tells the first render, and the form's submissions held until React has taken the page over.
 */

export interface PrerenderedLogin {
  language: Language;
  /** The brand as getBrandByWebAddress answers it, or null (no brand for this host). */
  brand: unknown;
}

/** The prerendered login page in #root, or null (any other page, or the plain index.html). */
export function readPrerenderedLogin(container: HTMLElement): PrerenderedLogin | null {
  const language = container.dataset.lang;
  if (container.dataset.prerendered !== 'login' || !isLanguage(language)) return null;
  let brand: unknown = null;
  try {
    brand = JSON.parse(document.getElementById('brand-info')?.textContent || 'null');
  } catch {
    // no brand: the product name, as when getBrandByWebAddress fails
  }
  return { language, brand };
}

interface Store<T> {
  getInitialState(): T;
  setState(partial: Partial<T>): void;
}

/**
 * Sets state that the first render must see, hydration included: zustand gives React its initial state
 * as the server snapshot while hydrating, so that initial state becomes this page load's too.
 */
export function seedInitialState<T extends object>(store: Store<T>, partial: Partial<T>): void {
  Object.assign(store.getInitialState() as object, partial);
  store.setState(partial);
}

interface Router {
  state: { initialized: boolean };
  subscribe(listener: (state: { initialized: boolean }) => void): () => void;
}

/** Resolves once the router has run its first navigation (guard, lazy page): what hydration must render. */
export function routerReady(router: Router): Promise<void> {
  return new Promise((resolve) => {
    if (router.state.initialized) return resolve();
    const stop = router.subscribe((state) => {
      if (state.initialized) {
        stop();
        resolve();
      }
    });
  });
}

let holding: ((event: Event) => void) | null = null;
let held = false;

/**
 * Until React has taken the page over, a submit (a click or Enter in a field) does not leave the page: it
 * is held, and the page submits again once it can (releaseSubmits).
 */
export function holdSubmits(): void {
  if (holding) return;
  holding = (event) => {
    event.preventDefault();
    event.stopImmediatePropagation();
    held = true;
  };
  document.addEventListener('submit', holding, true);
}

/** Stops holding submits; true when one was held. */
export function releaseSubmits(): boolean {
  if (holding) document.removeEventListener('submit', holding, true);
  holding = null;
  const was = held;
  held = false;
  return was;
}
