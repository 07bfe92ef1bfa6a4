// Initial JS per route, gzip: the entry chunk, the lazy chunks a route needs before it can paint,
// and everything they import statically. Fails when a route passes its budget.
//   npm run size            (builds first unless --no-build)
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

interface Chunk {
  file: string;
  imports?: string[];
  dynamicImports?: string[];
  isEntry?: boolean;
}

const KB = 1024;
const DEFAULT_BUDGET = 90 * KB;

/** Each route and the lazily loaded modules it renders on first load (route table, then screen). */
export const routes: { path: string; modules: string[]; budget?: number }[] = [
  // The landing page paints its hero from these; the sections below the fold (home-sections.tsx) and
  // the footer (site-footer.tsx) are requested as the page mounts, into space held for them, so they
  // are not part of first paint. Every public page shares that footer chunk.
  { path: '/', modules: ['src/routes/site-routes.tsx', 'src/features/site/home-page.tsx'], budget: 75 * KB },
  { path: '/aboutus', modules: ['src/routes/site-routes.tsx', 'src/features/site/about-page.tsx'] },
  { path: '/faq', modules: ['src/routes/site-routes.tsx', 'src/features/site/faq-page.tsx'] },
  { path: '/contactus', modules: ['src/routes/site-routes.tsx', 'src/features/site/contact-page.tsx', 'src/routes/connect-public-api.ts'] },
  { path: '/terms', modules: ['src/routes/site-routes.tsx', 'src/features/site/terms-page.tsx'] },
  { path: '/privacy', modules: ['src/routes/site-routes.tsx', 'src/features/site/privacy-page.tsx'] },
  { path: '/auth/login', modules: ['src/routes/auth-routes.tsx', 'src/features/auth/login-page.tsx'] },
  { path: '/auth/signup1/1', modules: ['src/routes/auth-routes.tsx', 'src/features/auth/signup-details-page.tsx'] },
  { path: '/auth/signup2', modules: ['src/routes/auth-routes.tsx', 'src/features/auth/signup-otp-page.tsx'] },
  { path: '/auth/signup3', modules: ['src/routes/auth-routes.tsx', 'src/features/auth/signup-password-page.tsx'] },
  { path: '/createpin', modules: ['src/routes/create-pin-route.tsx', 'src/features/auth/create-pin-page.tsx'] },
  { path: '/auth/forgotpassword', modules: ['src/routes/auth-routes.tsx', 'src/features/auth/forgot-password-page.tsx'] },
  { path: '/auth/forgottoken', modules: ['src/routes/auth-routes.tsx', 'src/features/auth/forgot-token-page.tsx'] },
  { path: '/auth/createforgotpassword', modules: ['src/routes/auth-routes.tsx', 'src/features/auth/reset-password-page.tsx'] },
  { path: '/app/dashboard', modules: ['src/routes/app-routes.tsx', 'src/features/dashboard/dashboard-page.tsx'] },
  { path: '/app/stash', modules: ['src/routes/app-routes.tsx', 'src/features/stash/stash-page.tsx'] },
  { path: '/app/stash/breakdown', modules: ['src/routes/app-routes.tsx', 'src/features/stash/stash-breakdown-page.tsx'] },
  { path: '/app/stash/otp/:challengeId', modules: ['src/routes/app-routes.tsx', 'src/features/stash/stash-otp-page.tsx'] },
];

export function measure(dist: string) {
  const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8')) as Record<string, Chunk>;
  const entry = Object.keys(manifest).find((k) => manifest[k]?.isEntry);
  if (!entry) throw new Error('no entry chunk in the Vite manifest');
  const gz = new Map<string, number>();
  const sizeOf = (file: string) => {
    if (!gz.has(file)) gz.set(file, gzipSync(readFileSync(join(dist, file)), { level: 9 }).length);
    return gz.get(file)!;
  };
  const collect = (key: string, into: Set<string>) => {
    const chunk = manifest[key];
    if (!chunk) throw new Error(`${key} is not in the build: update the route list in scripts/size.ts`);
    if (into.has(chunk.file)) return;
    into.add(chunk.file);
    for (const dep of chunk.imports ?? []) collect(dep, into);
  };
  return routes.map((route) => {
    const files = new Set<string>();
    collect(entry, files);
    for (const module of route.modules) collect(module, files);
    const bytes = [...files].reduce((sum, f) => sum + sizeOf(f), 0);
    const budget = route.budget ?? DEFAULT_BUDGET;
    return { path: route.path, bytes, budget, files: [...files] };
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
