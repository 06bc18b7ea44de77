import { describe, expect, it } from 'vitest';
import { contrastRatio, relativeLuminance, parseHex, TEXT_CONTRAST } from '../../ui/contrast';
import {
  DARK_TEXT,
  formatCorrelation,
  formatPercent,
  LIGHT_TEXT,
  MASTERY_BANDS,
  masteryBand,
  meetsTextContrast,
  textOn,
  wholePercent,
} from './heat';

const luminance = (hex: string) => relativeLuminance(parseHex(hex) ?? { r: 0, g: 0, b: 0 });

describe('the mastery colour scale', () => {
  it('has five bands of 20 points covering 0-100 %', () => {
    expect(MASTERY_BANDS.map((b) => [b.from, b.to])).toEqual([
      [0, 19],
      [20, 39],
      [40, 59],
      [60, 79],
      [80, 100],
    ]);
  });

  it('writes every band’s figure at AA text contrast (4.5:1) or better', () => {
    for (const band of MASTERY_BANDS) {
      expect(contrastRatio(band.text, band.background)).toBeGreaterThanOrEqual(TEXT_CONTRAST);
      expect(meetsTextContrast(band.text, band.background)).toBe(true);
    }
  });

  it('puts dark text on light cells and light text on dark cells', () => {
    for (const band of MASTERY_BANDS) {
      const light = luminance(band.background) > 0.179;
      expect(band.text).toBe(light ? DARK_TEXT : LIGHT_TEXT);
    }
    // both ends are dark (light text), the middle light (dark text)
    expect(MASTERY_BANDS.map((b) => b.text)).toEqual([LIGHT_TEXT, DARK_TEXT, DARK_TEXT, DARK_TEXT, LIGHT_TEXT]);
  });

  it('gives neighbouring bands different colours', () => {
    const fills = MASTERY_BANDS.map((b) => b.background);
    expect(new Set(fills).size).toBe(fills.length);
  });

  it('picks the text colour of higher contrast', () => {
    expect(textOn('#ffffff')).toBe(DARK_TEXT);
    expect(textOn('#000000')).toBe(LIGHT_TEXT);
    expect(textOn('#ffd666')).toBe(DARK_TEXT);
    expect(textOn('#a8071a')).toBe(LIGHT_TEXT);
  });

  it('bands a facility by the whole percent shown', () => {
    expect(masteryBand(0)?.index).toBe(0);
    expect(masteryBand(0.194)?.index).toBe(0); // shows 19 %
    expect(masteryBand(0.196)?.index).toBe(1); // shows 20 %
    expect(masteryBand(0.5)?.index).toBe(2);
    expect(masteryBand(0.7999)?.index).toBe(4); // shows 80 %
    expect(masteryBand(0.72)?.index).toBe(3);
    expect(masteryBand(1)?.index).toBe(4);
    // out of range is clamped
    expect(masteryBand(1.2)?.index).toBe(4);
    expect(masteryBand(-0.1)?.index).toBe(0);
  });

  it('has no band for no answers: an empty cell is not 0 %', () => {
    expect(masteryBand(null)).toBeNull();
    expect(masteryBand(undefined)).toBeNull();
    expect(masteryBand(Number.NaN)).toBeNull();
    expect(masteryBand(0)).not.toBeNull();
  });
});

describe('figures', () => {
  it('rounds a facility to the whole percent', () => {
    expect(wholePercent(0.724)).toBe(72);
    expect(wholePercent(0.725)).toBe(73);
    expect(wholePercent(2 / 3)).toBe(67);
  });

  it('writes percents in the reader’s language', () => {
    expect(formatPercent(0.72, 'en')).toBe('72%');
    expect(formatPercent(0.72, 'zh-CN')).toBe('72%');
    expect(formatPercent(0.72, 'es')).toMatch(/^72\s%$/);
    expect(formatPercent(2 / 3, 'en')).toBe('67%');
    expect(formatPercent(null, 'en')).toBe('—');
  });

  it('writes a correlation with two decimals, or a dash when undefined', () => {
    expect(formatCorrelation(0.8707, 'en')).toBe('0.87');
    expect(formatCorrelation(-0.1, 'en')).toBe('-0.10');
    expect(formatCorrelation(0.25, 'es')).toBe('0,25');
    expect(formatCorrelation(null, 'en')).toBe('—');
  });
});
