import AxeBuilder from '@axe-core/playwright';
import type { Browser, BrowserContext, Page, TestInfo } from '@playwright/test';
import type { RouteDef } from './a11y-pages';
import { ACCOUNTS, type AccountName, apiLogin, BASE, expect, type SessionUser, sessionState, test } from './fixtures';
import { urlOf } from './a11y-pages';

/**
 * The accessibility gate's parts (tests/a11y*.spec.ts): the states a person can put the console in, a
 * context in a state, waiting for a page to settle, running axe (serious and critical findings fail), and
 * one test over an account's pages in one state.
 */

export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
export const FAILING_IMPACTS = new Set(['serious', 'critical']);

// ---- states ----

export interface State {
  language: 'zh' | 'en';
  width: 1366 | 390;
  /** the theme colour chosen in the settings drawer */
  theme: string;
}
export const DEFAULT: State = { language: 'en', width: 1366, theme: '#1890ff' };
/** The preset that fails contrast the most (#faad14 on white: 1.9:1): the shell must adjust it. */
export const WARM_THEME = '#faad14';
export const label = (s: State) => `${s.language} ${s.width}px ${s.theme}`;

/** One API login per account and worker; every context of the account starts from that session. */
export const sessions = new Map<AccountName, Promise<SessionUser>>();
export const sessionOf = (account: AccountName) => {
  let s = sessions.get(account);
  if (!s) {
    s = apiLogin(account);
    sessions.set(account, s);
  }
  return s;
};

export async function contextFor(browser: Browser, account: AccountName | null, state: State): Promise<BrowserContext> {
  const origin = account ? ACCOUNTS[account].origin : BASE;
  const base = account ? sessionState(await sessionOf(account), origin, { language: state.language }) : null;
  const settings = { name: 'settings', value: JSON.stringify({ state: { theme: state.theme }, version: 1 }) };
  return browser.newContext({
    baseURL: origin,
    viewport: { width: state.width, height: state.width > 600 ? 800 : 844 },
    storageState: {
      cookies: base?.cookies ?? [
        {
          name: 'language',
          value: state.language,
          domain: new URL(origin).hostname,
          path: '/',
          expires: Math.floor(Date.now() / 1000) + 3600,
          httpOnly: false,
          secure: false,
          sameSite: 'Lax',
        },
      ],
      origins: [{ origin, localStorage: [...(base?.origins[0]?.localStorage ?? []), settings] }],
    },
  });
}

/** Loaded, answered, drawn: no spinner or skeleton left, no transition running. */
export async function settle(page: Page) {
  // The console fetches idle chunks ahead: quiet for 500 ms is enough, whatever comes later.
  await page.waitForLoadState('networkidle', { timeout: 15_000 }).catch(() => undefined);
  await expect(
    page.locator('.ant-spin-spinning, .ant-skeleton-active, .page-loading, .app-loading').filter({ visible: true }),
  ).toHaveCount(0, { timeout: 20_000 });
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every((a) => a.playState !== 'running' || a.effect?.getComputedTiming().iterations === Number.POSITIVE_INFINITY),
  );
}

export interface Finding {
  rule: string;
  impact: string;
  target: string;
  where: string;
  summary: string;
}

/** Runs axe on the page as it is now; the serious and critical findings go to `findings`. */
export async function check(page: Page, where: string, findings: Finding[], counter: { checked: number }) {
  const result = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  counter.checked++;
  for (const v of result.violations) {
    if (!FAILING_IMPACTS.has(v.impact ?? '')) continue;
    for (const node of v.nodes) {
      const finding = {
        rule: v.id,
        impact: v.impact ?? '',
        target: node.target.join(' '),
        where,
        summary: (node.failureSummary ?? v.help).replace(/\s+/g, ' ').slice(0, 240),
      };
      findings.push(finding);
      console.log(`[a11y] ${finding.impact} ${finding.rule} at ${where}: ${finding.target} — ${finding.summary}`);
    }
  }
}

export function report(findings: Finding[], counter: { checked: number }, info: TestInfo) {
  info.annotations.push({ type: 'axe', description: `${counter.checked} pages × states checked` });
  console.log(`[a11y] ${info.title}: ${counter.checked} pages × states checked, ${findings.length} violations`);
  const text = findings.map((f) => `${f.impact} ${f.rule} at ${f.where}: ${f.target} — ${f.summary}`).join('\n');
  expect(findings, `serious or critical axe violations:\n${text}`).toEqual([]);
}

/** Opens a page of the route table and checks that it is the page asked for (not a 404 or 401). */
export async function open(page: Page, url: string) {
  await page.goto(url);
  await settle(page);
  await expect(page).toHaveURL((u) => u.pathname === url.split('?')[0]);
  await expect(page.locator('[data-testid=page-404], [data-testid=page-401]')).toHaveCount(0);
}

/**
 * Pages × states each test checks, counted as the tests are declared (each test fails unless it checked
 * them all), and printed once by the runner.
 */
let planned = 0;
export const plan = (checks: number) => {
  planned += checks;
};

/** The runner (not its workers) says how much a spec of the gate covers. */
export function sayPlanned(spec: string) {
  if (!process.env.TEST_WORKER_INDEX) console.log(`[a11y] ${spec}: the axe gate checks ${planned} pages × states`);
}

/** A test's time: the page loads and axe runs on a machine that 2 browsers and the server share. */
export const budget = (checks: number) => 30_000 + checks * 15_000;

export type Checker = (page: Page, where: string) => Promise<void>;

/**
 * One test: an account's pages in one state, opened and checked in turn, then `more` (a drawer or a dialog
 * opened on the last page) with its `moreChecks` checks.
 */
export function pagesTest(
  title: string,
  account: AccountName,
  state: State,
  routes: readonly RouteDef[],
  more?: {
    checks: number;
    /** pages `run` opens itself before its checks: each is a load and a settle more to wait for */
    opens?: number;
    run: (page: Page, check: Checker) => Promise<void>;
  },
) {
  const checks = routes.length + (more?.checks ?? 0);
  plan(checks);
  test(`${title} (${label(state)})`, async ({ browser }, info) => {
    // A page opened and a dialog on it are two loads to settle: on a slow CI machine the question form
    // (its page, then the editor's chunks) took 50 s against a 45 s budget counted as one check.
    test.setTimeout(budget(checks + (more?.opens ?? 0)));
    const findings: Finding[] = [];
    const counter = { checked: 0 };
    const context = await contextFor(browser, account, state);
    const page = await context.newPage();
    const user = await sessionOf(account);
    const checkHere: Checker = (p, where) => check(p, `${account} ${where} (${label(state)})`, findings, counter);
    for (const route of routes) {
      const url = await urlOf(route, user);
      await open(page, url);
      await checkHere(page, url);
    }
    await more?.run(page, checkHere);
    await context.close();
    report(findings, counter, info);
  });
}
