import { pagesOf, ROLE_ACCOUNTS } from '../a11y-pages';
import {
  type Checker,
  check,
  contextFor,
  DEFAULT,
  type Finding,
  budget,
  pagesTest,
  plan,
  report,
  type State,
  sayPlanned,
  settle,
  WARM_THEME,
  label,
} from '../a11y-gate';
import { type AccountName, expect, test } from '../fixtures';
import type { Page } from '@playwright/test';

/**
 * The accessibility gate (issue 8, DESIGN.md section 5): axe-core's WCAG 2.0/2.1/2.2 A and AA rules on
 * every page of the route table, for every demo account whose role owns it, and in the states a person can
 * put the console in (language, width, theme colour, dialogs and drawers open). Any serious or critical
 * violation fails, listed by rule, element and page. The list of pages comes from the route table itself,
 * so a new page is checked without anyone adding it here; a new hidden page that needs a query (an id)
 * fails until QUERIES (../a11y-pages.ts) says where to find one. The gate's parts are in ../a11y-gate.ts;
 * dialogs, drawers and the public report pages: a11y-dialogs.spec.ts.
 */

// Serial inside a test, parallel across tests: each account's pages in chunks the two workers share.
const CHUNK = 4;

test.describe('every page of every role', () => {
  for (const account of ROLE_ACCOUNTS) {
    const routes = pagesOf(account);
    for (let i = 0; i < routes.length; i += CHUNK) {
      const chunk = routes.slice(i, i + CHUNK);
      pagesTest(`${account}: ${chunk.map((r) => r.path).join(' ')}`, account, DEFAULT, chunk);
    }
  }
});

/**
 * The other states on a representative page set: each role's first menu pages in Chinese at 1366 px, in both
 * languages at 390 px with the mobile menu open, and the administrator's menu pages in the warm theme colour.
 */
test.describe('states', () => {
  const menuPages = (account: AccountName) => pagesOf(account).filter((r) => !r.meta.hidden);
  const mobileMenu = {
    checks: 1,
    run: async (page: Page, checkHere: Checker) => {
      await page.locator('[data-testid=hamburger]').click();
      await expect(page.locator('[data-testid=mobile-drawer]')).toBeVisible();
      await settle(page);
      await checkHere(page, 'mobile menu');
    },
  };

  for (const account of ROLE_ACCOUNTS) {
    pagesTest(`${account}: first menu pages`, account, { ...DEFAULT, language: 'zh' }, menuPages(account).slice(0, 3));
    for (const language of ['zh', 'en'] as const) {
      const state: State = { ...DEFAULT, language, width: 390 };
      pagesTest(`${account}: home, first menu page, menu`, account, state, menuPages(account).slice(0, 2), mobileMenu);
    }
  }

  for (const language of ['zh', 'en'] as const) {
    pagesTest('admin: the menu pages', 'admin', { ...DEFAULT, language, theme: WARM_THEME }, menuPages('admin'));
  }

  for (const language of ['zh', 'en'] as const) {
    for (const width of [1366, 390] as const) {
      const state: State = { ...DEFAULT, language, width };
      plan(1);
      test(`login (${label(state)})`, async ({ browser }, info) => {
        test.setTimeout(budget(1));
        const findings: Finding[] = [];
        const counter = { checked: 0 };
        const context = await contextFor(browser, null, state);
        const page = await context.newPage();
        await page.goto('/login');
        await settle(page);
        await expect(page.locator('[data-testid=login-submit]')).toBeVisible();
        await check(page, `/login (${label(state)})`, findings, counter);
        await context.close();
        report(findings, counter, info);
      });
      pagesTest('teacher: 404 and 401', 'teacher', state, [], {
        checks: 2,
        run: async (page, checkHere) => {
          for (const [url, id] of [
            ['/404', 'page-404'],
            ['/401', 'page-401'],
          ] as const) {
            await page.goto(url);
            await settle(page);
            await expect(page.getByTestId(id)).toBeVisible();
            await checkHere(page, url);
          }
        },
      });
    }
  }
});

sayPlanned('pages and states');
