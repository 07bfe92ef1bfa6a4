// Which chunks of the build each route needs before it can paint: the entry, the area's route table
// and the screen (the lazily loaded modules the route renders on first load), with every chunk they
// import statically. The route's document preloads them (scripts/prerender.ts; a public page's names only the
// entry); the size report measures them.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fill } from '../src/paths.ts';
import { routeAt } from '../src/routes/route-at.ts';
import { AREA_GUARDS, ROUTES, type Area, type Guard, type RouteName, type RouteRow } from '../src/routes/table.ts';
import { type Drafts, routeDrafts, routeSamples } from './route-drafts.ts';

export interface ManifestChunk {
  file: string;
  /** The chunk's name (its first module's), and its source for a module's own chunk. */
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
  /** Its name in the route table (src/routes/table.ts). */
  name: RouteName;
  /** A wouter pattern. */
  path: string;
  guard: Guard;
  /** The lazily loaded modules it renders on first load (route table, then screen). */
  modules: string[];
  /** Its budget where it is not the default 100 KB (the public pages: 80 KB). */
  budget?: number;
  /** The address the size report visits where a parameter needs a real value (otherwise each `:param` is 1). */
  sample?: string;
  /** A step of a flow: the drafts a reload mid-flow finds (scripts/route-drafts.ts), which the size report visits it with. */
  drafts?: Drafts;
  /** The build prerenders its HTML (scripts/prerender.ts): the whole page, or an auth screen's shell. */
  prerender?: 'page' | 'shell';
  /** Lazily loaded modules the prerendered HTML shows beyond `modules`, loaded later: their stylesheets come with the HTML. */
  rendered?: string[];
}

const PUBLIC = 80 * KB;
const feature = (module: string) => `src/features/${module}.tsx`;

/** The route tables a route of each area loads before its screen: the area's own, after the app's for an /app area. */
const AREA_MODULES: Record<Area, string[]> = {
  site: ['src/routes/site-routes.tsx'],
  auth: ['src/routes/auth-routes.tsx'],
  createPin: ['src/routes/create-pin-route.tsx'],
  dashboard: ['src/routes/app-routes.tsx'],
  stash: ['src/routes/app-routes.tsx', 'src/routes/stash-routes.tsx'],
  help: ['src/routes/app-routes.tsx', 'src/routes/help-routes.tsx'],
  purse: ['src/routes/app-routes.tsx', 'src/routes/purse-routes.tsx'],
  group: ['src/routes/app-routes.tsx', 'src/routes/group-routes.tsx'],
  savings: ['src/routes/app-routes.tsx', 'src/routes/savings-routes.tsx'],
  account: ['src/routes/app-routes.tsx', 'src/routes/account-routes.tsx'],
};

/** A row of the route table (src/routes/table.ts) as the server, the prerender step and the size report read it. */
function chunksOf(row: RouteRow & { name: RouteName }): RouteChunks {
  const { name, pattern, area, screen, prerender } = row;
  const sample = routeSamples[name as keyof typeof routeSamples];
  const drafts = routeDrafts[name as keyof typeof routeDrafts];
  return {
    name,
    path: pattern,
    guard: AREA_GUARDS[area],
    modules: [...AREA_MODULES[area], ...(screen ? [feature(screen)] : [])],
    ...(area === 'site' ? { budget: PUBLIC } : {}),
    ...(sample === undefined ? {} : { sample: fill(pattern, sample) }),
    ...(prerender ? { prerender } : {}),
    ...(row.rendered ? { rendered: row.rendered.map(feature) } : {}),
    ...(drafts ? { drafts } : {}),
  };
}

/** Every route of the route table, in its order. */
export const routes: RouteChunks[] = ROUTES.map(chunksOf);

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

/** The stylesheets of `modules` and of all they import statically (not their scripts: those load later). */
export function stylesOf(manifest: Manifest, modules: string[]): string[] {
  const styles = new Set<string>();
  eachChunk(manifest, modules, (chunk) => {
    for (const css of chunk.css ?? []) styles.add(css);
  });
  return [...styles];
}

/** The address a route's pattern is visited at (`:name` becomes 1): where the build prerenders it. */
export const addressOf = (path: string) => path.replace(/:[^/]+/g, '1');

/** How the size report and Lighthouse visit a route: at its sample address (or where the build prerenders it), signed in where its guard asks. */
export const visitOf = (route: Pick<RouteChunks, 'path' | 'sample' | 'guard'>) => ({
  url: route.sample ?? addressOf(route.path),
  signedIn: route.guard === 'signed-in',
});

/** A signed-in route: its content is the customer's, so its document is the app's frame. */
export const isAppRoute = (path: string) => /^\/app(\/|$)/.test(path);

/** The build's directory of route documents (scripts/prerender.ts), which the server never sends as files of their own. */
export const PAGES_DIR = 'pages';

/** Where the build writes a route's document, relative to the build's directory: its pattern, `/` and `:` as `_`. */
export const documentFile = (path: string) => `${PAGES_DIR}/${path === '/' ? 'index' : path.slice(1).replace(/[/:]+/g, '_')}.html`;

/** The route at `pathname`, matched as the client's router matches it (src/routes/table.ts), if any. */
export function matchRoute(pathname: string) {
  const row = routeAt(pathname);
  return row && routes.find((route) => route.name === row.name);
}
