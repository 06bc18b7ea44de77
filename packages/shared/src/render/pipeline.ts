/**
 * The rendering pipeline the pages use, over a given sanitizer (render/web.ts binds it to the browser's
 * window, render/node.ts to jsdom):
 * - renderRichText(html): math rendering then sanitizing. Everything is checked, in pieces: the
 *   author's HTML with each formula replaced by a marker element (`<span data-math-slot="nonce-i">`,
 *   the nonce random per call so that no input can forge one), and each formula's KaTeX output on its
 *   own, cached per formula. The markers left in the sanitized HTML are then replaced by the sanitized
 *   formulas (a marker the sanitizer dropped takes its formula with it). A formula's output that passes
 *   the strict KaTeX-shape check (katex-check.ts) is not run through DOMPurify; anything else is. This
 *   gives the same result as sanitizing the whole rendered text (a test checks it) at a fraction of the
 *   cost: KaTeX's output is large, and parsing it is most of a sanitizer's work, above all with jsdom.
 * - renderBBCode(text): forum markup conversion (bbcodeToHtml) then sanitizing;
 * - renderCleanText(text): text cleaning (cleanText), the text escaped as HTML (newlines as `<br>`), then
 *   sanitizing.
 * - renderStem(stem): a question stem as students see it: blank markers numbered (markBlanks) before
 *   the math, then renderRichText. The server's previews and the browser's draft preview both use it.
 */
import { type BBCodeOptions, bbcodeToHtml } from './bbcode';
import { type CleanTextOptions, cleanText, markBlanks } from './clean';
import { escapeHtml } from './entities';
import { isSafeKatexHtml } from './katex-check';
import { type Formula, formulaCacheKey, type MathRenderOptions, renderFormula, replaceFormulas } from './math';
import type { Sanitizer } from './sanitize';

export interface RenderPipeline {
  sanitizeHtml: Sanitizer;
  renderRichText: (html: string, options?: MathRenderOptions) => string;
  renderBBCode: (text: string, options?: BBCodeOptions) => string;
  renderCleanText: (text: string, options?: CleanTextOptions) => { html: string; blankCount: number };
  renderStem: (stem: string, options?: MathRenderOptions) => { html: string; blankCount: number };
}

const FORMULA_CACHE_SIZE = 2000;

export function createRenderPipeline(sanitize: Sanitizer): RenderPipeline {
  const formulaCache = new Map<string, string>();

  const sanitizedFormula = (formula: Formula, options: MathRenderOptions): string => {
    const useCache = options.cache ?? true;
    const key = formulaCacheKey(formula, options);
    const hit = useCache ? formulaCache.get(key) : undefined;
    if (hit !== undefined) return hit;
    const rendered = renderFormula(formula, options);
    const html = isSafeKatexHtml(rendered) ? rendered : sanitize(rendered);
    if (useCache) {
      if (formulaCache.size >= FORMULA_CACHE_SIZE) formulaCache.delete(formulaCache.keys().next().value!);
      formulaCache.set(key, html);
    }
    return html;
  };

  const renderRichText = (html: string, options: MathRenderOptions = {}): string => {
    const nonce = Math.random().toString(36).slice(2, 12).padEnd(10, '0');
    const formulas: Formula[] = [];
    const marked = replaceFormulas(html, (formula, index) => {
      formulas.push(formula);
      return `<span data-math-slot="${nonce}-${index}"></span>`;
    });
    const clean = sanitize(marked);
    if (formulas.length === 0) return clean;
    const slot = new RegExp(`<span data-math-slot="${nonce}-(\\d+)"></span>`, 'g');
    return clean.replace(slot, (_, index: string) => sanitizedFormula(formulas[Number(index)]!, options));
  };

  return {
    sanitizeHtml: sanitize,
    renderRichText,
    renderBBCode: (text, options) => sanitize(bbcodeToHtml(text, options)),
    renderCleanText: (text, options) => {
      const { text: cleaned, blankCount } = cleanText(text, options);
      return { html: sanitize(escapeHtml(cleaned).replace(/\r?\n/g, '<br>')), blankCount };
    },
    renderStem: (stem, options) => {
      const marked = markBlanks(stem);
      return { html: renderRichText(marked.html, options), blankCount: marked.blankCount };
    },
  };
}

/** Makes a pipeline on first use (so that nothing touches a window or loads jsdom before it is needed). */
export function lazyRenderPipeline(makeSanitizer: () => Sanitizer): RenderPipeline {
  let pipeline: RenderPipeline | null = null;
  const get = (): RenderPipeline => {
    pipeline ??= createRenderPipeline(makeSanitizer());
    return pipeline;
  };
  return {
    sanitizeHtml: (html) => get().sanitizeHtml(html),
    renderRichText: (html, options) => get().renderRichText(html, options),
    renderBBCode: (text, options) => get().renderBBCode(text, options),
    renderCleanText: (text, options) => get().renderCleanText(text, options),
    renderStem: (stem, options) => get().renderStem(stem, options),
  };
}
