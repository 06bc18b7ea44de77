/** Plain-text helpers without the DOM (safe to import from the seed and scripts). */
import { decodeEntities } from '@edu/shared/render/entities';

/** Tags removed, entities decoded, blanks collapsed: for excerpts and search. */
export function plainText(html: string): string {
  return decodeEntities(
    html
      .replace(/<(script|style)[\s\S]*?<\/\1>/gi, ' ')
      .replace(/<br\s*\/?>|<\/(p|div|li|h\d|tr)>/gi, ' ')
      .replace(/<[^>]*>/g, ''),
  )
    .replace(/\s+/g, ' ')
    .trim();
}

export function excerpt(text: string, max = 200): string {
  return text.length <= max ? text : `${text.slice(0, max - 1)}…`;
}
