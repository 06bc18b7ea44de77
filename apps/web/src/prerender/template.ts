import { TITLE_SEPARATOR } from '../app/title-format';

/**
 * The prerendered login page's template (build time, no browser and no React here): dist/index.html with
 * the login page's markup inside #root, its CSS inlined, and tokens that the server fills per request
 * (apps/server/src/plugins/app/login-page.ts reads them from the manifest, see LoginManifest).
 */

/** Placeholders the server replaces, HTML-escaped (BRAND_JSON: a JSON text with `<` escaped). */
export const TOKENS = {
  /** The brand's name, else the product name of the page's language: title, texts and labels. */
  name: '__EDU_BRAND_NAME__',
  /** The brand's small logo, else its logo, as an absolute URL on the site origin (logo variant only). */
  logo: '__EDU_BRAND_LOGO__',
  /** The footer's year. */
  year: '__EDU_YEAR__',
  /** The brand as getBrandByWebAddress answers it (null when none), for the client's first render. */
  brandJson: '__EDU_BRAND_JSON__',
} as const;

/** Folder of dist/ holding the templates and the manifest (not served as files). */
export const PRERENDER_DIR = 'prerender';
export const MANIFEST_FILE = 'login.json';

/** dist/prerender/login.json: what the server needs to fill the templates. */
export interface LoginManifest {
  tokens: typeof TOKENS;
  /** Per language: the product name (a brand without a name shows it) and the two template files. */
  languages: Record<string, { productName: string; plain: string; logo: string }>;
}

/** Template file names: the page differs in structure with a logo (img) and without one (the mark). */
export function templateFile(language: string, withLogo: boolean): string {
  return `login.${language}${withLogo ? '.logo' : ''}.html`;
}

export interface StyleSheet {
  /** As index.html and Vite's preload helper name it: '/assets/…css'. */
  href: string;
  css: string;
}

export interface TemplateInput {
  /** The <html lang> value. */
  htmlLang: string;
  /** The page's title in this language ("Log in"): the document title is "<pageTitle> - <brand>". */
  pageTitle?: string;
  language: string;
  /** react-dom's markup of the page (tokens in place of the brand and the year). */
  markup: string;
  /** The entry's CSS (linked from index.html) and the login page's CSS (its lazy chunk's). */
  entryCss: StyleSheet[];
  loginCss: StyleSheet[];
}

const ROOT_OPEN = '<div id="root">';
/** index.html's #root holds the boot spinner: one element, so the root ends at the second </div>. */
const ROOT_CLOSE = '</div></div>';

function escapeText(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

function inlineStyle(sheet: StyleSheet): string {
  if (/<\/style/i.test(sheet.css)) throw new Error(`${sheet.href} cannot be inlined: it contains </style`);
  // The disabled link is never fetched nor applied; Vite's preload helper sees it (rel=stylesheet, same
  // href) and does not load the file again when a chunk that needs it is imported, so the console's
  // stylesheets keep today's order.
  return `<style>${sheet.css.trim()}</style><link rel="stylesheet" crossorigin href="${sheet.href}" disabled>`;
}

/** index.html → the login page's template for one language and one brand variant. */
export function loginTemplate(indexHtml: string, input: TemplateInput): string {
  let html = indexHtml;
  const replaceOnce = (what: string | RegExp, by: string, label: string) => {
    const found = typeof what === 'string' ? html.includes(what) : what.test(html);
    if (!found) throw new Error(`prerender: index.html has no ${label}`);
    html = html.replace(what, () => by);
  };
  replaceOnce(/<html lang="[^"]*"/, `<html lang="${input.htmlLang}"`, '<html lang>');
  // As the page's useDocumentTitle writes it once it runs (app/title-format), the server filling the brand.
  const page = input.pageTitle ? `${escapeText(input.pageTitle)}${TITLE_SEPARATOR}` : '';
  replaceOnce(/<title>[^<]*<\/title>/, `<title>${page}${TOKENS.name}</title>`, '<title>');
  // Render-blocking stylesheets become inline styles: the page paints from its HTML alone.
  for (const sheet of input.entryCss) {
    const link = new RegExp(
      `<link rel="stylesheet"[^>]*href="${sheet.href.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}"[^>]*>`,
    );
    replaceOnce(link, inlineStyle(sheet), `stylesheet link to ${sheet.href}`);
  }
  // react-dom puts the resources it hoists (the logo's image preload) before the markup; they belong in
  // the head, and hydration expects #root to hold the page alone.
  const hoisted = /^(?:<link [^>]*>)*/.exec(input.markup)?.[0] ?? '';
  const markup = input.markup.slice(hoisted.length);
  replaceOnce('</head>', `${input.loginCss.map(inlineStyle).join('')}${hoisted}\n  </head>`, '</head>');
  const start = html.indexOf(ROOT_OPEN);
  const end = start < 0 ? -1 : html.indexOf(ROOT_CLOSE, start);
  if (end < 0) throw new Error('prerender: index.html has no <div id="root"><div class="boot"…></div></div>');
  const root =
    `<div id="root" data-prerendered="login" data-lang="${input.language}">${markup}</div>` +
    `<script type="application/json" id="brand-info">${TOKENS.brandJson}</script>`;
  html = html.slice(0, start) + root + html.slice(end + ROOT_CLOSE.length);
  return html;
}
