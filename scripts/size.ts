// JS per route, gzip, on a cold load: Chromium (the journeys' headless shell) opens each route on the built
// client as `npm start` serves it (signed in for /app and /createpin) and every script it fetches until the
// screen has settled is counted (no part loading, the page idle once, then 1.5 s without a request): the
// entry, the area and screen chunks, and what loads after paint (sections below the fold, a form that
// arrives after its page, the API stack fetched at idle). The first-paint share (entry,
// area, screen and their static imports, from the build manifest) is shown beside it.
// Budgets: ceilings with room, not targets: 80 KB on the public pages, 100 KB on every other route, on
// both figures. The run fails when a route's first paint or whole load passes its budget. Lighthouse
// (scripts/lighthouse.ts) judges speed as a customer's phone meets the page; this only keeps growth in view.
// A step of a flow is visited with the drafts a reload mid-flow finds, so it is measured as itself; a visit
// that ends on another screen fails the run.
//   npm run size            (builds first unless --no-build; --verbose lists each route's files)
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { journeyBrowser } from './browser-path.ts';
import { SAME_ORIGIN_PAGE, storedFor } from './demo-session.ts';
import { firstPaintFiles, readManifest, routes, visitOf } from './route-chunks.ts';
import { serve } from './serve.ts';

const KB = 1024;
const DEFAULT_BUDGET = 100 * KB;

const QUIET_MS = 1_500;
const MAX_WAIT_MS = 20_000;
// Routes measured at once: a visit mostly waits for the network to go quiet, so six share two cores well.
const CONCURRENCY = 6;

/** Resolves once `last()` (the time of the latest request) is QUIET_MS old; gives up after MAX_WAIT_MS. */
async function quiet(last: () => number) {
  const started = Date.now();
  while (Date.now() - last() < QUIET_MS && Date.now() - started < MAX_WAIT_MS) {
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

export interface RouteSize {
  path: string;
  budget: number;
  firstPaint: { bytes: number; files: string[] };
  load: { bytes: number; files: string[] };
  /** Where the visit ended when the route sent it elsewhere (a step without its draft, an unknown id). */
  landed?: string;
}

const gz = new Map<string, number>();
/** A built file's size gzipped at level 9, as a server precompressing at build time sends it. */
const gzipped = (dist: string, file: string) => {
  const path = join(dist, file);
  if (!gz.has(path)) gz.set(path, gzipSync(readFileSync(path), { level: 9 }).length);
  return gz.get(path)!;
};

export async function measure(dist: string): Promise<RouteSize[]> {
  const manifest = readManifest(dist);
  if (!manifest) throw new Error(`${dist}/.vite/manifest.json is missing: build with build.manifest`);
  const total = (files: string[]) => files.reduce((sum, f) => sum + gzipped(dist, f), 0);

  const { server, url: base } = await serve({ port: 0, distDir: dist });
  const browser = await chromium.launch({ executablePath: journeyBrowser() ?? undefined, args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'] });
  try {
    const one = async (route: (typeof routes)[number]): Promise<RouteSize> => {
      const { url, signedIn } = visitOf(route);
      const context = await browser.newContext(); // a fresh context: a cold cache
      const page = await context.newPage();
      // A step of a flow is visited as a reload mid-flow meets it: with its drafts (scripts/route-drafts.ts).
      const stored = await storedFor(base, 'size', { drafts: route.drafts, signedIn });
      if (stored.length) {
        await page.goto(`${base}${SAME_ORIGIN_PAGE}`);
        await page.evaluate((entries) => entries.forEach(([key, value]) => sessionStorage.setItem(key, value)), stored);
      }
      const fetched = new Set<string>();
      let lastRequest = Date.now();
      page.on('request', (request) => {
        lastRequest = Date.now();
        const path = new URL(request.url()).pathname;
        if (path.startsWith('/assets/') && path.endsWith('.js')) fetched.add(path.slice(1));
      });
      await page.goto(`${base}${url}`, { waitUntil: 'networkidle' });
      // Playwright's network idle is 500 ms without a request, but a part of the screen that loads after
      // paint, or the API stack fetched at idle (requestIdleCallback), can start later than that on a busy
      // machine. So the load ends once no part says it is loading (their status lines start 'Loading'),
      // the page has been idle once, and nothing has been requested for QUIET_MS.
      await page
        .waitForFunction(() => ![...document.querySelectorAll('[role=status]')].some((e) => /^Loading/.test(e.textContent?.trim() ?? '')), null, { timeout: MAX_WAIT_MS })
        .catch(() => undefined);
      await page.evaluate(() => new Promise<void>((resolve) => requestIdleCallback(() => resolve(), { timeout: 3_000 })));
      await quiet(() => lastRequest);
      const landed = new URL(page.url()).pathname;
      await context.close();
      const first = firstPaintFiles(manifest, route.modules).scripts;
      const load = [...fetched].sort();
      return {
        path: route.path,
        budget: route.budget ?? DEFAULT_BUDGET,
        firstPaint: { bytes: total(first), files: first },
        load: { bytes: total(load), files: load },
        ...(landed === new URL(url, base).pathname ? {} : { landed }),
      };
    };
    // A few routes at a time (each mostly waits for its quiet period), in the route table's order.
    const results: RouteSize[] = [];
    let next = 0;
    const worker = async () => {
      while (next < routes.length) {
        const i = next++;
        results[i] = await one(routes[i]!);
      }
    };
    await Promise.all(Array.from({ length: CONCURRENCY }, worker));
    return results;
  } finally {
    await browser.close();
    server.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  if (!process.argv.includes('--no-build')) {
    const { build } = await import('vite');
    await build({ logLevel: 'warn' });
  }
  const results = await measure('dist');
  // Chunks are named by their hash alone (vite.config.ts): the manifest knows what each one holds.
  const names = new Map(Object.values(readManifest('dist') ?? {}).map((c) => [c.file, c.name ?? c.src ?? ''] as const));
  const kb = (n: number) => `${(n / KB).toFixed(1)} KB`;
  const verdict = (r: RouteSize) => {
    const worst = Math.max(r.firstPaint.bytes, r.load.bytes);
    return worst <= r.budget ? 'ok' : 'FAIL';
  };
  console.log('JS per route, gzip: first paint (from the build manifest), and a cold load until the network is quiet');
  console.log(`        ${'route'.padEnd(34)} ${'first paint'.padStart(11)}  ${'whole load'.padStart(10)}  budget`);
  for (const r of results) {
    const cells = `${kb(r.firstPaint.bytes).padStart(11)}  ${kb(r.load.bytes).padStart(10)}  ${kb(r.budget)}  (${r.firstPaint.files.length} + ${r.load.files.length - r.firstPaint.files.length} scripts)`;
    console.log(`  ${verdict(r).padEnd(4)}  ${r.path.padEnd(34)} ${cells}${r.landed ? `  -> ${r.landed}` : ''}`);
    if (process.argv.includes('--verbose')) {
      const files = [...r.load.files].sort((a, b) => (names.get(a) ?? a).localeCompare(names.get(b) ?? b));
      for (const f of files) console.log(`          ${r.firstPaint.files.includes(f) ? ' ' : '+'} ${gzipped('dist', f).toString().padStart(6)} B  ${f}  ${names.get(f) ?? ''}`);
      console.log(`          ${r.load.bytes} B in all, ${r.budget - r.load.bytes} B below the budget`);
    }
  }
  const failed = results.filter((r) => verdict(r) === 'FAIL');
  // A visit that ends on another screen measured that screen too, not the route: its sample address or
  // drafts (scripts/route-chunks.ts, scripts/route-drafts.ts) no longer fit what the screen accepts.
  const strayed = results.filter((r) => r.landed);
  if (strayed.length) {
    console.error(`Measured elsewhere (fix the route's sample or drafts): ${strayed.map((r) => `${r.path} -> ${r.landed}`).join(', ')}`);
    process.exit(1);
  }
  const sum = (rs: RouteSize[]) => rs.reduce((n, r) => n + r.load.bytes, 0);
  console.log(`Whole load, all ${results.length} routes: ${kb(sum(results))}; ${results.length - failed.length} within budget.`);
  if (failed.length) {
    console.error(`Size budget exceeded on ${failed.map((r) => `${r.path} (${r.firstPaint.bytes > r.budget ? `first paint ${kb(r.firstPaint.bytes)}` : `whole load ${kb(r.load.bytes)}`})`).join(', ')}`);
    process.exit(1);
  }
}
