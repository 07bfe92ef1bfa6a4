// What `npm run coverage` reads: the route table (what is built), the journeys' artefacts of the last run
// (the mock's request log, the recorded URLs) and the journeys' source (which texts they assert).
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { LoggedRequest } from '../mock-server/request-log.ts';
import type { VisitedUrl } from '../e2e/route-recorder.ts';
import { MOCK_REQUEST_LOG, REPORTS_DIR } from '../e2e/route-recorder.ts';
import { paths } from '../src/paths.ts';
import { ROUTES } from '../src/routes/table.ts';
import { API_DIR, loadApiModules } from '../contracts/catalogue/project.ts';
import type { RouteEntry } from '../contracts/catalogue/types.ts';

const readLines = <T>(file: string): T[] =>
  existsSync(file) ? readFileSync(file, 'utf8').split('\n').filter(Boolean).map((line) => JSON.parse(line) as T) : [];

export const requestLog = (): LoggedRequest[] | null => (existsSync(MOCK_REQUEST_LOG) ? readLines<LoggedRequest>(MOCK_REQUEST_LOG) : null);

export function visitedUrls(): VisitedUrl[] | null {
  if (!existsSync(REPORTS_DIR)) return null;
  const files = readdirSync(REPORTS_DIR).filter((f) => /^routes-\d+\.jsonl$/.test(f));
  return files.length ? files.flatMap((f) => readLines<VisitedUrl>(join(REPORTS_DIR, f))) : null;
}

/** A pattern with its parameter names dropped, so `/a/:id` and `/a/:challengeId` compare equal. */
export const normalise = (pattern: string) => pattern.replace(/:[^/]+/g, ':');

/** The named paths a route table may name outside the route table (`path={paths.authRoot}`). */
const PATH_TABLES: Record<string, unknown> = { paths };

function resolvePath(table: string, dotted: string): string | null {
  let node: unknown = PATH_TABLES[table];
  for (const key of dotted.split('.')) node = typeof node === 'object' && node !== null ? (node as Record<string, unknown>)[key] : undefined;
  return typeof node === 'string' ? node : null;
}

/**
 * The route patterns the client declares: every row of the route table (src/routes/table.ts), and the
 * routes the files in src/routes write of their own (the top-level split: `path="/auth/*"`,
 * `path={paths.authRoot}`, a template extending one). A `path={…}` this cannot resolve throws: its table
 * must be added to PATH_TABLES, or its routes would silently count as not built.
 */
export function builtPatterns(dir = 'src/routes'): Set<string> {
  const found = new Set<string>(ROUTES.map((route) => normalise(route.pattern)));
  for (const file of readdirSync(dir).filter((f) => f.endsWith('.tsx') && !f.endsWith('.test.tsx'))) {
    const text = readFileSync(join(dir, file), 'utf8');
    for (const m of text.matchAll(/\bpath=\{(`[^`]*`|[^}]+)\}/g)) {
      if (m[1]!.trim() === 'route.pattern') continue; // a route of the route table, counted above
      // `paths.a`, or a template that extends one: `${paths.otpWithdraw}/:challengeId`
      const ref = /^(\w+)\.([\w.]+)$/.exec(m[1]!.trim()) ?? /^`\$\{(\w+)\.([\w.]+)\}([^`$]*)`$/.exec(m[1]!.trim());
      const base = ref && resolvePath(ref[1]!, ref[2]!);
      const p = base && base + (ref[3] ?? '');
      if (!p) throw new Error(`${join(dir, file)}: cannot resolve path={${m[1]}} (add its table to PATH_TABLES in scripts/coverage-sources.ts)`);
      found.add(normalise(p));
    }
    for (const m of text.matchAll(/\bpath="([^"]+)"/g)) found.add(normalise(m[1]!));
  }
  return found;
}

/** Does a concrete path match a catalogue pattern (`:x` one non-empty segment)? */
export function matches(pattern: string, path: string): boolean {
  const want = pattern.split('/');
  const got = path.split('/');
  return want.length === got.length && want.every((seg, i) => seg === got[i] || (seg.startsWith(':') && got[i] !== ''));
}

/** The prefix a fallback covers: `/auth/*` -> `/auth/`, `/*` -> `/`. */
export const fallbackPrefix = (r: RouteEntry) => r.pattern.replace(/\*$/, '');

/** The fallback whose area a path lies in: the longest prefix (a bare `/app` belongs to `/app/`). */
export function areaOf(path: string, fallbacks: RouteEntry[]): RouteEntry | undefined {
  return fallbacks
    .filter((f) => `${path}/`.startsWith(fallbackPrefix(f)) || path.startsWith(fallbackPrefix(f)))
    .sort((a, b) => b.pattern.length - a.pattern.length)[0];
}

const escapeRegex = (s: string) => s.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

/** The ways a text can stand in TypeScript source: as written, with quotes escaped, inside a regex. */
const spellings = (text: string) => {
  const quoted = text.replace(/'/g, "\\'");
  return [...new Set([text, quoted, escapeRegex(text), escapeRegex(text).replace(/'/g, "\\'"), text.replace(/"/g, '\\"')])];
};

export interface SourceTexts {
  /** Files that hold the text. */
  find(text: string): string[];
}

export function sourceTexts(dir: string, accept: (file: string) => boolean): SourceTexts {
  const files: Array<{ file: string; text: string }> = [];
  const walk = (d: string) => {
    for (const entry of readdirSync(d, { withFileTypes: true })) {
      const full = join(d, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (/\.(ts|tsx)$/.test(entry.name) && accept(full)) files.push({ file: full, text: readFileSync(full, 'utf8') });
    }
  };
  walk(dir);
  return { find: (text) => files.filter((f) => spellings(text).some((s) => f.text.includes(s))).map((f) => f.file) };
}

/** Every .ts/.tsx text below `dir`, joined. */
const allText = (dir: string): string =>
  readdirSync(dir, { withFileTypes: true })
    .map((entry) => {
      const full = join(dir, entry.name);
      return entry.isDirectory() ? allText(full) : /\.tsx?$/.test(entry.name) ? readFileSync(full, 'utf8') : '';
    })
    .join('\n');

/**
 * The names of the calls some screen uses: a client function in src/api that sends the call
 * (`send(someCall` in its body) and whose name appears in src/features or src/routes. A call defined
 * only for the wire (its screen not built yet) cannot be exercised by a journey, and is listed as such.
 */
export async function callsUsedByScreens(): Promise<Set<string>> {
  const screens = `${allText('src/features')}\n${allText('src/routes')}`;
  const used = new Set<string>();
  for (const { file, exports: mod } of await loadApiModules()) {
    const text = readFileSync(join(API_DIR, file), 'utf8');
    const exported = [...text.matchAll(/^export (?:const|async function|function) (\w+)/gm)];
    exported.forEach((match, i) => {
      if (!new RegExp(`\\b${match[1]}\\b`).test(screens)) return;
      const body = text.slice(match.index, exported[i + 1]?.index ?? text.length);
      for (const [, callVar] of body.matchAll(/\bsend\((\w+)/g)) {
        const name = (mod[callVar!] as { name?: unknown } | undefined)?.name;
        if (typeof name === 'string') used.add(name);
      }
    });
  }
  return used;
}
