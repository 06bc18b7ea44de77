import {
  budget,
  check,
  contextFor,
  DEFAULT,
  type Finding,
  label,
  open,
  pagesTest,
  plan,
  report,
  type State,
  sayPlanned,
  sessionOf,
  settle,
  WARM_THEME,
} from '../a11y-gate';
import { publicPages, table } from '../a11y-pages';
import { api, expect, test } from '../fixtures';

/**
 * The accessibility gate (a11y.spec.ts) on what opens over a page: dialogs, drawers, a list's search with
 * text in it, and the public report pages a share link opens (no session).
 */

/** The public report pages (no session), each report and a tampered and a withdrawn link, in both languages and widths. */
test.describe('public report pages', () => {
  for (const language of ['zh', 'en'] as const) {
    for (const width of [1366, 390] as const) {
      const state: State = { ...DEFAULT, language, width };
      plan(5);
      test(`shared reports (${label(state)})`, async ({ browser }, info) => {
        test.setTimeout(budget(5));
        const findings: Finding[] = [];
        const counter = { checked: 0 };
        const context = await contextFor(browser, null, state);
        const page = await context.newPage();
        for (const { url, shows } of await publicPages()) {
          await page.goto(url);
          await settle(page);
          const shown = shows === 'report' ? page.getByTestId('shared-title') : page.getByTestId('shared-problem');
          await expect(shown).toBeVisible();
          await check(page, `${url.split('?')[0]} ${shows} (${label(state)})`, findings, counter);
        }
        await context.close();
        report(findings, counter, info);
      });
    }
  }
});

/** Dialogs and drawers, open, in both languages (the shell's also in the warm theme colour). */
test.describe('dialogs and drawers', () => {
  const home = table.flattenRoutes(table.layoutRoutes).filter((r) => r.path === '/dashboard');
  const grading = table.flattenRoutes(table.layoutRoutes).filter((r) => r.path === '/workCorrectionDetail');
  for (const language of ['zh', 'en'] as const) {
    pagesTest('corrector: share dialog', 'corrector', { ...DEFAULT, language }, grading, {
      checks: 1,
      run: async (page, checkHere) => {
        await page.getByTestId('share-button').first().click();
        await expect(page.getByTestId('share-dialog').getByTestId('share-create')).toBeVisible();
        await settle(page);
        await checkHere(page, 'share dialog');
      },
    });
  }
  for (const language of ['zh', 'en'] as const) {
    for (const theme of [DEFAULT.theme, WARM_THEME]) {
      pagesTest(
        'teacher: settings drawer, password dialog, error log',
        'teacher',
        { ...DEFAULT, language, theme },
        home,
        {
          checks: 3,
          run: async (page, checkHere) => {
            await page.locator('[data-testid=settings-button]').click();
            await expect(page.getByTestId('settings-drawer')).toBeVisible();
            await settle(page);
            await checkHere(page, 'settings drawer');
            await page.keyboard.press('Escape');
            await expect(page.getByTestId('settings-drawer')).toBeHidden();

            await page.locator('[data-testid=avatar-menu]').click();
            await page.locator('[data-testid=menu-change-password]').click();
            await expect(page.getByTestId('password-dialog')).toBeVisible();
            await settle(page);
            await checkHere(page, 'password dialog');
            await page.keyboard.press('Escape');
            await expect(page.getByTestId('password-dialog')).toBeHidden();

            // An error for the log: thrown outside any handler, as a broken script would.
            await page.evaluate(() => {
              setTimeout(() => {
                throw new Error('axe gate: a logged error');
              }, 0);
            });
            await page.locator('[data-testid=error-log]').click();
            await expect(page.getByTestId('error-log-dialog')).toBeVisible();
            await settle(page);
            await checkHere(page, 'error log');
          },
        },
      );
    }

    const state: State = { ...DEFAULT, language };
    pagesTest('admin: user form', 'admin', state, [], {
      checks: 1,
      opens: 1,
      run: async (page, checkHere) => {
        await open(page, '/user/teaStu');
        await page.getByTestId('create-user').first().click();
        await expect(page.locator('.ant-modal').filter({ visible: true })).toBeVisible();
        await settle(page);
        await checkHere(page, '/user/teaStu user form');
      },
    });
    pagesTest('admin: menu rename dialog', 'admin', state, [], {
      checks: 1,
      opens: 1,
      run: async (page, checkHere) => {
        await open(page, '/menu/menu');
        await page.getByTestId('menu-row-rename').first().click();
        await expect(page.locator('.ant-modal').filter({ visible: true })).toBeVisible();
        await settle(page);
        await checkHere(page, '/menu/menu rename dialog');
      },
    });
    pagesTest('admin: a list search with text in it', 'admin', state, [], {
      checks: 1,
      opens: 1,
      run: async (page, checkHere) => {
        // Typed text brings the clear button: a target of its own beside the search button (WCAG 2.5.8).
        await open(page, '/user/teaStu');
        await page.getByTestId('list-search').locator('input').fill('zh');
        await expect(
          page.locator('.list-toolbar__search .ant-input-clear-icon:not(.ant-input-clear-icon-hidden)'),
        ).toBeVisible();
        await checkHere(page, '/user/teaStu search typed');
      },
    });
    pagesTest('admin: question form', 'admin', state, [], {
      checks: 1,
      opens: 1,
      run: async (page, checkHere) => {
        await open(page, '/topic/index');
        await page.getByTestId('create-question').click();
        await expect(page.getByTestId('question-form')).toBeVisible();
        await settle(page);
        await checkHere(page, '/topic/index question form');
      },
    });
    pagesTest('teacher: class homework, its students and the homework dialog', 'teacher', state, [], {
      checks: 3,
      opens: 1,
      run: async (page, checkHere) => {
        // 八年级2班: the demo data gives it homework (one past due, one open).
        const { token } = await sessionOf('teacher');
        const classes = await api<{ id: number; name: string }[]>('/openapi/learning/getMyClasses', { token });
        const classId = classes.data?.find((c) => c.name === '八年级2班')?.id;
        await open(page, `/myClass/myClassDetail?classId=${classId}&tab=homework`);
        await expect(page.getByTestId('homework-handed-in').first()).toBeVisible();
        await settle(page);
        await checkHere(page, '/myClass/myClassDetail homework tab');
        await page.getByTestId('homework-open-students').first().click();
        await expect(page.getByTestId('homework-student-state').first()).toBeVisible();
        await settle(page);
        await checkHere(page, '/myClass/myClassDetail homework students');
        await page.keyboard.press('Escape');
        await expect(page.getByTestId('homework-student-state').first()).toBeHidden();
        await page.getByTestId('homework-give').click();
        await expect(page.locator('.ant-modal-root[data-testid=homework-modal] .ant-modal')).toBeVisible();
        await settle(page);
        await checkHere(page, '/myClass/myClassDetail homework dialog');
      },
    });
    pagesTest('schooladmin: import preview', 'schooladmin', state, [], {
      checks: 1,
      opens: 1,
      run: async (page, checkHere) => {
        await open(page, '/studentList/studentList');
        await page.getByTestId('import-open').click();
        const importer = page
          .locator('.ant-modal-root[data-testid=import-dialog] .ant-modal')
          .filter({ visible: true });
        await importer.locator('input[type=file]').setInputFiles({
          name: 'students.csv',
          mimeType: 'text/csv',
          // One good row and one that fails (a username that exists): the preview shows both.
          buffer: Buffer.from('Username,Name,Phone,Password,Class\r\na11y-probe,A11y Probe,,,\r\nstudent,Taken,,,\r\n'),
        });
        await expect(importer.getByTestId('import-preview')).toBeVisible();
        await settle(page);
        await checkHere(page, '/studentList/studentList import preview');
      },
    });
    pagesTest('schooladmin: precision-learning drill-downs and views', 'schooladmin', state, [], {
      checks: 5,
      opens: 4,
      run: async (page, checkHere) => {
        // The heat map itself is in the route gate (a11y.spec.ts); here what opens from it, and the other views.
        await open(page, '/jzxReport/index');
        await page.getByTestId('jzx-open-class').first().click();
        const drawer = page.getByTestId('jzx-class-drawer');
        await expect(drawer.getByTestId('jzx-student-row').first()).toBeVisible();
        await settle(page);
        await checkHere(page, '/jzxReport/index class drawer');
        await drawer.locator('button[data-testid=jzx-student-cell]').first().click();
        await expect(page.getByTestId('jzx-answer-row').first()).toBeVisible();
        await settle(page);
        await checkHere(page, '/jzxReport/index answers drawer');
        for (const [tab, shown] of [
          ['items', 'jzx-item-row'],
          ['mostMissed', 'jzx-missed-point'],
          ['trends', 'jzx-trend-row'],
        ] as const) {
          await open(page, `/jzxReport/index?tab=${tab}`);
          await expect(page.getByTestId(shown).first()).toBeVisible();
          await settle(page);
          await checkHere(page, `/jzxReport/index ${tab}`);
        }
      },
    });
    pagesTest('dl: work list drawer', 'dl', state, [], {
      checks: 2,
      opens: 1,
      run: async (page, checkHere) => {
        await open(page, '/dashboard/dashboard');
        await page.getByTestId('work-list-open').first().click();
        const drawer = page.getByTestId('work-list-drawer');
        await expect(drawer.getByTestId('follow-up-form')).toBeVisible();
        await settle(page);
        await checkHere(page, '/dashboard/dashboard follow-up drawer');
        await drawer.getByRole('tab').nth(1).click();
        await expect(drawer.getByTestId('support-lessons')).toBeVisible();
        await settle(page);
        await checkHere(page, '/dashboard/dashboard follow-up drawer, lessons');
      },
    });
  }
});

sayPlanned('dialogs, drawers and public pages');
