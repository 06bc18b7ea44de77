import { afterEach, describe, expect, it, vi } from 'vitest';
import { registerMenuFocusReturn } from './menu-focus';

/** Choosing an item of a dropdown menu gives the focus back to the menu's button first (issue 8). */
describe('registerMenuFocusReturn', () => {
  let stop = () => {};
  afterEach(() => {
    stop();
    document.body.innerHTML = '';
  });

  function setup() {
    document.body.innerHTML = `
      <button id="opener" class="ant-dropdown-open">More</button>
      <ul class="ant-dropdown-menu"><li class="ant-dropdown-menu-item" tabindex="-1"><span id="label">Delete</span></li>
      <li class="ant-dropdown-menu-item" aria-disabled="true" tabindex="-1" id="off">Off</li></ul>`;
    stop = registerMenuFocusReturn(document);
    const seen: (string | undefined)[] = [];
    // What the item's own handler (React's, on the root: bubbling) finds focused.
    document.body.addEventListener('click', () => seen.push(document.activeElement?.id));
    document.body.addEventListener('keydown', () => seen.push(document.activeElement?.id));
    return seen;
  }

  it('on a click, before the item handles it', () => {
    const seen = setup();
    document.getElementById('label')?.click();
    expect(seen).toEqual(['opener']);
  });

  it('on Enter, and not on other keys', () => {
    const seen = setup();
    const item = document.querySelector<HTMLElement>('.ant-dropdown-menu-item');
    item?.focus();
    const arrow = new KeyboardEvent('keydown', { key: 'ArrowDown', bubbles: true, cancelable: true });
    item?.dispatchEvent(arrow);
    const enter = new KeyboardEvent('keydown', { key: 'Enter', bubbles: true, cancelable: true });
    item?.dispatchEvent(enter);
    expect(seen).toEqual(['', 'opener']);
    // Enter's default action would press the now focused button and open its menu again.
    expect(enter.defaultPrevented).toBe(true);
    expect(arrow.defaultPrevented).toBe(false);
  });

  it('on Escape in the menu, and not on Escape elsewhere', () => {
    const seen = setup();
    const outside = document.createElement('input');
    outside.id = 'outside';
    document.body.append(outside);
    outside.focus();
    outside.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
    const item = document.querySelector<HTMLElement>('.ant-dropdown-menu-item');
    item?.focus();
    item?.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
    expect(seen).toEqual(['outside', 'opener']);
  });

  it('after Escape, takes the focus back if the closing menu lost it, and never from another element', () => {
    vi.useFakeTimers();
    try {
      setup();
      const opener = document.getElementById('opener');
      const item = document.querySelector<HTMLElement>('.ant-dropdown-menu-item');
      item?.focus();
      item?.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
      expect(document.activeElement).toBe(opener);
      // The menu's closing drops the focus to the page: it comes back.
      opener?.blur();
      expect(document.activeElement).toBe(document.body);
      vi.advanceTimersByTime(100);
      expect(document.activeElement).toBe(opener);
      // The person moved on to another element: it stays there.
      const next = document.createElement('input');
      document.body.append(next);
      next.focus();
      vi.advanceTimersByTime(300);
      expect(document.activeElement).toBe(next);
    } finally {
      vi.useRealTimers();
    }
  });

  it('not for a disabled item, nor when it cannot tell which button opened the menu', () => {
    const seen = setup();
    document.getElementById('off')?.click();
    const second = document.createElement('button');
    second.className = 'ant-dropdown-open';
    document.body.append(second);
    document.getElementById('label')?.click();
    expect(seen).toEqual(['', '']);
  });
});
