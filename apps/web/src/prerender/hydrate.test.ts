import { afterEach, describe, expect, it, vi } from 'vitest';
import { create } from 'zustand';
import { holdSubmits, readPrerenderedLogin, releaseSubmits, routerReady, seedInitialState } from './hydrate';

afterEach(() => {
  releaseSubmits();
  document.body.innerHTML = '';
});

function root(attributes: string, brandJson: string | null) {
  document.body.innerHTML =
    `<div id="root" ${attributes}></div>` +
    (brandJson === null ? '' : `<script type="application/json" id="brand-info">${brandJson}</script>`);
  return document.getElementById('root') as HTMLElement;
}

describe('readPrerenderedLogin', () => {
  it('reads the language and the brand block of the prerendered login page', () => {
    const container = root('data-prerendered="login" data-lang="ja"', '{"brandName":"A \\u003c B"}');
    expect(readPrerenderedLogin(container)).toEqual({ language: 'ja', brand: { brandName: 'A < B' } });
  });

  it('is null for index.html and for an unknown language; a broken block is no brand', () => {
    expect(readPrerenderedLogin(root('', null))).toBeNull();
    expect(readPrerenderedLogin(root('data-prerendered="login" data-lang="fr"', 'null'))).toBeNull();
    expect(readPrerenderedLogin(root('data-prerendered="login" data-lang="en"', '{oops'))).toEqual({
      language: 'en',
      brand: null,
    });
    expect(readPrerenderedLogin(root('data-prerendered="login" data-lang="en"', null))?.brand).toBeNull();
  });
});

describe('seedInitialState', () => {
  it('makes the values the initial state too (what zustand hands React while hydrating)', () => {
    const store = create<{ language: string; size: string }>(() => ({ language: 'zh', size: 'medium' }));
    seedInitialState(store, { language: 'en' });
    expect(store.getState()).toEqual({ language: 'en', size: 'medium' });
    expect(store.getInitialState()).toEqual({ language: 'en', size: 'medium' });
  });
});

describe('holdSubmits', () => {
  it('keeps a submit on the page until released, then lets submits through', () => {
    document.body.innerHTML = '<form><input name="a"><button type="submit">go</button></form>';
    const form = document.querySelector('form') as HTMLFormElement;
    const handler = vi.fn((event: Event) => event.preventDefault());
    form.addEventListener('submit', handler);
    holdSubmits();
    const held = new Event('submit', { bubbles: true, cancelable: true });
    form.dispatchEvent(held);
    expect(held.defaultPrevented).toBe(true);
    expect(handler).not.toHaveBeenCalled();
    expect(releaseSubmits()).toBe(true);
    expect(releaseSubmits()).toBe(false);
    form.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
    expect(handler).toHaveBeenCalledTimes(1);
  });

  it('holds nothing when nothing was submitted', () => {
    holdSubmits();
    expect(releaseSubmits()).toBe(false);
  });
});

describe('routerReady', () => {
  it('resolves at once for a started router, else when its first navigation is done', async () => {
    await routerReady({ state: { initialized: true }, subscribe: () => () => {} });
    let listener: ((state: { initialized: boolean }) => void) | undefined;
    const unsubscribe = vi.fn();
    const ready = routerReady({
      state: { initialized: false },
      subscribe: (l) => {
        listener = l;
        return unsubscribe;
      },
    });
    let done = false;
    void ready.then(() => {
      done = true;
    });
    listener?.({ initialized: false });
    await Promise.resolve();
    expect(done).toBe(false);
    listener?.({ initialized: true });
    await ready;
    expect(unsubscribe).toHaveBeenCalled();
  });
});
