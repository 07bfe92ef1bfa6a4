// npm run lighthouse: Lighthouse 12 (mobile: simulated slow 4G, 4x CPU) on the built client as `npm start`
// serves it, 3 runs per route, the median run reported; fails under the budgets below.
//   npm run lighthouse [-- --no-build] [-- --runs 3] [-- --json reports/lighthouse.json] [-- --only /app/dashboard]
//     [-- --report-dir reports/lighthouse] (every run's full report as JSON, for its LCP element and request chain)
// /app/dashboard runs signed in: the demo customer signs in through the API and the session is put into
// the tab's sessionStorage, as the client keeps it. Lighthouse's storage reset leaves sessionStorage alone
// (it is the tab's, not the origin's) while it still clears the HTTP cache, so every run is a cold load.
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { parseArgs } from 'node:util';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import puppeteer, { type Page } from 'puppeteer-core';
import { findChromium } from './browser-path.ts';
import { SAME_ORIGIN_PAGE, SESSION_KEY, demoSession } from './demo-session.ts';
import { serve } from './serve.ts';

const { values } = parseArgs({
  options: {
    'no-build': { type: 'boolean', default: false },
    runs: { type: 'string', default: '3' },
    json: { type: 'string' },
    only: { type: 'string' },
    'report-dir': { type: 'string' },
  },
});

const BUDGET = { performance: 95, accessibility: 100, 'best-practices': 100 } as const;
const ROUTES = [
  { path: '/', signedIn: false },
  { path: '/auth/login', signedIn: false },
  { path: '/app/dashboard', signedIn: true },
];
const CHROME_FLAGS = ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'];

interface Figures {
  path: string;
  performance: number;
  accessibility: number;
  'best-practices': number;
  lcp: number;
  tbt: number;
  cls: number;
}

if (!values['no-build']) {
  const { build } = await import('vite');
  await build({ logLevel: 'warn' });
}

const chromePath = findChromium();
if (!chromePath) throw new Error('no Chromium found (set CHROMIUM_PATH)');
const { server, url } = await serve({ port: 0 });
const chrome = await chromeLauncher.launch({ chromePath, chromeFlags: CHROME_FLAGS });
const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}`, defaultViewport: null });
const runs = Number(values.runs);
const results: Figures[] = [];

async function signIn(page: Page): Promise<void> {
  const session = await demoSession(url, 'lighthouse');
  await page.goto(`${url}${SAME_ORIGIN_PAGE}`);
  await page.evaluate((key, value) => sessionStorage.setItem(key, value), SESSION_KEY, session);
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

try {
  for (const route of ROUTES.filter((r) => !values.only || r.path === values.only)) {
    const samples: Figures[] = [];
    for (let i = 0; i < runs; i += 1) {
      const page = await browser.newPage();
      if (route.signedIn) await signIn(page);
      const result = await lighthouse(`${url}${route.path}`, { logLevel: 'error', output: 'json', onlyCategories: ['performance', 'accessibility', 'best-practices'] }, undefined, page);
      await page.close();
      if (!result) throw new Error(`Lighthouse returned nothing for ${route.path}`);
      const { lhr } = result;
      if (values['report-dir']) {
        mkdirSync(values['report-dir'], { recursive: true });
        writeFileSync(`${values['report-dir']}/${route.path.replace(/\W+/g, '_') || 'home'}-${i + 1}.json`, JSON.stringify(lhr));
      }
      if (lhr.runtimeError) throw new Error(`${route.path}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
      if (lhr.finalDisplayedUrl !== `${url}${route.path}`) throw new Error(`${route.path} ended on ${lhr.finalDisplayedUrl}`);
      const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
      const metric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
      samples.push({
        path: route.path,
        performance: score('performance'),
        accessibility: score('accessibility'),
        'best-practices': score('best-practices'),
        lcp: metric('largest-contentful-paint'),
        tbt: metric('total-blocking-time'),
        cls: metric('cumulative-layout-shift'),
      });
    }
    // The run with the median performance score stands for the route (as Lighthouse CI picks it).
    const mid = median(samples.map((s) => s.performance));
    results.push(samples.find((s) => s.performance === mid)!);
    console.log(`  ${route.path}: performance ${samples.map((s) => s.performance).join(', ')}`);
  }
} finally {
  await browser.disconnect();
  chrome.kill();
  server.close();
}

const failures: string[] = [];
console.log(`\nLighthouse ${runs > 1 ? `median of ${runs} runs` : '1 run'}, mobile (load average ${(await import('node:os')).loadavg().map((n) => n.toFixed(2)).join(' ')}):`);
console.log(`  ${'route'.padEnd(16)} perf  a11y  best   LCP      TBT     CLS`);
for (const r of results) {
  const low = (Object.keys(BUDGET) as (keyof typeof BUDGET)[]).filter((k) => r[k] < BUDGET[k]);
  for (const k of low) failures.push(`${r.path} ${k} ${r[k]} < ${BUDGET[k]}`);
  console.log(
    `  ${r.path.padEnd(16)} ${String(r.performance).padStart(4)}  ${String(r.accessibility).padStart(4)}  ${String(r['best-practices']).padStart(4)}  ${`${(r.lcp / 1000).toFixed(2)} s`.padStart(7)}  ${`${Math.round(r.tbt)} ms`.padStart(6)}  ${r.cls.toFixed(3)}${low.length ? '  BELOW BUDGET' : ''}`,
  );
}
if (values.json) {
  mkdirSync(dirname(values.json), { recursive: true });
  writeFileSync(values.json, JSON.stringify(results, null, 2));
}
if (failures.length) {
  console.error(`Lighthouse budget missed: ${failures.join('; ')}`);
  process.exit(1);
}
