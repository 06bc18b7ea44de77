import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  composite,
  contrastRatio,
  darken,
  hslToRgb,
  hueDistance,
  parseHex,
  relativeLuminance,
  rgbToHsl,
  shadeForContrast,
  TEXT_CONTRAST,
  toHex,
} from './contrast';

const hexColor = fc
  .tuple(fc.integer({ min: 0, max: 255 }), fc.integer({ min: 0, max: 255 }), fc.integer({ min: 0, max: 255 }))
  .map(([r, g, b]) => toHex({ r, g, b }));

describe('contrast', () => {
  it('parses #rgb, #rrggbb and #rrggbbaa; refuses anything else', () => {
    expect(parseHex('#fff')).toEqual({ r: 255, g: 255, b: 255 });
    expect(parseHex('#1890FF')).toEqual({ r: 24, g: 144, b: 255 });
    expect(parseHex('#1890ff80')).toEqual({ r: 24, g: 144, b: 255 });
    for (const bad of ['', '#12', 'red', '#ggg', 'rgb(0,0,0)', '#12345']) expect(parseHex(bad)).toBeNull();
    expect(() => contrastRatio('red', '#fff')).toThrow(/not a hex colour/);
  });

  it('computes WCAG luminance and contrast ratios (known values)', () => {
    expect(relativeLuminance({ r: 0, g: 0, b: 0 })).toBe(0);
    expect(relativeLuminance({ r: 255, g: 255, b: 255 })).toBe(1);
    expect(contrastRatio('#000', '#fff')).toBe(21);
    expect(contrastRatio('#fff', '#fff')).toBe(1);
    // The findings of issue 8: white on the spec's blue, antd's grey hint text on white.
    expect(contrastRatio('#ffffff', '#1890ff')).toBeCloseTo(3.24, 2);
    expect(contrastRatio('#8c8c8c', '#ffffff')).toBeCloseTo(3.36, 2);
    expect(contrastRatio('#767676', '#ffffff')).toBeCloseTo(4.54, 2);
  });

  it('is symmetric and between 1 and 21', () => {
    fc.assert(
      fc.property(hexColor, hexColor, (a, b) => {
        const ratio = contrastRatio(a, b);
        expect(ratio).toBeGreaterThanOrEqual(1);
        expect(ratio).toBeLessThanOrEqual(21);
        expect(contrastRatio(b, a)).toBe(ratio);
      }),
    );
  });

  it('converts to HSL and back', () => {
    expect(rgbToHsl({ r: 255, g: 0, b: 0 })).toEqual({ h: 0, s: 1, l: 0.5 });
    fc.assert(
      fc.property(hexColor, (hex) => {
        const rgb = parseHex(hex);
        if (!rgb) throw new Error('unreachable');
        expect(toHex(hslToRgb(rgbToHsl(rgb)))).toBe(hex);
      }),
    );
  });

  it('shadeForContrast keeps a colour that passes, darkens one that fails on light backgrounds', () => {
    expect(shadeForContrast('#304156', ['#ffffff'], TEXT_CONTRAST)).toBe('#304156');
    const shade = shadeForContrast('#1890ff', ['#ffffff', '#f0f2f5'], TEXT_CONTRAST);
    expect(contrastRatio(shade, '#ffffff')).toBeGreaterThanOrEqual(TEXT_CONTRAST);
    expect(contrastRatio(shade, '#f0f2f5')).toBeGreaterThanOrEqual(TEXT_CONTRAST);
    // the lightest that passes: a visibly similar blue, not navy
    expect(contrastRatio(shade, '#ffffff')).toBeLessThan(5.3);
    expect(hueDistance(shade, '#1890ff')).toBeLessThan(1);
  });

  it('shadeForContrast lightens against dark backgrounds', () => {
    const shade = shadeForContrast('#304156', ['#001529'], TEXT_CONTRAST);
    expect(contrastRatio(shade, '#001529')).toBeGreaterThanOrEqual(TEXT_CONTRAST);
    expect(relativeLuminance(parseHex(shade) ?? { r: 0, g: 0, b: 0 })).toBeGreaterThan(
      relativeLuminance(parseHex('#304156') ?? { r: 0, g: 0, b: 0 }),
    );
    expect(() => shadeForContrast('#888888', ['#000000', '#ffffff'], 4.5)).toThrow(/all light or all dark/);
  });

  it('shadeForContrast reaches the ratio for any colour, keeping the hue of any saturated one', () => {
    fc.assert(
      fc.property(hexColor, fc.constantFrom(3, 4.5, 7), (color, ratio) => {
        const shade = shadeForContrast(color, ['#ffffff', '#f0f2f5'], ratio);
        expect(contrastRatio(shade, '#ffffff')).toBeGreaterThanOrEqual(ratio);
        expect(contrastRatio(shade, '#f0f2f5')).toBeGreaterThanOrEqual(ratio);
        const { s, l } = rgbToHsl(parseHex(color) ?? { r: 0, g: 0, b: 0 });
        // rounding to 8 bits moves the hue of nearly grey or nearly black shades; saturated ones keep it
        if (s > 0.3 && l > 0.2 && contrastRatio(shade, '#000000') > 2)
          expect(hueDistance(shade, color)).toBeLessThan(6);
      }),
    );
  });

  it('darken and composite', () => {
    expect(darken('#ffffff', 0.5)).toBe('#808080');
    expect(darken('#1890ff', 0)).toBe('#1890ff');
    expect(darken('#1890ff', 1)).toBe('#000000');
    expect(composite('#000000', 0.45, '#ffffff')).toBe('#8c8c8c');
    expect(composite('#000000', 1, '#f0f2f5')).toBe('#000000');
  });
});
