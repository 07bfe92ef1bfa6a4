import { resolve } from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { MOCK_REQUEST_LOG } from './e2e/route-recorder.ts';
import { journeyBrowser } from './scripts/browser-path.ts';

const PORT = Number(process.env.E2E_PORT ?? 4318);
export const BASE_URL = `http://127.0.0.1:${PORT}`;
/**
 * `npm run test:e2e -- --shard=i/n` (one CI machine's share) also writes a blob report here, named by
 * its shard; `npm run report:merge` merges every blob into one HTML report (reports/html).
 */
const SHARDED = process.argv.some((arg) => arg.startsWith('--shard')) || !!process.env.E2E_BLOB;
const BLOB_DIR = 'reports/blob';
// Chosen once, in the runner (its argv has --headed or --ui); the workers it starts inherit the choice.
process.env.JOURNEY_BROWSER ??= journeyBrowser() ?? '';
const executablePath = process.env.JOURNEY_BROWSER || undefined;
// When `npm test` has just built dist/, the server reuses it; a lone `playwright test` builds first.
const serverCommand = `npx tsx scripts/start.ts --port ${PORT}${process.env.E2E_PREBUILT ? ' --no-build' : ''}`;

export default defineConfig({
  testDir: 'e2e',
  // Clears the previous run's route and request logs (npm run coverage reads them).
  globalSetup: './e2e/global-setup.ts',
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  retries: 0,
  // Four workers on a two-core machine: a journey spends part of its time waiting (for an answer, for an
  // assertion's next retry), and two more workers fill those gaps. Six were slower than four.
  workers: 4,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: [['list'], ...(process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ? [['json'] as const] : []), ...(SHARDED ? [['blob', { outputDir: BLOB_DIR }] as const] : [])],
  use: {
    baseURL: BASE_URL,
    // A failed journey keeps its error context (test-results/…/error-context.md: the page as it was, by
    // role and name, and the failing line) and a screenshot. On one machine (npm test) no trace is
    // recorded: recording one for every journey to keep the failures' took about an eighth of the run's
    // CPU, even without the screencast and the DOM snapshots; run the failing file again with
    // `--trace on` to look closer. The shards of CI's many machines record a lean trace (actions, call
    // logs, network, console) and keep a failure's in the merged HTML report.
    trace: SHARDED ? { mode: 'retain-on-failure', screenshots: false, snapshots: false } : 'off',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath,
      args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    },
  },
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'], channel: undefined } },
    { name: 'phone', use: { viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 }, grep: /@phone/ },
  ],
  webServer: {
    command: serverCommand,
    url: `${BASE_URL}/__mock/health`,
    reuseExistingServer: !process.env.CI,
    timeout: 120_000,
    stdout: 'ignore',
    stderr: 'pipe',
    // The mock logs every /api request for npm run coverage (a reused server logs only if started so).
    env: { MOCK_REQUEST_LOG: resolve(MOCK_REQUEST_LOG) },
  },
});
