/**
 * A small, real PDF made in code for the demo material (db/seed.ts seeds its row; the content module
 * writes the bytes to the storage at start when they are missing). One A4 page, Helvetica, valid xref.
 */
export const DEMO_MATERIAL_KEY = 'materials/demo/linear-functions-review.pdf';
export const DEMO_MATERIAL_NAME = '一次函数复习讲义 Linear functions review.pdf';

const LINES = [
  ['F2', 20, 'Linear functions - review sheet'],
  ['F1', 12, 'Grade 8 mathematics, Qiming No.1 Middle School'],
  ['F1', 12, ''],
  ['F2', 14, '1. Slope-intercept form'],
  ['F1', 12, 'y = kx + b, where k is the slope and b is the y-intercept.'],
  ['F1', 12, 'k > 0: the line rises from left to right; k < 0: it falls.'],
  ['F2', 14, '2. Slope through two points'],
  ['F1', 12, 'k = (y2 - y1) / (x2 - x1), for x1 != x2.'],
  ['F1', 12, 'Example: through (1, 3) and (3, 7): k = (7 - 3) / (3 - 1) = 2, b = 1, so y = 2x + 1.'],
  ['F2', 14, '3. Intersection of two lines'],
  ['F1', 12, 'Solve the system  y = 2x + 1  and  y = -x + 4:  3x = 3, x = 1, y = 3.'],
  ['F2', 14, 'Practice'],
  ['F1', 12, 'a) Find the line through (0, -2) with slope 1/2.'],
  ['F1', 12, 'b) Where does y = -3x + 6 cross the x-axis?'],
  ['F1', 12, 'c) For which k does y = kx + 1 pass through (2, 5)?'],
] as const;

function escapePdf(text: string): string {
  return text.replace(/[\\()]/g, (c) => `\\${c}`);
}

export function demoMaterialPdf(): Buffer {
  let y = 780;
  const ops = ['BT'];
  for (const [font, size, text] of LINES) {
    ops.push(`/${font} ${size} Tf 1 0 0 1 56 ${y} Tm (${escapePdf(text)}) Tj`);
    y -= size + 12;
  }
  ops.push('ET');
  const stream = ops.join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R /F2 5 0 R >> >> /Contents 6 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold >>',
    `<< /Length ${Buffer.byteLength(stream, 'latin1')} >>\nstream\n${stream}\nendstream`,
  ];
  let out = '%PDF-1.4\n%\xe2\xe3\xcf\xd3\n';
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(Buffer.byteLength(out, 'latin1'));
    out += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = Buffer.byteLength(out, 'latin1');
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const o of offsets) out += `${String(o).padStart(10, '0')} 00000 n \n`;
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(out, 'latin1');
}
