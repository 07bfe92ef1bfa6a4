// Records every URL of the app that a journey's pages reach, client-side navigations included, one JSON
// line per URL in reports/routes-<worker>.jsonl: `npm run coverage` matches them against the catalogue.
import { appendFileSync, mkdirSync } from 'node:fs';
import { relative } from 'node:path';
import type { BrowserContext, Page, TestInfo } from '@playwright/test';

export const REPORTS_DIR = 'reports';
export const MOCK_REQUEST_LOG = `${REPORTS_DIR}/mock-requests.jsonl`;
export const routeLogOf = (workerIndex: number) => `${REPORTS_DIR}/routes-${workerIndex}.jsonl`;

export interface VisitedUrl {
  spec: string;
  test: string;
  /** Path, query and hash on the app's own origin. */
  url: string;
}

export async function recordRoutes(context: BrowserContext, testInfo: TestInfo, use: () => Promise<void>) {
  const origin = new URL(String(testInfo.project.use.baseURL ?? 'http://127.0.0.1')).origin;
  const seen = new Set<string>();
  const note = (href: string) => {
    const url = URL.canParse(href) ? new URL(href) : null;
    if (url?.origin === origin) seen.add(`${url.pathname}${url.search}${url.hash}`);
  };
  const watched = new WeakSet<Page>();
  const watch = (page: Page) => {
    if (watched.has(page)) return;
    watched.add(page);
    // framenavigated fires for history.pushState/replaceState too, so client-side routes are seen.
    page.on('framenavigated', (frame) => frame === page.mainFrame() && note(frame.url()));
  };
  context.pages().forEach(watch);
  context.on('page', watch);
  await use();
  // Where each page ended up, in case the last change came without an event.
  for (const page of context.pages()) note(page.url());
  if (!seen.size) return;
  mkdirSync(REPORTS_DIR, { recursive: true });
  const spec = relative(process.cwd(), testInfo.file);
  const test = testInfo.titlePath.slice(1).join(' › ');
  appendFileSync(routeLogOf(testInfo.workerIndex), [...seen].map((url) => JSON.stringify({ spec, test, url } satisfies VisitedUrl)).join('\n') + '\n');
}
