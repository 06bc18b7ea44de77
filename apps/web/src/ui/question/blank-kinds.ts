import type { QuestionPreview } from '@edu/shared';

/** How a student fills one blank: a plain text input, or a math field whose value is LaTeX. */
export type BlankKind = 'text' | 'math';

/**
 * A question as the student's lesson receives it: `blankRules` lists each blank's normalisation rules
 * (`BLANK_RULES` of the question contract), in blank order. It is read defensively: a blank without rules
 * (or with anything else there) gets a plain text input.
 */
export type PreviewWithRules = QuestionPreview;

/**
 * Which blanks of a question get the math field: exactly the blanks of a fill-in question whose answers are
 * compared as formulas (rule `formula`, graded by formula equivalence on the server); every other blank,
 * and every blank whose rules are unknown, stays a text input. One entry per blank (`blankCount`).
 */
export function blankKinds(preview: PreviewWithRules): BlankKind[] {
  if (preview.type !== 'blank') return [];
  const rules = Array.isArray(preview.blankRules) ? (preview.blankRules as unknown[]) : [];
  return Array.from({ length: Math.max(0, preview.blankCount) }, (_, i) => {
    const own = rules[i];
    return Array.isArray(own) && own.includes('formula') ? 'math' : 'text';
  });
}
