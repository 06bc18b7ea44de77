/**
 * What a family of questions provides to the generator (index.ts): it reads a stem, says which numbers
 * are its parameters, and computes the quantities a question of the family asks for (a value, the roots
 * of an equation, a determinant…). The generator changes the parameters, asks the family again for the
 * new stem's quantities, and keeps the answers bound to the same quantities as in the source.
 */
import type { Exact } from './exact';

/** A number of the stem that may change, with every place it is written. */
export interface Param {
  value: number;
  spans: readonly { start: number; end: number }[];
  min: number;
  max: number;
}

export interface Solved {
  /** named quantities of the stem */
  quantities: ReadonlyMap<string, Exact>;
  /**
   * For a blank (0-based): the quantity it asks for when the stem itself says so (the formula just before
   * the blank), else undefined (the generator matches the source's answer to the quantities).
   */
  blankHint?: (blank: number) => string | undefined;
  /** names of quantities preferred together for the blanks, in order (e.g. ['lo', 'hi']) */
  preferred?: readonly (readonly string[])[];
  /** the CAS check of one answer, independent of the exact arithmetic (formula.ts) */
  verify(name: string, answerLatex: string): boolean;
  /** a language-free worked solution (math only), used when the source's analysis cannot be kept */
  explain(names: readonly string[]): string;
}

export interface Family {
  name: string;
  /** The stem's parameters; [] when the stem is not of this family. */
  params(stem: string): Param[];
  /** The quantities of a stem; null when it is not of this family (or not computable exactly). */
  solve(stem: string): Solved | null;
}
