import path from 'node:path';
import { defineConfig } from '@playwright/test';

/**
 * End-to-end tests: the real server (built console + API, fresh PGlite in a temporary DATA_DIR, demo data)
 * driven through Debian's Chromium. Playwright never downloads a browser here.
 */
/** The specs that change a brand's AI provider setting (see the ai-provider project). */
const AI_PROVIDER_SPECS = /(ai-questions|app-home|study-assistant)\.spec\.ts/;

export const E2E_PORT = Number(process.env.E2E_PORT ?? 18080);
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const root = path.resolve(import.meta.dirname, '..');

export default defineConfig({
  testDir: './tests',
  // Per port, so that two runs on one machine (E2E_PORT apart) do not clear each other's traces.
  outputDir: `../test-results/e2e-${E2E_PORT}`,
  // The machine has 2 cores: the server takes one, two browsers share the rest.
  workers: 2,
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  // Locally no retries: a test that passes only on a second try is a bug to find. CI retries a failure once
  // so that one timing accident on a busy 2-core machine does not hold back a whole change (it did, twice);
  // scripts/test.mjs names every test that needed its retry, and those are fixed like failures.
  retries: process.env.CI ? 1 : 0,
  // Generous: a page's first load parses the console's chunks, and 2 cores are shared by the server and two
  // browsers. A slow failure costs time, never a false pass.
  timeout: 60_000,
  expect: { timeout: 12_000 },
  reporter: process.env.CI
    ? 'list'
    : [['list'], ['html', { open: 'never', outputFolder: `../playwright-report/${E2E_PORT}` }]],
  use: {
    baseURL: `http://localhost:${E2E_PORT}`,
    locale: 'en-US',
    timezoneId: 'UTC',
    // As a person who asked their system for less motion: the console then opens dialogs, menus and drawers
    // without animating them (shell/reduced-motion.ts). A click that Playwright aims at a dialog which has not
    // started zooming in lands beside it, and a focus check can run while a menu is still closing: on a busy
    // 2-core machine these were most of the suite's rare failures.
    reducedMotion: 'reduce',
    viewport: { width: 1366, height: 800 },
    // A trace records every action's DOM and screenshots: on 2 cores that load alone made pages miss the
    // expect timeout. Failures keep a screenshot and the page's aria snapshot; E2E_TRACE=1 records traces.
    trace: process.env.E2E_TRACE ? 'retain-on-failure' : 'off',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: chromium,
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [
    {
      name: 'console',
      testIgnore: [/password\.spec\.ts/, AI_PROVIDER_SPECS],
    },
    {
      // These set a brand's AI provider (the demo brand's, against a fake provider each starts) and put back what
      // they found when they end: one at a time, beside the console project, so none meets another's setting.
      name: 'ai-provider',
      testMatch: AI_PROVIDER_SPECS,
      fullyParallel: false,
      workers: 1,
    },
    {
      // Changing the teacher's password ends every teacher session: it runs after everything else.
      name: 'password',
      testMatch: /password\.spec\.ts/,
      dependencies: ['console', 'ai-provider'],
    },
  ],
  webServer: {
    command: `node ${JSON.stringify(path.join(root, 'e2e/serve.mjs'))}`,
    cwd: root,
    url: `http://127.0.0.1:${E2E_PORT}/healthz`,
    reuseExistingServer: false,
    // Includes a web build when apps/web/dist is missing or stale (npm test builds first).
    timeout: 240_000,
    stdout: 'pipe',
    stderr: 'pipe',
    gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
    env: {
      ...(process.env as Record<string, string>),
      PORT: String(E2E_PORT),
      HOST: 'localhost',
      DATABASE_URL: '',
      SEED_DEMO: '1',
      LOG_LEVEL: process.env.E2E_LOG_LEVEL ?? 'warn',
      // Every test logs in; the production limits (10 per account, 50 per IP in 5 minutes) would lock them out.
      LOGIN_MAX_PER_ACCOUNT: '100000',
      LOGIN_MAX_PER_IP: '100000',
    },
  },
});
