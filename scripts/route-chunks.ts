// Which chunks of the build each route needs before it can paint: the entry, the area's route table
// and the screen (the lazily loaded modules the route renders on first load), with every chunk they
// import statically. The server preloads them in the route's HTML; the size report measures them.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

export interface ManifestChunk {
  file: string;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
  isEntry?: boolean;
}
export type Manifest = Record<string, ManifestChunk>;

const KB = 1024;

const PUBLIC = 75 * KB;

/**
 * Each route (a wouter pattern), the lazily loaded modules it renders on first load (route table, then
 * screen), its budget where it is not the default 90 KB (the public pages: 75 KB), and the address the
 * size report visits where a parameter needs a real value (`sample`; otherwise each `:param` is 1).
 */
export const routes: { path: string; modules: string[]; budget?: number; sample?: string }[] = [
  // The landing page paints its hero from these; the sections below the fold (home-sections.tsx) and
  // the footer (site-footer.tsx) are requested as the page mounts, into space held for them.
  { path: '/', modules: ['src/routes/site-routes.tsx', 'src/features/site/home-page.tsx'], budget: PUBLIC },
  { path: '/aboutus', modules: ['src/routes/site-routes.tsx', 'src/features/site/about-page.tsx'], budget: PUBLIC },
  { path: '/faq', modules: ['src/routes/site-routes.tsx', 'src/features/site/faq-page.tsx'], budget: PUBLIC },
  { path: '/contactus', modules: ['src/routes/site-routes.tsx', 'src/features/site/contact-page.tsx', 'src/routes/connect-public-api.ts'], budget: PUBLIC },
  { path: '/terms', modules: ['src/routes/site-routes.tsx', 'src/features/site/terms-page.tsx'], budget: PUBLIC },
  { path: '/privacy', modules: ['src/routes/site-routes.tsx', 'src/features/site/privacy-page.tsx'], budget: PUBLIC },
  { path: '/auth/login', modules: ['src/routes/auth-routes.tsx', 'src/features/auth/login-page.tsx'] },
  { path: '/auth/signup1/:id', modules: ['src/routes/auth-routes.tsx', 'src/features/auth/signup-details-page.tsx'] },
  { path: '/auth/signup2', modules: ['src/routes/auth-routes.tsx', 'src/features/auth/signup-otp-page.tsx'] },
  { path: '/auth/signup3', modules: ['src/routes/auth-routes.tsx', 'src/features/auth/signup-password-page.tsx'] },
  { path: '/createpin', modules: ['src/routes/create-pin-route.tsx', 'src/features/auth/create-pin-page.tsx'] },
  { path: '/auth/forgotpassword', modules: ['src/routes/auth-routes.tsx', 'src/features/auth/forgot-password-page.tsx'] },
  { path: '/auth/forgottoken', modules: ['src/routes/auth-routes.tsx', 'src/features/auth/forgot-token-page.tsx'] },
  { path: '/auth/createforgotpassword', modules: ['src/routes/auth-routes.tsx', 'src/features/auth/reset-password-page.tsx'] },
  { path: '/app/dashboard', modules: ['src/routes/app-routes.tsx', 'src/features/dashboard/dashboard-page.tsx'] },
  { path: '/app/stash', modules: ['src/routes/app-routes.tsx', 'src/routes/stash-routes.tsx', 'src/features/stash/stash-page.tsx'] },
  { path: '/app/stash/breakdown', modules: ['src/routes/app-routes.tsx', 'src/routes/stash-routes.tsx', 'src/features/stash/stash-breakdown-page.tsx'] },
  { path: '/app/stash/otp/:challengeId', modules: ['src/routes/app-routes.tsx', 'src/routes/stash-routes.tsx', 'src/features/stash/stash-otp-page.tsx'] },
  { path: '/app/help', modules: ['src/routes/app-routes.tsx', 'src/routes/help-routes.tsx', 'src/features/help/questionnaire-page.tsx'] },
  { path: '/app/blog', modules: ['src/routes/app-routes.tsx', 'src/routes/help-routes.tsx', 'src/features/blog/blog-page.tsx'] },
  { path: '/app/blog/:id', modules: ['src/routes/app-routes.tsx', 'src/routes/help-routes.tsx', 'src/features/blog/blog-post-page.tsx'] },
  { path: '/app/savings/mypurse', modules: ['src/routes/app-routes.tsx', 'src/routes/purse-routes.tsx', 'src/features/purse/mypurse-page.tsx'] },
  { path: '/app/savings/pursestep1/:type', modules: ['src/routes/app-routes.tsx', 'src/routes/purse-routes.tsx', 'src/features/purse/purse-step1-page.tsx'], sample: '/app/savings/pursestep1/Family' },
  { path: '/app/savings/pursestep2/:type', modules: ['src/routes/app-routes.tsx', 'src/routes/purse-routes.tsx', 'src/features/purse/purse-step2-page.tsx'], sample: '/app/savings/pursestep2/Family' },
  { path: '/app/savings/pursestep3', modules: ['src/routes/app-routes.tsx', 'src/routes/purse-routes.tsx', 'src/features/purse/purse-step3-page.tsx'] },
  { path: '/app/savings/fundpurse', modules: ['src/routes/app-routes.tsx', 'src/routes/purse-routes.tsx', 'src/features/purse/fund-purse-page.tsx'] },
  { path: '/app/savings/fundpursebreakdown', modules: ['src/routes/app-routes.tsx', 'src/routes/purse-routes.tsx', 'src/features/purse/fund-purse-breakdown-page.tsx'] },
  { path: '/app/groupsavings', modules: ['src/routes/app-routes.tsx', 'src/routes/group-routes.tsx', 'src/features/groups/group-hub-page.tsx'] },
  { path: '/app/groupsavings1/:kind', modules: ['src/routes/app-routes.tsx', 'src/routes/group-routes.tsx', 'src/features/groups/group-details-page.tsx'], sample: '/app/groupsavings1/private' },
  { path: '/app/groupsavings2', modules: ['src/routes/app-routes.tsx', 'src/routes/group-routes.tsx', 'src/features/groups/group-decide-page.tsx'] },
  { path: '/app/groupsavings3', modules: ['src/routes/app-routes.tsx', 'src/routes/group-routes.tsx', 'src/features/groups/group-schedule-page.tsx'] },
  { path: '/app/groupsavings4', modules: ['src/routes/app-routes.tsx', 'src/routes/group-routes.tsx', 'src/features/groups/group-breakdown-page.tsx'] },
  { path: '/app/publicgroup', modules: ['src/routes/app-routes.tsx', 'src/routes/group-routes.tsx', 'src/features/groups/public-groups-page.tsx'] },
  { path: '/app/groupsavings/joingroup1/:id', modules: ['src/routes/app-routes.tsx', 'src/routes/group-routes.tsx', 'src/features/groups/join-schedule-page.tsx'] },
  { path: '/app/groupsavings/joingroup2', modules: ['src/routes/app-routes.tsx', 'src/routes/group-routes.tsx', 'src/features/groups/join-breakdown-page.tsx'] },
  { path: '/app/groupsavings/otp/:challengeId', modules: ['src/routes/app-routes.tsx', 'src/routes/group-routes.tsx', 'src/features/groups/group-otp-page.tsx'] },
  { path: '/app/savings', modules: ['src/routes/app-routes.tsx', 'src/routes/savings-routes.tsx', 'src/features/savings/savings-page.tsx'] },
  { path: '/app/singlesavings/:id', modules: ['src/routes/app-routes.tsx', 'src/routes/savings-routes.tsx', 'src/features/savings/single-savings-page.tsx'] },
  { path: '/app/savings/create', modules: ['src/routes/app-routes.tsx', 'src/routes/savings-routes.tsx', 'src/features/savings/create-page.tsx'] },
  { path: '/app/account', modules: ['src/routes/app-routes.tsx', 'src/routes/account-routes.tsx', 'src/features/account/account-home.tsx'] },
  { path: '/app/account/myportfolio', modules: ['src/routes/app-routes.tsx', 'src/routes/account-routes.tsx', 'src/features/account/portfolio-page.tsx'] },
  { path: '/app/account/profile', modules: ['src/routes/app-routes.tsx', 'src/routes/account-routes.tsx', 'src/features/account/profile-page.tsx'] },
  { path: '/app/account/mycard', modules: ['src/routes/app-routes.tsx', 'src/routes/account-routes.tsx', 'src/features/account/my-card-page.tsx'] },
  { path: '/app/account/linkcard', modules: ['src/routes/app-routes.tsx', 'src/routes/account-routes.tsx', 'src/features/account/link-card-page.tsx'] },
  { path: '/app/account/changepassword', modules: ['src/routes/app-routes.tsx', 'src/routes/account-routes.tsx', 'src/features/account/security-page.tsx'] },
  { path: '/app/account/support', modules: ['src/routes/app-routes.tsx', 'src/routes/account-routes.tsx', 'src/features/account/support-page.tsx'] },
  { path: '/app/account/refer', modules: ['src/routes/app-routes.tsx', 'src/routes/account-routes.tsx', 'src/features/account/refer-page.tsx'] },
  // Money out: the frame (src/features/money/money-shell.tsx) comes with the account area's table; each body loads after paint.
  { path: '/app/account/beneficiary', modules: ['src/routes/app-routes.tsx', 'src/routes/account-routes.tsx'] },
  { path: '/app/account/transfer', modules: ['src/routes/app-routes.tsx', 'src/routes/account-routes.tsx'] },
  { path: '/app/account/withdraw', modules: ['src/routes/app-routes.tsx', 'src/routes/account-routes.tsx'] },
  { path: '/app/otpwithdraw', modules: ['src/routes/app-routes.tsx', 'src/routes/account-routes.tsx'] },
];

export const readManifest = (dist: string): Manifest | null => {
  const path = join(dist, '.vite', 'manifest.json');
  return existsSync(path) ? (JSON.parse(readFileSync(path, 'utf8')) as Manifest) : null;
};

export function entryKey(manifest: Manifest): string {
  const entry = Object.keys(manifest).find((k) => manifest[k]?.isEntry);
  if (!entry) throw new Error('no entry chunk in the Vite manifest');
  return entry;
}

/** The files (scripts and their stylesheets, in load order) of the entry plus `modules` and all they import statically. */
export function firstPaintFiles(manifest: Manifest, modules: string[]): { scripts: string[]; styles: string[] } {
  const scripts = new Set<string>();
  const styles = new Set<string>();
  const seen = new Set<string>();
  const collect = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) throw new Error(`${key} is not in the build: update the route list in scripts/route-chunks.ts`);
    for (const dep of chunk.imports ?? []) collect(dep);
    scripts.add(chunk.file);
    for (const css of chunk.css ?? []) styles.add(css);
  };
  collect(entryKey(manifest));
  for (const module of modules) collect(module);
  return { scripts: [...scripts], styles: [...styles] };
}

/** The route whose pattern (`:name` matches one segment) matches `pathname`, if any. */
export function matchRoute(pathname: string) {
  const segments = pathname.replace(/\/+$/, '').split('/');
  return routes.find((route) => {
    const pattern = route.path.replace(/\/+$/, '').split('/');
    return pattern.length === segments.length && pattern.every((p, i) => p === segments[i] || (p.startsWith(':') && segments[i] !== ''));
  });
}
