import { describe, expect, it } from 'vitest';
import { woff2Only } from './pdf';

describe('woff2Only', () => {
  it("keeps each face's woff2 source and its descriptors", () => {
    const css = [
      '@font-face{font-family:KaTeX_Main;font-style:normal;font-weight:400;',
      'src:url(data:font/woff2;base64,AAA=) format("woff2"),url(data:font/woff;base64,BBB=) format("woff"),',
      'url(data:font/ttf;base64,CCC=) format("truetype")}',
      '@font-face{font-family:KaTeX_Main;font-style:normal;font-weight:700;',
      "src:url(data:font/woff;base64,DDD=) format('woff'),url(data:font/woff2;base64,EEE=) format('woff2');}",
    ].join('');
    const out = woff2Only(css);
    expect(out).toContain('font-weight:400;src: url(data:font/woff2;base64,AAA=) format("woff2")}');
    expect(out).toContain("font-weight:700;src: url(data:font/woff2;base64,EEE=) format('woff2');}");
    expect(out).not.toMatch(/BBB|CCC|DDD/);
  });

  it('leaves a face without a woff2 source as it is', () => {
    const css = '@font-face{font-family:X;src:url(x.ttf) format("truetype")}';
    expect(woff2Only(css)).toBe(css);
  });
});
