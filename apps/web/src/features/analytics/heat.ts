import { contrastRatio, TEXT_CONTRAST } from '../../ui/contrast';

// The heat map's colour scale (issue 12 item 3): a knowledge point's mastery (facility: right answers /
// answers) in five bands of 20 percentage points, red (little mastered) through yellow to teal (mastered).
// Each band's figure is written in the cell in the darker or the lighter text colour, whichever contrasts
// more with it: at least 4.5:1 (WCAG 1.4.3, AA) in every band (heat.test.ts), so dark cells carry light text
// and light cells dark text. The figure is always written: the colour never carries the meaning alone, and
// the ends of the scale differ in hue and lightness for colour-blind readers too. A cell without answers has
// no colour at all (a dashed outline and a dash), so it never passes for 0 %.

/** The text colours a cell may use. */
export const DARK_TEXT = '#1f1f1f';
export const LIGHT_TEXT = '#ffffff';

/** The bands' fills, lowest first (antd's red 8, volcano 4, gold 4, cyan 3, cyan 8). */
const FILLS = ['#a8071a', '#ff9c6e', '#ffd666', '#87e8de', '#006d75'] as const;

export interface MasteryBand {
  /** 0-4, lowest mastery first */
  index: number;
  /** the band's lowest and highest whole percent (80-100 for the last) */
  from: number;
  to: number;
  background: string;
  /** the text colour of higher contrast on the background */
  text: string;
}

/** The text colour (DARK_TEXT or LIGHT_TEXT) of higher contrast on a background. */
export function textOn(background: string): string {
  return contrastRatio(DARK_TEXT, background) >= contrastRatio(LIGHT_TEXT, background) ? DARK_TEXT : LIGHT_TEXT;
}

export const MASTERY_BANDS: readonly MasteryBand[] = FILLS.map((background, index) => ({
  index,
  from: index * 20,
  to: index === FILLS.length - 1 ? 100 : index * 20 + 19,
  background,
  text: textOn(background),
}));

/** A facility (0-1) as the whole percent the cell shows (the band follows the figure shown). */
export function wholePercent(facility: number): number {
  return Math.round(Math.min(1, Math.max(0, facility)) * 100);
}

/** The band of a facility; null for none (no answers). */
export function masteryBand(facility: number | null | undefined): MasteryBand | null {
  if (facility === null || facility === undefined || !Number.isFinite(facility)) return null;
  const index = Math.min(MASTERY_BANDS.length - 1, Math.floor(wholePercent(facility) / 20));
  return MASTERY_BANDS[index] ?? null;
}

/** Whether a text colour is readable on a background at the AA ratio for text. */
export function meetsTextContrast(text: string, background: string): boolean {
  return contrastRatio(text, background) >= TEXT_CONTRAST;
}

const percentFormats = new Map<string, Intl.NumberFormat>();

/**
 * A share 0-1 as a whole percent in the reader's language ('72%', '72 %' in Spanish); '—' for none. The
 * figure is the one masteryBand colours by.
 */
export function formatPercent(share: number | null | undefined, locale: string): string {
  if (share === null || share === undefined || !Number.isFinite(share)) return '—';
  let format = percentFormats.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 0 });
    percentFormats.set(locale, format);
  }
  return format.format(wholePercent(share) / 100);
}

/** A correlation (-1 to 1) with two decimals; '—' when it is not defined. */
export function formatCorrelation(r: number | null | undefined, locale: string): string {
  if (r === null || r === undefined || !Number.isFinite(r)) return '—';
  return new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(r);
}

/** The cell of a knowledge point in a row's cells (rows list only the points they have answers for). */
export function cellOf<C extends { knowledgePointId: number }>(cells: readonly C[], knowledgePointId: number) {
  return cells.find((c) => c.knowledgePointId === knowledgePointId);
}
