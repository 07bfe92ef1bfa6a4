// Initial JS per route, gzip: the entry chunk, the lazy chunks a route needs before it can paint,
// and everything they import statically. Fails when a route passes its budget.
//   npm run size            (builds first unless --no-build)
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { firstPaintFiles, readManifest, routes } from './route-chunks.ts';

const KB = 1024;
const DEFAULT_BUDGET = 90 * KB;

export function measure(dist: string) {
  const manifest = readManifest(dist);
  if (!manifest) throw new Error(`${dist}/.vite/manifest.json is missing: build with build.manifest`);
  const gz = new Map<string, number>();
  const sizeOf = (file: string) => {
    if (!gz.has(file)) gz.set(file, gzipSync(readFileSync(join(dist, file)), { level: 9 }).length);
    return gz.get(file)!;
  };
  return routes.map((route) => {
    const files = firstPaintFiles(manifest, route.modules).scripts;
    const bytes = files.reduce((sum, f) => sum + sizeOf(f), 0);
    const budget = route.budget ?? DEFAULT_BUDGET;
    return { path: route.path, bytes, budget, files };
  });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  if (!process.argv.includes('--no-build')) {
    const { build } = await import('vite');
    await build({ logLevel: 'warn' });
  }
  const results = measure('dist');
  const kb = (n: number) => `${(n / KB).toFixed(1)} KB`;
  console.log('Initial JS per route (gzip):');
  for (const r of results) {
    console.log(`  ${r.bytes > r.budget ? 'OVER' : 'ok  '}  ${r.path.padEnd(28)} ${kb(r.bytes).padStart(9)}  (budget ${kb(r.budget)}, ${r.files.length} files)`);
    // --verbose lists each route's files, to see what a route pulls in.
    if (process.argv.includes('--verbose')) for (const f of r.files) console.log(`          ${f}`);
  }
  const over = results.filter((r) => r.bytes > r.budget);
  if (over.length) {
    console.error(`Size budget exceeded on ${over.map((r) => r.path).join(', ')}`);
    process.exit(1);
  }
}
