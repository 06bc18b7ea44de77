import fs from 'node:fs';
import path from 'node:path';
import type { Locator, Page } from '@playwright/test';
import { expect, openTeacherLesson, pageAs, test, toast, shownConfirm } from '../fixtures';

/**
 * Pictures in the lesson editor: an admin uploads one from the image dialog (file picker, progress),
 * pastes one and drops one into the text (uploaded, never kept as data: URLs), sees a refused file
 * explained, saves and publishes; a teacher of the brand then sees the pictures in the lesson.
 */
test.use({ account: 'admin' });

const SHOTS = path.resolve(import.meta.dirname, '../../screenshots/polish');

/** A PNG drawn in the page: a coloured box with a label. */
async function drawPng(page: Page, colour: string, label: string): Promise<string> {
  return page.evaluate(
    ([c, text]) => {
      const canvas = document.createElement('canvas');
      canvas.width = 160;
      canvas.height = 90;
      const g = canvas.getContext('2d')!;
      g.fillStyle = c;
      g.fillRect(0, 0, 160, 90);
      g.fillStyle = '#fff';
      g.font = 'bold 22px sans-serif';
      g.fillText(text, 12, 52);
      return canvas.toDataURL('image/png').split(',')[1]!;
    },
    [colour, label] as const,
  );
}

/** Pastes (or drops) a PNG file into the editing area, as the browser would hand it over. */
async function handOver(content: Locator, base64: string, name: string, how: 'paste' | 'drop') {
  await content.evaluate(
    (el, [b64, fileName, kind]) => {
      const bytes = Uint8Array.from(atob(b64), (ch) => ch.charCodeAt(0));
      const data = new DataTransfer();
      data.items.add(new File([bytes], fileName, { type: 'image/png' }));
      (el as HTMLElement).focus();
      if (kind === 'paste') {
        el.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
      } else {
        const box = el.getBoundingClientRect();
        el.dispatchEvent(
          new DragEvent('drop', {
            dataTransfer: data,
            bubbles: true,
            cancelable: true,
            clientX: box.left + 30,
            clientY: box.top + 12,
          }),
        );
      }
    },
    [base64, name, how] as const,
  );
}

/** Every picture shown has loaded (a broken address has no natural width). */
async function expectLoaded(images: Locator, count: number) {
  await expect(images).toHaveCount(count);
  for (let i = 0; i < count; i++) {
    await expect.poll(() => images.nth(i).evaluate((img) => (img as HTMLImageElement).naturalWidth)).toBeGreaterThan(0);
  }
}

test('admin uploads, pastes and drops pictures into a lesson; a teacher sees them', async ({ page, browser }) => {
  fs.mkdirSync(SHOTS, { recursive: true });
  const title = `E2E 图片课程 ${Date.now().toString(36)}`;

  // ---- a course with a chapter and a lesson ----
  await page.goto('/courseCenter/courseCenter');
  await page.getByTestId('create-course').click();
  const form = page.getByTestId('course-form');
  await form.getByTestId('course-title').fill(title);
  await form.getByTestId('course-form-submit').click();
  await expect(page).toHaveURL(/\/courseCenter\/EditContent\?id=\d+/);
  await page.getByTestId('add-chapter').click();
  await page.getByTestId('chapter-dialog-input').fill('第一章 函数图像');
  await page.getByTestId('chapter-dialog-ok').click();
  const chapter = page.getByTestId('outline-chapter').filter({ hasText: '第一章 函数图像' });
  await chapter.hover();
  await chapter.getByTestId('chapter-add-lesson').click();
  await page.getByTestId('lesson-dialog-input').fill('1.1 抛物线');
  await page.getByTestId('lesson-dialog-ok').click();
  await expect(page).toHaveURL(/lesson=\d+/);
  const editor = page.getByTestId('lesson-editor');
  const content = editor.locator('[data-testid=lesson-content] .ProseMirror');
  await content.click();
  await page.keyboard.type('The graph of y = x^2:');

  // ---- from the image dialog: a refused file explained, then a picture uploaded with progress ----
  await editor.getByTestId('rte-image').click();
  const dialog = page.getByTestId('image-dialog');
  await expect(dialog.getByTestId('image-upload')).toBeVisible();
  const picker = dialog.locator('input[type=file]');
  await picker.setInputFiles({ name: 'notes.png', mimeType: 'image/png', buffer: Buffer.from('not a picture at all') });
  await expect(dialog.getByTestId('image-upload-error')).toContainText(
    'notes.png: This type of file is not accepted: upload a PNG, JPEG, WebP or GIF image',
  );
  await picker.setInputFiles({
    name: 'huge.png',
    mimeType: 'image/png',
    buffer: Buffer.alloc(5 * 1024 * 1024 + 10),
  });
  await expect(dialog.getByTestId('image-upload-error')).toContainText('huge.png: the picture is larger than 5 MB');
  const parabola = await drawPng(page, '#1677ff', 'y = x²');
  await picker.setInputFiles({ name: 'parabola.png', mimeType: 'image/png', buffer: Buffer.from(parabola, 'base64') });
  await expect(dialog.getByTestId('image-url')).toHaveValue(/^\/openapi\/course\/image\/[0-9a-f-]{36}\.png$/);
  await expect(dialog.getByTestId('image-uploaded')).toBeVisible();
  await expect(dialog.getByTestId('image-upload-error')).toHaveCount(0);
  await expectLoaded(dialog.getByTestId('image-preview'), 1);
  await dialog.getByTestId('image-alt').fill('Parabola y = x²');
  await page.screenshot({ path: path.join(SHOTS, 'editor-image-dialog.png') });
  await dialog.getByTestId('image-ok').click();
  await expect(dialog).toBeHidden();
  const pictures = content.locator('img:not(.ProseMirror-separator)');
  await expectLoaded(pictures, 1);
  await expect(pictures.first()).toHaveAttribute('alt', 'Parabola y = x²');
  const fromDialog = await pictures.first().getAttribute('src');

  // ---- pasted and dropped pictures: uploaded, inserted by address ----
  await content.press('End');
  await handOver(content, await drawPng(page, '#52c41a', 'pasted'), 'screenshot.png', 'paste');
  await expectLoaded(pictures, 2);
  await handOver(content, await drawPng(page, '#fa8c16', 'dropped'), 'dropped.png', 'drop');
  await expectLoaded(pictures, 3);
  await expect(editor.getByTestId('rte-uploads')).toHaveCount(0);
  const sources = await pictures.evaluateAll((imgs) => imgs.map((i) => i.getAttribute('src') ?? ''));
  for (const src of sources) expect(src).toMatch(/^\/openapi\/course\/image\/[0-9a-f-]{36}\.png$/);
  await expect(editor.getByTestId('rte-preview').locator('img')).toHaveCount(3);
  await page.screenshot({ path: path.join(SHOTS, 'editor-images.png') });

  // ---- save and publish ----
  await editor.getByTestId('lesson-save').click();
  await expect(toast(page).filter({ hasText: 'Lesson saved' })).toBeVisible();
  await editor.getByTestId('lesson-publish').click();
  await expect(toast(page).filter({ hasText: 'Lesson published' })).toBeVisible();
  await page.getByTestId('course-publish').click();
  await (await shownConfirm(page)).getByTestId('confirm-ok').click();
  await expect(page.getByTestId('status-published')).toBeVisible();

  // ---- a teacher of the brand reads the lesson with its pictures ----
  const { context, page: tp } = await pageAs(browser, 'teacher');
  const lesson = await openTeacherLesson(tp, title, '1.1 抛物线');
  await expect(lesson).toContainText('The graph of y = x^2:');
  const shown = lesson.locator('img');
  await expectLoaded(shown, 3);
  expect(await shown.evaluateAll((imgs) => imgs.map((i) => i.getAttribute('src')))).toEqual(sources);
  // The dropped picture lands where it was dropped (before the others): find the dialog's by address.
  await expect(lesson.locator(`img[src="${fromDialog}"]`)).toHaveAttribute('alt', 'Parabola y = x²');
  await tp.screenshot({ path: path.join(SHOTS, 'lesson-images-teacher.png'), fullPage: true });
  await context.close();
});
