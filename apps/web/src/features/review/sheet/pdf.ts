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
  const options = { pixelRatio: 2, backgroundColor: '#ffffff', preferredFontFormat: 'woff2' };
  const fontEmbedCSS = first ? await getFontEmbedCSS(first, options) : '';
  for (const [i, page] of pages.entries()) {
    const png = await toPng(page, { ...options, fontEmbedCSS });
    if (i > 0) pdf.addPage('a4', 'portrait');
    pdf.addImage(png, 'PNG', 0, 0, A4_MM.width, A4_MM.height, undefined, 'FAST');
  }
  saveBlob(pdf.output('blob'), `${fileName}.pdf`);
}
