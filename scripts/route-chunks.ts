// Which chunks of the build each route needs before it can paint: the entry, the area's route table
// and the screen (the lazily loaded modules the route renders on first load), with every chunk they
// import statically. The server preloads them in the route's HTML; the size report measures them.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { type Drafts, routeDrafts as d, SAMPLE_CHALLENGE } from './route-drafts.ts';

export interface ManifestChunk {
  file: string;
  /** The chunk's name (its module's, or its group's in scripts/chunk-groups.ts), and its source for a module's own chunk. */
  name?: string;
  src?: string;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
  isEntry?: boolean;
}
export type Manifest = Record<string, ManifestChunk>;

const KB = 1024;

export interface RouteChunks {
  /** A wouter pattern. */
  path: string;
  /** The lazily loaded modules it renders on first load (route table, then screen). */
  modules: string[];
  /** Its budget where it is not the default 100 KB (the public pages: 80 KB). */
  budget?: number;
  /** The address the size report visits where a parameter needs a real value (otherwise each `:param` is 1). */
  sample?: string;
  /** A step of a flow: the drafts a reload mid-flow finds (scripts/route-drafts.ts), which the size report visits it with. */
  drafts?: Drafts;
  /**
   * The build prerenders its HTML (scripts/prerender.ts): the whole page, or an auth screen's shell.
   * `rendered` names lazily loaded modules the prerendered HTML holds beyond `modules` (parts that
   * load after paint, like the footer): their stylesheets are linked too, so what the HTML shows is
   * styled before their code arrives.
   */
  prerender?: {
    rendered?: string[];
    /** A page of fixed text: the module whose markup the HTML holds and the browser keeps, never fetching it on a cold load. */
    kept?: string;
  };
}

const PUBLIC = 80 * KB;
/** On every public page, kept as the HTML the build made on a cold load (never fetched then), like a page of fixed text. */
const FOOTER = 'src/features/site/site-footer.tsx';
/** A page of fixed text: its content is in the HTML and its module loads only on a move from another page (src/features/site/static-page.tsx). */
const fixedText = (content: string) => ({ rendered: [content, FOOTER], kept: content });
const shell = {};

export const routes: RouteChunks[] = [
  // The landing page is fixed text too (its carousels are driven on the DOM, by a module of their own):
  // after a move, its hero (home-page.tsx) paints first and the sections below the fold follow.
  { path: '/', modules: ['src/routes/site-routes.tsx'], budget: PUBLIC, prerender: { rendered: ['src/features/site/home-page.tsx', 'src/features/site/home-sections.tsx', FOOTER], kept: 'src/features/site/home-page.tsx' } },
  { path: '/aboutus', modules: ['src/routes/site-routes.tsx'], budget: PUBLIC, prerender: fixedText('src/features/site/about-page.tsx') },
  { path: '/faq', modules: ['src/routes/site-routes.tsx'], budget: PUBLIC, prerender: fixedText('src/features/site/faq-page.tsx') },
  // Its form's code loads once a visitor starts on the form the HTML shows (src/routes/site-routes.tsx).
  { path: '/contactus', modules: ['src/routes/site-routes.tsx', 'src/features/site/contact-page.tsx'], budget: PUBLIC, prerender: { rendered: ['src/features/site/contact-form.tsx', FOOTER] } },
  { path: '/terms', modules: ['src/routes/site-routes.tsx'], budget: PUBLIC, prerender: fixedText('src/features/site/terms-page.tsx') },
  { path: '/privacy', modules: ['src/routes/site-routes.tsx'], budget: PUBLIC, prerender: fixedText('src/features/site/privacy-page.tsx') },
  { path: '/auth/login', modules: ['src/routes/auth-routes.tsx', 'src/features/auth/login-page.tsx'], prerender: shell },
  { path: '/auth/signup1/:id', modules: ['src/routes/auth-routes.tsx', 'src/features/auth/signup-details-page.tsx'], prerender: shell },
  { path: '/auth/signup2', modules: ['src/routes/auth-routes.tsx', 'src/features/auth/signup-otp-page.tsx'], prerender: shell, drafts: d.signupOtp },
  { path: '/auth/signup3', modules: ['src/routes/auth-routes.tsx', 'src/features/auth/signup-password-page.tsx'], prerender: shell, drafts: d.signupPassword },
  { path: '/createpin', modules: ['src/routes/create-pin-route.tsx', 'src/features/auth/create-pin-page.tsx'] },
  { path: '/auth/forgotpassword', modules: ['src/routes/auth-routes.tsx', 'src/features/auth/forgot-password-page.tsx'], prerender: shell },
  { path: '/auth/forgottoken', modules: ['src/routes/auth-routes.tsx', 'src/features/auth/forgot-token-page.tsx'], prerender: shell, drafts: d.forgotToken },
  { path: '/auth/createforgotpassword', modules: ['src/routes/auth-routes.tsx', 'src/features/auth/reset-password-page.tsx'], prerender: shell, drafts: d.resetPassword },
  { path: '/app/dashboard', modules: ['src/routes/app-routes.tsx', 'src/features/dashboard/dashboard-page.tsx'] },
  { path: '/app/stash', modules: ['src/routes/app-routes.tsx', 'src/routes/stash-routes.tsx', 'src/features/stash/stash-page.tsx'] },
  { path: '/app/stash/breakdown', modules: ['src/routes/app-routes.tsx', 'src/routes/stash-routes.tsx', 'src/features/stash/stash-breakdown-page.tsx'], drafts: d.stashBreakdown },
  { path: '/app/stash/otp/:challengeId', modules: ['src/routes/app-routes.tsx', 'src/routes/stash-routes.tsx', 'src/features/stash/stash-otp-page.tsx'], sample: `/app/stash/otp/${SAMPLE_CHALLENGE}`, drafts: d.stashOtp },
  { path: '/app/help', modules: ['src/routes/app-routes.tsx', 'src/routes/help-routes.tsx', 'src/features/help/questionnaire-page.tsx'] },
  { path: '/app/blog', modules: ['src/routes/app-routes.tsx', 'src/routes/help-routes.tsx', 'src/features/blog/blog-page.tsx'] },
  { path: '/app/blog/:id', modules: ['src/routes/app-routes.tsx', 'src/routes/help-routes.tsx', 'src/features/blog/blog-post-page.tsx'] },
  { path: '/app/savings/mypurse', modules: ['src/routes/app-routes.tsx', 'src/routes/purse-routes.tsx', 'src/features/purse/mypurse-page.tsx'] },
  { path: '/app/savings/pursestep1/:type', modules: ['src/routes/app-routes.tsx', 'src/routes/purse-routes.tsx', 'src/features/purse/purse-step1-page.tsx'], sample: '/app/savings/pursestep1/Family' },
  { path: '/app/savings/pursestep2/:type', modules: ['src/routes/app-routes.tsx', 'src/routes/purse-routes.tsx', 'src/features/purse/purse-step2-page.tsx'], sample: '/app/savings/pursestep2/Family', drafts: d.purseStep2 },
  { path: '/app/savings/pursestep3', modules: ['src/routes/app-routes.tsx', 'src/routes/purse-routes.tsx', 'src/features/purse/purse-step3-page.tsx'], drafts: d.purseStep3 },
  { path: '/app/savings/purseotp/:challengeId', modules: ['src/routes/app-routes.tsx', 'src/routes/purse-routes.tsx', 'src/features/purse/purse-otp-page.tsx'], sample: `/app/savings/purseotp/${SAMPLE_CHALLENGE}`, drafts: d.purseOtp },
  { path: '/app/savings/fundpurse', modules: ['src/routes/app-routes.tsx', 'src/routes/purse-routes.tsx', 'src/features/purse/fund-purse-page.tsx'] },
  { path: '/app/savings/fundpursebreakdown', modules: ['src/routes/app-routes.tsx', 'src/routes/purse-routes.tsx', 'src/features/purse/fund-purse-breakdown-page.tsx'], drafts: d.fundPurseBreakdown },
  { path: '/app/savings/fundpurseotp/:challengeId', modules: ['src/routes/app-routes.tsx', 'src/routes/purse-routes.tsx', 'src/features/purse/purse-otp-page.tsx'], sample: `/app/savings/fundpurseotp/${SAMPLE_CHALLENGE}`, drafts: d.fundPurseOtp },
  { path: '/app/groupsavings', modules: ['src/routes/app-routes.tsx', 'src/routes/group-routes.tsx', 'src/features/groups/group-hub-page.tsx'] },
  { path: '/app/groupsavings1/:kind', modules: ['src/routes/app-routes.tsx', 'src/routes/group-routes.tsx', 'src/features/groups/group-details-page.tsx'], sample: '/app/groupsavings1/private' },
  { path: '/app/groupsavings2', modules: ['src/routes/app-routes.tsx', 'src/routes/group-routes.tsx', 'src/features/groups/group-decide-page.tsx'], drafts: d.groupDecide },
  { path: '/app/groupsavings3', modules: ['src/routes/app-routes.tsx', 'src/routes/group-routes.tsx', 'src/features/groups/group-schedule-page.tsx'], drafts: d.groupSchedule },
  { path: '/app/groupsavings4', modules: ['src/routes/app-routes.tsx', 'src/routes/group-routes.tsx', 'src/features/groups/group-breakdown-page.tsx'], drafts: d.groupBreakdown },
  { path: '/app/publicgroup', modules: ['src/routes/app-routes.tsx', 'src/routes/group-routes.tsx', 'src/features/groups/public-groups-page.tsx'] },
  { path: '/app/groupsavings/joingroup1/:id', modules: ['src/routes/app-routes.tsx', 'src/routes/group-routes.tsx', 'src/features/groups/join-schedule-page.tsx'] },
  { path: '/app/groupsavings/joingroup2', modules: ['src/routes/app-routes.tsx', 'src/routes/group-routes.tsx', 'src/features/groups/join-breakdown-page.tsx'], drafts: d.joinBreakdown },
  { path: '/app/groupsavings/otp/:challengeId', modules: ['src/routes/app-routes.tsx', 'src/routes/group-routes.tsx', 'src/features/groups/group-otp-page.tsx'], sample: `/app/groupsavings/otp/${SAMPLE_CHALLENGE}`, drafts: d.groupOtp },
  { path: '/app/savings', modules: ['src/routes/app-routes.tsx', 'src/routes/savings-routes.tsx', 'src/features/savings/savings-page.tsx'] },
  { path: '/app/singlesavings/:id', modules: ['src/routes/app-routes.tsx', 'src/routes/savings-routes.tsx', 'src/features/savings/single-savings-page.tsx'] },
  { path: '/app/savings/create', modules: ['src/routes/app-routes.tsx', 'src/routes/savings-routes.tsx', 'src/features/savings/create-page.tsx'] },
  { path: '/app/savings/create2/:category', modules: ['src/routes/app-routes.tsx', 'src/routes/savings-routes.tsx', 'src/features/savings/plan-step1-page.tsx'], sample: '/app/savings/create2/Family' },
  { path: '/app/savings/create3/:category', modules: ['src/routes/app-routes.tsx', 'src/routes/savings-routes.tsx', 'src/features/savings/plan-step2-page.tsx'], sample: '/app/savings/create3/Family', drafts: d.planStep2 },
  { path: '/app/savings/create4', modules: ['src/routes/app-routes.tsx', 'src/routes/savings-routes.tsx', 'src/features/savings/plan-breakdown-page.tsx'], drafts: d.planBreakdown },
  { path: '/app/savings/otp/id', modules: ['src/routes/app-routes.tsx', 'src/routes/savings-routes.tsx', 'src/features/savings/plan-otp-page.tsx'], drafts: d.planOtp },
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
  { path: '/app/otpwithdraw', modules: ['src/routes/app-routes.tsx', 'src/routes/account-routes.tsx'], drafts: d.otpWithdraw },
  // The original's address, with the challenge id (src/routes/money-routes.tsx).
  { path: '/app/otpwithdraw/:challengeId', modules: ['src/routes/app-routes.tsx', 'src/routes/account-routes.tsx'], sample: `/app/otpwithdraw/${SAMPLE_CHALLENGE}`, drafts: d.otpWithdraw },
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

/** Visits `keys` and every chunk they import statically, each once, imports before importers. */
function eachChunk(manifest: Manifest, keys: string[], visit: (chunk: ManifestChunk) => void) {
  const seen = new Set<string>();
  const collect = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) throw new Error(`${key} is not in the build: update the route list in scripts/route-chunks.ts`);
    for (const dep of chunk.imports ?? []) collect(dep);
    visit(chunk);
  };
  for (const key of keys) collect(key);
}

/** The files (scripts and their stylesheets, in load order) of the entry plus `modules` and all they import statically. */
export function firstPaintFiles(manifest: Manifest, modules: string[]): { scripts: string[]; styles: string[] } {
  const scripts = new Set<string>();
  const styles = new Set<string>();
  eachChunk(manifest, [entryKey(manifest), ...modules], (chunk) => {
    scripts.add(chunk.file);
    for (const css of chunk.css ?? []) styles.add(css);
  });
  return { scripts: [...scripts], styles: [...styles] };
}

/** The stylesheets of `modules` and of all they import statically (not their scripts: those load after paint). */
export function stylesOf(manifest: Manifest, modules: string[]): string[] {
  const styles = new Set<string>();
  eachChunk(manifest, modules, (chunk) => {
    for (const css of chunk.css ?? []) styles.add(css);
  });
  return [...styles];
}

/** The address a route's pattern is visited at (`:name` becomes 1): where the build prerenders it. */
export const addressOf = (path: string) => path.replace(/:[^/]+/g, '1');

/** Where the build writes the document of every signed-in route: the app's frame around a loading state. */
export const APP_SHELL_FILE = 'prerender/app-shell.html';

/** A signed-in route: its content is the customer's, so it is sent the app's frame (APP_SHELL_FILE). */
export const isAppRoute = (path: string) => /^\/app(\/|$)/.test(path);

/** Where the build writes a route's prerendered document, relative to the build's directory. */
export const prerenderFile = (path: string) => `prerender/${path === '/' ? 'index' : path.slice(1).replace(/[/:]+/g, '_')}.html`;

/** The route whose pattern (`:name` matches one segment) matches `pathname`, if any. */
export function matchRoute(pathname: string) {
  const segments = pathname.replace(/\/+$/, '').split('/');
  return routes.find((route) => {
    const pattern = route.path.replace(/\/+$/, '').split('/');
    return pattern.length === segments.length && pattern.every((p, i) => p === segments[i] || (p.startsWith(':') && segments[i] !== ''));
  });
}
