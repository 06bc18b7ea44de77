/**
 * Browser entry of the rendering pipeline: sanitizes with the page's own window (DOMPurify).
 * Import as `@edu/shared/render/web`; it pulls in KaTeX, so import it from lazily loaded pages only, and
 * load KaTeX's stylesheet there (`import 'katex/dist/katex.min.css'`).
 */
import { lazyRenderPipeline } from './pipeline';
import { createSanitizer, type WindowLike } from './sanitize';

function browserWindow(): WindowLike {
  const win = (globalThis as { window?: WindowLike }).window;
  if (!win) throw new Error('@edu/shared/render/web needs a browser window; use @edu/shared/render/node on the server');
  return win;
}

const pipeline = lazyRenderPipeline(() => createSanitizer(browserWindow()));

export const { sanitizeHtml, renderRichText, renderBBCode, renderCleanText, renderStem } = pipeline;
