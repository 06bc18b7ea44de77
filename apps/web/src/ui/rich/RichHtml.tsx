import 'katex/dist/katex.min.css';
import './rich.css';
import { markBlanks } from '@edu/shared/render/clean';
import { escapeHtml } from '@edu/shared/render/entities';
import { renderRichText, sanitizeHtml } from '@edu/shared/render/web';
import { type CSSProperties, memo, useMemo } from 'react';

interface Props {
  className?: string;
  style?: CSSProperties;
  'data-testid'?: string;
}

function classes(extra?: string): string {
  return extra ? `rich-html ${extra}` : 'rich-html';
}

/**
 * HTML the server rendered (the `…Html` fields: formulas already KaTeX, sanitized there): sanitized
 * again here with the shared pipeline's sanitizer before it reaches the DOM.
 */
export const RichHtml = memo(function RichHtml({ html, className, ...rest }: Props & { html: string }) {
  const safe = useMemo(() => sanitizeHtml(html), [html]);
  // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitized with the shared DOMPurify pipeline just above
  return <div className={classes(className)} {...rest} dangerouslySetInnerHTML={{ __html: safe }} />;
});

/** Rich text as stored (formulas between delimiters): rendered and sanitized by the shared pipeline. */
export const RichText = memo(function RichText({ source, className, ...rest }: Props & { source: string }) {
  const html = useMemo(() => renderRichText(source), [source]);
  // biome-ignore lint/security/noDangerouslySetInnerHtml: renderRichText renders the math and sanitizes (shared pipeline)
  return <div className={classes(className)} {...rest} dangerouslySetInnerHTML={{ __html: html }} />;
});

/**
 * A question's plain-text excerpt (the list's `stemText`) as readers would see it: its formulas
 * typeset, its blanks as numbered placeholders; at most two lines.
 */
export const StemExcerpt = memo(function StemExcerpt({ text, className }: { text: string; className?: string }) {
  const html = useMemo(() => renderRichText(markBlanks(escapeHtml(text)).html), [text]);
  const name = classes(`rich-excerpt ${className ?? ''}`.trim());
  // biome-ignore lint/security/noDangerouslySetInnerHtml: renderRichText renders the math and sanitizes (shared pipeline)
  return <div className={name} dangerouslySetInnerHTML={{ __html: html }} />;
});
