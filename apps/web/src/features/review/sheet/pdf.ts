import { saveBlob } from '../../../app/api';
import { A4_MM } from './pack';

/**
 * The sheet's pages (A4 elements laid out by the page, pack.ts) as a real PDF file built in the browser: each
 * page drawn to a picture (html-to-image, math and fonts included) and placed on an A4 page (jsPDF). Both
 * libraries load only now, on the click.
 */
export async function downloadSheetPdf(pages: readonly HTMLElement[], fileName: string): Promise<void> {
  const [{ jsPDF }, { getFontEmbedCSS, toPng }] = await Promise.all([import('jspdf'), import('html-to-image')]);
  const pdf = new jsPDF({ unit: 'mm', format: 'a4', orientation: 'portrait', compress: true });
  const first = pages[0];
  // The fonts (KaTeX's among them) are read and embedded once, not once per page, and in one format only.
  // Not with html-to-image's own `preferredFontFormat`: its format filter keeps a global regex's position
  // from one @font-face to the next and drops the `src` of most faces, and the math came out in KaTeX's bold.
  const options = { pixelRatio: 2, backgroundColor: '#ffffff' };
  const fontEmbedCSS = first ? woff2Only(await getFontEmbedCSS(first, options)) : '';
  for (const [i, page] of pages.entries()) {
    const png = await toPng(page, { ...options, fontEmbedCSS });
    if (i > 0) pdf.addPage('a4', 'portrait');
    pdf.addImage(png, 'PNG', 0, 0, A4_MM.width, A4_MM.height, undefined, 'FAST');
  }
  saveBlob(pdf.output('blob'), `${fileName}.pdf`);
}

/** Each @font-face `src` list cut to its woff2 source (where it has one), so each page embeds one copy. */
export function woff2Only(css: string): string {
  // A source is `url(…) format(…)`; a data URL holds ';' and ',' but never ')'.
  return css.replace(/src:\s*((?:url\([^)]*\)\s*(?:format\([^)]*\))?\s*,?\s*)+)/g, (whole, list: string) => {
    const woff2 = list.split(/,\s*(?=url\()/).find((source) => /format\(\s*["']?woff2["']?\s*\)/.test(source));
    return woff2 ? `src: ${woff2.trim().replace(/,$/, '')}` : whole;
  });
}
