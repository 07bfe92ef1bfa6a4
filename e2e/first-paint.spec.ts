// How the production serve hands the client to a browser: compressed, cached, and each route's chunks
// named in its HTML so they are fetched in parallel with the entry, not one after another.
import type { Page, Request } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { chunkOf } from './support.ts';

/** Every script request of a cold load, with when it started and when its response ended. */
function recordScripts(page: Page) {
  const scripts: { path: string; started: number; request: Request }[] = [];
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname;
    if (request.resourceType() === 'script') scripts.push({ path, started: request.timing().startTime, request });
  });
  return scripts;
}

test('the document is compressed and revalidated; a script is compressed and immutable', async ({ page, request }) => {
  const consoleErrors: string[] = [];
  page.on('console', (message) => void (message.type() === 'error' && consoleErrors.push(message.text())));
  const document = await page.goto('/auth/login');
  const headers = await document!.allHeaders();
  expect(headers['content-encoding']).toBe('br');
  expect(headers['vary']).toBe('Accept-Encoding');
  expect(headers['cache-control']).toBe('no-cache');
  expect(headers['etag']).toMatch(/^W\/"[\w-]+"$/);
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();

  const entry = await page.locator('script[type="module"]').getAttribute('src');
  const script = await request.get(entry!, { headers: { 'accept-encoding': 'br, gzip' } });
  expect(script.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  expect(script.headers()['content-encoding']).toBe('br');
  const etag = script.headers()['etag']!;
  const again = await request.get(entry!, { headers: { 'accept-encoding': 'br, gzip', 'if-none-match': etag } });
  expect(again.status()).toBe(304);
  expect(consoleErrors).toEqual([]);
});

test('a cold load of /auth/login requests the screen chunk before the entry script has arrived', async ({ page }) => {
  const scripts = recordScripts(page);
  await page.goto('/auth/login', { waitUntil: 'load' });
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  const preloads = await page.locator('link[rel="modulepreload"]').evaluateAll((links) => links.map((l) => new URL((l as HTMLLinkElement).href).pathname));
  const screen = chunkOf('src/features/auth/login-page.tsx');
  expect(preloads, 'the login screen chunk is preloaded').toContain(screen);
  expect(preloads, 'the auth area chunk is preloaded').toContain(chunkOf('src/routes/auth-routes.tsx'));

  const entry = scripts.find((s) => s.path === chunkOf('index.html'))!;
  const screenRequest = scripts.find((s) => s.path === screen)!;
  const entryTiming = (await entry.request.response()) && entry.request.timing();
  // Both times are in ms from one origin (the request's start time); the screen's request starts before the entry's body has ended.
  expect(screenRequest.started).toBeLessThan(entryTiming!.startTime + entryTiming!.responseEnd);
});

test('the dashboard preloads its area and screen; the home page names its entry script, not its route\'s chunks', async ({ page, request }) => {
  const dashboard = await (await request.get('/app/dashboard')).text();
  // The app's frame paints from the HTML and the stylesheet: its scripts are asked for after them.
  expect(dashboard).toContain(`<link rel="modulepreload" fetchpriority="low" crossorigin href="${chunkOf('src/routes/app-routes.tsx')}">`);
  expect(dashboard).toContain(`<link rel="modulepreload" fetchpriority="low" crossorigin href="${chunkOf('src/features/dashboard/dashboard-page.tsx')}">`);
  // The home page paints from its HTML: its route's chunks load once the entry runs, not beside the first paint.
  const home = await (await request.get('/')).text();
  expect(home).toContain(`<script type="module" fetchpriority="low" crossorigin src="${chunkOf('index.html')}">`);
  for (const module of ['src/routes/site-routes.tsx', 'src/features/site/home-page.tsx', 'src/features/auth/login-page.tsx', 'src/routes/auth-routes.tsx']) expect(home).not.toContain(chunkOf(module));
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});
