/**
 * Node entry of the rendering pipeline: sanitizes with DOMPurify over a jsdom window created on first
 * use (one per process). Import as `@edu/shared/render/node`.
 *
 * Memory note: jsdom tracks the documents DOMPurify parses through WeakRefs, which stay alive until the
 * current job (macrotask) ends. Request handlers are fine; a long synchronous loop over many documents
 * (a batch script) should yield to the event loop now and then (`await new Promise(setImmediate)`).
 */
import { JSDOM } from 'jsdom';
import { lazyRenderPipeline } from './pipeline';
import { createSanitizer, type WindowLike } from './sanitize';

/** A fresh, script-free jsdom window suitable for createSanitizer. */
export function createNodeWindow(): WindowLike {
  return new JSDOM('').window;
}

const pipeline = lazyRenderPipeline(() => createSanitizer(createNodeWindow()));

export const { sanitizeHtml, renderRichText, renderBBCode, renderCleanText, renderStem } = pipeline;
