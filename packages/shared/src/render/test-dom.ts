/**
 * Test helpers (used by the *.test.ts files only): parse HTML as a browser would with jsdom, and list
 * anything executable in it.
 */
import { JSDOM } from 'jsdom';

let dom: JSDOM | null = null;

function doc(): Document {
  dom ??= new JSDOM('<!doctype html><body></body>');
  return dom.window.document;
}

/** Parses an HTML fragment the way `element.innerHTML = html` does and returns the container. */
export function parseHtml(html: string): HTMLElement {
  const div = doc().createElement('div');
  div.innerHTML = html;
  return div;
}

/** Parse-and-serialise: two strings with the same normalised form build the same DOM. */
export function normalizeHtml(html: string): string {
  return parseHtml(html).innerHTML;
}

const EXECUTABLE_TAGS = new Set([
  'script',
  'iframe',
  'frame',
  'frameset',
  'object',
  'embed',
  'applet',
  'style',
  'base',
  'meta',
  'link',
  'form',
  'template',
]);
const URL_ATTRS = new Set(['href', 'src', 'xlink:href', 'action', 'formaction', 'poster', 'background', 'data']);
const IMAGE_DATA = /^data:image\/(?:png|jpe?g|gif|webp)[;,]/;

/** Everything executable or dangerous in `html` once parsed, as readable descriptions ([] when clean). */
export function findExecutable(html: string): string[] {
  const problems: string[] = [];
  for (const el of Array.from(parseHtml(html).querySelectorAll('*'))) {
    const tag = el.localName.toLowerCase();
    if (EXECUTABLE_TAGS.has(tag)) problems.push(`<${tag}> element`);
    for (const attr of Array.from(el.attributes)) {
      const name = attr.name.toLowerCase();
      const value = attr.value;
      if (name.startsWith('on')) problems.push(`${name} on <${tag}>`);
      if (URL_ATTRS.has(name) || attr.localName.toLowerCase() === 'href') {
        const url = Array.from(value.trim())
          .filter((ch) => ch.charCodeAt(0) > 0x20 && (ch.charCodeAt(0) < 0x7f || ch.charCodeAt(0) > 0x9f))
          .join('')
          .toLowerCase();
        if (url.startsWith('javascript:') || url.startsWith('vbscript:')) problems.push(`${name}=${value} on <${tag}>`);
        if (url.startsWith('data:') && !(IMAGE_DATA.test(url) && tag === 'img' && name === 'src')) {
          problems.push(`${name}=${value} on <${tag}>`);
        }
      }
      if (name === 'style' && /expression\(|javascript:/i.test(value.replace(/\s/g, ''))) {
        problems.push(`style=${value} on <${tag}>`);
      }
    }
  }
  return problems;
}
