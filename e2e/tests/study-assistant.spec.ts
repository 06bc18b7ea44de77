import http from 'node:http';
import type { AddressInfo } from 'node:net';
import AxeBuilder from '@axe-core/playwright';
import { FAILING_IMPACTS, WCAG_TAGS } from '../a11y-gate';
import { keepProviderSetting } from '../ai-helpers';
import { api, apiLogin, expect, test } from '../fixtures';
import { releaseMathLesson } from '../learning-helpers';

/**
 * Issue 14 item 4, the study assistant on a student's lesson: the brand's assistant is on and its AI provider
 * setting points at a fake OpenAI-compatible provider (node:http on 127.0.0.1, allowed by serve.mjs) that
 * streams its replies. The demo student opens a lesson, asks for a hint on an exercise and sees it typeset
 * (KaTeX); a reply naming the answer is withheld with a clear message; the page passes axe with the assistant
 * open.
 */
test.use({ account: 'student' });

const HINT = 'Hint: look at what is under each root, for example $\\sqrt{a^2} = |a|$, and simplify one step at a time.';

interface Key {
  choices: string[];
  judge: boolean | null;
  blanks: { accepted: string[] }[];
  text: string;
}

/** A reply that names the exercise's answer outright. */
function revealing(type: string, key: Key): string {
  if (type === 'single' || type === 'multiple') return `The answer is ${key.choices.join(' and ')}.`;
  if (type === 'judge') return `The statement is ${key.judge ? 'true' : 'false'}.`;
  if (type === 'blank') return `Fill in ${key.blanks.map((b) => b.accepted[0]).join(' and ')}.`;
  return key.text;
}

/** A streaming fake provider: `hint` says HINT, `reveal` says what `reveal` holds, each in small chunks. */
async function fakeProvider(texts: Record<string, string>) {
  const server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => {
      body += chunk.toString('utf8');
    });
    req.on('end', () => {
      const model = (JSON.parse(body || '{}') as { model?: string }).model ?? '';
      const text = texts[model];
      if (text === undefined) {
        res.writeHead(404, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ error: { message: 'no such model' } }));
        return;
      }
      res.writeHead(200, { 'content-type': 'text/event-stream' });
      const chunk = (delta: Record<string, string>, finish: string | null) =>
        `data: ${JSON.stringify({ id: 'x', object: 'chat.completion.chunk', created: 0, model, choices: [{ index: 0, delta, finish_reason: finish }] })}\n\n`;
      for (const piece of text.match(/[\s\S]{1,6}/g) ?? []) res.write(chunk({ content: piece }, null));
      res.write(chunk({}, 'stop'));
      res.end('data: [DONE]\n\n');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1` };
}

test('a student asks the study assistant for a hint, sees it typeset, and a revealing reply is withheld', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const { lessonId } = await releaseMathLesson(-2);
  const student = await apiLogin('student');
  const admin = await apiLogin('admin');
  // The first exercise machine-graded (not a short answer), and its key (the admin reads the bank).
  const lesson = await api<{ exercises: { questionId: number; preview: { type: string } }[] }>(
    `/openapi/learning/getStudentLesson?lessonId=${lessonId}`,
    { token: student.token },
  );
  expect(lesson.code, lesson.msg).toBe(200);
  const index = lesson.data.exercises.findIndex((e) => e.preview.type !== 'short');
  expect(index).toBeGreaterThanOrEqual(0);
  const exercise = lesson.data.exercises[index];
  if (!exercise) throw new Error('no exercise');
  const detail = await api<{ type: string; answer: Key }>(
    `/openapi/topic/getQuestionDetail?id=${exercise.questionId}`,
    {
      token: admin.token,
    },
  );
  expect(detail.code, detail.msg).toBe(200);
  const { server, baseUrl } = await fakeProvider({
    hint: HINT,
    reveal: revealing(detail.data.type, detail.data.answer),
  });
  let restoreProvider: (() => Promise<void>) | undefined;
  try {
    // The student's brand: its assistant on, its provider the fake one (put back as found at the end).
    const bot = await api<{ brandId: number; name: string; avatarUrl: string; welcomeText: string }>(
      '/openapi/brand/getBotConfiguration',
      { token: student.token },
    );
    expect(bot.code, bot.msg).toBe(200);
    const { brandId, name, avatarUrl, welcomeText } = bot.data;
    const enable = await api('/openapi/brand/updateBotConfiguration', {
      json: { brandId, name: name || 'Owl', avatarUrl, welcomeText, enabled: true },
      token: admin.token,
    });
    expect(enable.code, enable.msg).toBe(200);
    restoreProvider = await keepProviderSetting(brandId, admin.token);
    const useModel = async (model: string, apiKey: string) => {
      const res = await api('/openapi/ai/updateProviderSetting', {
        json: { brandId, baseUrl, model, apiKey },
        token: admin.token,
      });
      expect(res.code, res.msg).toBe(200);
    };
    await useModel('hint', 'sk-e2e-assistant');

    await page.goto(`/stuLesson/stuLessonDetail?lessonId=${lessonId}`);
    await expect(page.getByTestId('stu-lesson-html')).toBeVisible();
    const panel = page.getByTestId(`stu-assistant-${exercise.questionId}`);
    const toggle = panel.getByTestId('stu-assistant-toggle');
    await expect(toggle).toHaveText(`Study assistant for question ${index + 1}`);
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    // The first action takes the focus when the panel opens.
    await expect(panel.getByTestId('stu-assistant-hint')).toBeFocused();
    await panel.getByLabel('Your question (optional)').fill('I do not know where to start');
    await panel.getByTestId('stu-assistant-hint').click();
    const answer = panel.getByTestId('stu-assistant-answer');
    await expect(answer).toContainText('Hint: look at what is under each root');
    await expect(answer.locator('.katex').first()).toBeVisible();
    await expect(answer).toHaveAttribute('aria-busy', 'false');

    const result = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
    const serious = result.violations.filter((v) => FAILING_IMPACTS.has(v.impact ?? ''));
    expect(
      serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
      'serious or critical axe violations',
    ).toEqual([]);

    // A reply that names the answer (and its stricter retry, too) never reaches the page.
    await useModel('reveal', '');
    await panel.getByTestId('stu-assistant-explain').click();
    await expect(panel.getByTestId('stu-assistant-withheld')).toContainText(
      "The assistant's reply gave the answer away, so it is not shown; ask for a hint on a step instead",
    );
    await expect(answer).not.toContainText(revealing(detail.data.type, detail.data.answer));
    await expect(answer).not.toContainText('Hint: look at');
  } finally {
    await restoreProvider?.();
    server.close();
  }
});
