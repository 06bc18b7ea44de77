/**
 * Whether every formula of a rich text is TeX that KaTeX accepts (throwOnError): the check AI-created
 * questions pass before they enter the review queue (the pipeline would render a bad formula as an error
 * span; a question for students must not have one).
 */
import katex from 'katex';
import { findFormulas } from './math-find';

/** KaTeX's complaint about each formula it refuses, in order ('' text: none). */
export function formulaErrors(html: string): string[] {
  const errors: string[] = [];
  for (const formula of findFormulas(html)) {
    try {
      katex.renderToString(formula.tex, { throwOnError: true, displayMode: formula.display, strict: 'ignore' });
    } catch (err) {
      const message = err instanceof Error ? err.message : String(err);
      errors.push(`${formula.delimiter}${formula.tex.slice(0, 60)}: ${message.slice(0, 200)}`);
    }
  }
  return errors;
}
