/**
 * HTML sanitizer built on DOMPurify, environment-agnostic: createSanitizer takes the window to work
 * with (the browser's, or jsdom's on the server — see render/web.ts and render/node.ts).
 *
 * Kept: ordinary rich-text HTML, KaTeX's HTML (spans with classes and inline styles, its SVG) and its
 * MathML including `semantics` and `annotation` (with `encoding`), `data-*` attributes, links with
 * `target="_blank"` (which always get `rel="noopener noreferrer nofollow"`).
 * Removed: script, iframe, frame(set), object, embed, applet, form and form controls, style, link, base,
 * meta, template, noscript, `annotation-xml`, event handlers (`on*`), `srcset`, `ping`, `action`,
 * `formaction`; URLs that are not http(s), mailto, tel or relative; `data:` URLs except
 * `data:image/png|jpeg|gif|webp` in an img's `src`; style declarations that could run code or fetch
 * (see sanitizeStyle).
 */
import createDOMPurify, { type Config, type UponSanitizeAttributeHookEvent, type WindowLike } from 'dompurify';

export type Sanitizer = (html: string) => string;
export type { WindowLike };

export const FORBIDDEN_TAGS: readonly string[] = [
  'script',
  'iframe',
  'frame',
  'frameset',
  'object',
  'embed',
  'applet',
  'form',
  'input',
  'button',
  'select',
  'option',
  'textarea',
  'style',
  'link',
  'base',
  'meta',
  'template',
  'noscript',
  'noembed',
  'noframes',
  'portal',
];

/** Attributes holding a URL; each is checked by isSafeUrl whatever the element. */
export const URL_ATTRIBUTES: readonly string[] = [
  'href',
  'src',
  'xlink:href',
  'action',
  'formaction',
  'poster',
  'background',
  'cite',
  'longdesc',
  'lowsrc',
  'dynsrc',
  'data',
  'codebase',
  'manifest',
  'usemap',
  'icon',
];

export const SANITIZE_CONFIG: Readonly<Config> = Object.freeze({
  FORBID_TAGS: [...FORBIDDEN_TAGS],
  FORBID_ATTR: ['srcset', 'ping', 'action', 'formaction'],
  ADD_TAGS: ['semantics', 'annotation'],
  ADD_ATTR: ['target', 'encoding'],
  ALLOWED_URI_REGEXP: /^(?:(?:https?|mailto|tel):|[^a-z]|[a-z+.-]+(?:[^a-z+.\-:]|$))/i,
});

const IMAGE_DATA_URL = /^data:image\/(?:png|jpe?g|gif|webp)[;,]/;

/** True for what a browser ignores inside a URL (or that could split a keyword): blanks and controls. */
function isIgnorable(code: number): boolean {
  return (
    code <= 0x20 ||
    (code >= 0x7f && code <= 0xa0) ||
    code === 0x1680 ||
    code === 0x180e ||
    (code >= 0x2000 && code <= 0x2029) ||
    code === 0x205f ||
    code === 0x3000 ||
    code === 0xfeff
  );
}

/** The value without blanks and control characters. */
function compact(value: string): string {
  let out = '';
  for (const ch of value) if (!isIgnorable(ch.codePointAt(0)!)) out += ch;
  return out;
}

/**
 * True when a URL attribute value may stay: not javascript:, vbscript: or any other script scheme, and
 * data: only for PNG, JPEG, GIF or WebP images when `allowImageData` (an img's src).
 */
export function isSafeUrl(value: string, allowImageData = false): boolean {
  const url = compact(value).toLowerCase();
  if (/^[a-z0-9+.-]*script:/.test(url)) return false;
  if (url.startsWith('data:')) return allowImageData && IMAGE_DATA_URL.test(url);
  return true;
}

const FORBIDDEN_CSS = [
  '\\',
  '/*',
  '<',
  'expression',
  'javascript:',
  'vbscript:',
  'url(',
  'image(',
  'image-set(',
  'element(',
  'cross-fade(',
  'paint(',
  'behavior',
  '-moz-binding',
  '@import',
  'position:fixed',
  'position:sticky',
];

/**
 * Keeps the safe declarations of a style attribute. A declaration goes when its property name is not a
 * plain CSS identifier, or when, lower-cased and without blanks, it contains a backslash (CSS escapes
 * could hide a keyword), a comment, `<`, `expression`, `javascript:`, `vbscript:`, `url(` or another
 * fetching function, `behavior`, `-moz-binding`, `@import`, or `position:fixed|sticky` (overlays).
 * Returns the value unchanged when nothing had to go, '' when nothing is left.
 */
export function sanitizeStyle(style: string): string {
  const declarations = style.split(';');
  const kept: string[] = [];
  let dropped = false;
  for (const declaration of declarations) {
    if (declaration.trim() === '') continue;
    const colon = declaration.indexOf(':');
    const property = colon < 0 ? '' : declaration.slice(0, colon).trim().toLowerCase();
    const flat = compact(declaration).toLowerCase();
    if (!/^-?[a-z][a-z0-9-]*$/.test(property) || FORBIDDEN_CSS.some((bad) => flat.includes(bad))) {
      dropped = true;
      continue;
    }
    kept.push(declaration.trim());
  }
  if (!dropped) return kept.length > 0 ? style : '';
  return kept.join(';');
}

/**
 * Makes a sanitizer bound to `window` (a browser window or a jsdom one). Fails (throws) at creation if
 * DOMPurify cannot work with that window, so that HTML is never passed through unsanitized.
 */
export function createSanitizer(window: WindowLike): Sanitizer {
  const purify = createDOMPurify(window);
  if (!purify.isSupported) throw new Error('DOMPurify is not supported by this window');
  purify.setConfig({ ...SANITIZE_CONFIG });
  purify.addHook('uponSanitizeAttribute', (node, data: UponSanitizeAttributeHookEvent) => {
    const name = data.attrName;
    if (name.startsWith('on')) {
      data.keepAttr = false;
    } else if (name === 'style') {
      const cleaned = sanitizeStyle(data.attrValue);
      if (cleaned === '') data.keepAttr = false;
      else data.attrValue = cleaned;
    } else if (URL_ATTRIBUTES.includes(name)) {
      const imageSrc = name === 'src' && node.nodeName.toLowerCase() === 'img';
      if (!isSafeUrl(data.attrValue, imageSrc)) data.keepAttr = false;
    } else if (name === 'target' && data.attrValue !== '_blank') {
      data.keepAttr = false;
    }
  });
  purify.addHook('afterSanitizeAttributes', (node) => {
    if (node.hasAttribute('target')) node.setAttribute('rel', 'noopener noreferrer nofollow');
  });
  return (html: string): string => purify.sanitize(html);
}
