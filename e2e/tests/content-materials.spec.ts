import { dialogsShown, expect, pageAs, test } from '../fixtures';

/**
 * Issue 4: a teacher uploads a PDF (progress bar), shares it with the class of the demo student, and
 * the student opens it in the page (pdf.js). Files that are not accepted get a clear 415 message.
 */
test.use({ account: 'teacher' });

/** A one-page PDF whose page says `text` (offsets computed, so pdf.js reads it without repair). */
function makePdf(text: string): Buffer {
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    (() => {
      const stream = `BT /F1 24 Tf 72 760 Td (${text}) Tj ET`;
      return `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`;
    })(),
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((o, i) => {
    offsets.push(body.length);
    body += `${i + 1} 0 obj\n${o}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const off of offsets) body += `${String(off).padStart(10, '0')} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

test('a teacher uploads and shares a PDF; a student of the class opens it in the page', async ({ page, browser }) => {
  const name = `e2e-worksheet-${Date.now().toString(36)}.pdf`;
  await page.goto('/learningMaterialsManagement/index');
  await expect(page.getByTestId('materials-teacher')).toBeVisible();

  // A file that only pretends to be a PDF is refused (type checked by content): 415, said clearly.
  await page
    .getByTestId('material-upload')
    .locator('input[type=file]')
    .setInputFiles({
      name: 'not-really.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from('just some text, no PDF at all'),
    });
  const refused = page.getByTestId('upload-item').filter({ hasText: 'not-really.pdf' });
  await expect(refused).toHaveAttribute('data-status', 'error');
  await expect(refused.getByTestId('upload-error')).toContainText('This type of file is not accepted');

  // The real PDF: progress to 100 %, then it is listed, not shared yet.
  await page
    .getByTestId('material-upload')
    .locator('input[type=file]')
    .setInputFiles({ name, mimeType: 'application/pdf', buffer: makePdf('Worksheet for the E2E class') });
  const item = page.getByTestId('upload-item').filter({ hasText: name });
  await expect(item).toHaveAttribute('data-status', 'done');
  await expect(item.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');
  const row = page.getByTestId('material-table').locator('tr').filter({ hasText: name });
  await expect(row).toBeVisible();
  await expect(row.getByTestId('not-shared')).toBeVisible();

  // Share it with the teacher's classes (the demo student is in one of them).
  await row.getByTestId('material-action-share').click();
  const share = page.getByTestId('share-dialog');
  const classes = share.getByTestId('share-class');
  await expect(classes.first()).toBeVisible();
  await dialogsShown(page);
  for (const box of await classes.all()) await box.check();
  await share.getByTestId('share-ok').click();
  await expect(row.getByTestId('not-shared')).toHaveCount(0);

  // ---- the student ----
  const { context, page: sp } = await pageAs(browser, 'student');
  await sp.goto('/learningMaterialsManagement/index');
  await expect(sp.getByTestId('materials-student')).toBeVisible();
  const mine = sp.getByTestId('material-table').locator('tr').filter({ hasText: name });
  await expect(mine).toBeVisible();
  await expect(sp.getByTestId('material-action-share')).toHaveCount(0);
  await mine.getByTestId('material-open').click();
  const viewer = sp.getByTestId('material-viewer');
  await expect(viewer.getByTestId('pdf-viewer')).toBeVisible();
  await expect(viewer.getByTestId('pdf-pages')).toHaveText('Pages: 1');
  const canvas = viewer.locator('[data-testid=pdf-page][data-page="1"] canvas');
  await expect(canvas).toBeVisible();
  // pdf.js drew the page: the canvas has the page's size and some dark pixels (the text)
  await expect
    .poll(() =>
      canvas.evaluate((c: HTMLCanvasElement) => {
        const ctx = c.getContext('2d');
        if (!ctx || c.width === 0) return 0;
        const data = ctx.getImageData(0, 0, c.width, c.height).data;
        let dark = 0;
        for (let i = 0; i < data.length; i += 4) if (data[i]! < 100 && data[i + 3]! > 0) dark++;
        return dark;
      }),
    )
    .toBeGreaterThan(50);
  await context.close();
});
