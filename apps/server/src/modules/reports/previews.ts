import type { QuestionPreview } from '@edu/shared';
import { previewOf } from '../content';

/** How many rendered questions stay in memory (a few KB each). */
const PREVIEWS_MAX = 2000;

type PreviewSource = Parameters<typeof previewOf>[0] & { id: number };

const cache = new Map<string, QuestionPreview>();

/**
 * A question as a report shows it, rendered once per content: rendering sanitizes the stem and each option
 * (jsdom), ~3-4 ms a question, so a class report of 30 questions spent ~110 ms there on every read. The key
 * is everything the preview is made from, so an edited question renders again; least recently used out.
 */
export function cachedPreview(q: PreviewSource): QuestionPreview {
  const key = JSON.stringify([q.id, q.type, q.difficulty, q.stem, q.options, q.answer ?? null]);
  const hit = cache.get(key);
  if (hit) {
    cache.delete(key);
    cache.set(key, hit);
    return hit;
  }
  const preview = previewOf(q);
  if (cache.size >= PREVIEWS_MAX) cache.delete(cache.keys().next().value ?? '');
  cache.set(key, preview);
  return preview;
}
