// The built client as the production server sends it: precompressed bytes chosen by Accept-Encoding,
// immutable caching for hashed assets and revalidation (ETag, 304) for HTML, and for each route an
// HTML document that preloads the chunks its first paint needs, so they arrive in parallel: for a
// public page or an auth screen, the document the build prerendered (scripts/prerender.ts); for a
// signed-in route, the app's prerendered frame. A document that paints without its scripts asks for
// them at low priority, after its stylesheet.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { extname, join, relative, sep } from 'node:path';
import { brotli, gzip } from './precompress.ts';
import { APP_SHELL_FILE, firstPaintFiles, isAppRoute, matchRoute, prerenderFile, readManifest, routes, stylesOf } from './route-chunks.ts';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'no-cache';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.txt': 'text/plain; charset=utf-8',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
};

export type Coding = 'br' | 'gzip';
interface Representation {
  body: Buffer;
  /** Strong: a hash of these very bytes, so each encoding has its own. */
  etag: string;
}
export interface Resource {
  type: string;
  cacheControl: string;
  identity: Representation;
  encoded: Partial<Record<Coding, Representation>>;
}

const represent = (body: Buffer): Representation => ({ body, etag: `"${createHash('sha256').update(body).digest('base64url').slice(0, 32)}"` });

function resource(path: string, body: Buffer, cacheControl: string, encoded: Partial<Record<Coding, Buffer>>): Resource {
  const reps: Partial<Record<Coding, Representation>> = {};
  for (const coding of ['br', 'gzip'] as const) {
    const bytes = encoded[coding];
    if (bytes && bytes.length < body.length) reps[coding] = represent(bytes);
  }
  return { type: TYPES[extname(path)] ?? 'application/octet-stream', cacheControl, identity: represent(body), encoded: reps };
}

/** The codings the client accepts, best first (brotli before gzip at equal weight); identity is always possible. */
export function acceptedCodings(header: string | undefined): Coding[] {
  if (!header) return [];
  const weights = new Map<string, number>();
  for (const part of header.split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    weights.set(name.trim(), q ? Number(q.slice(2)) || 0 : 1);
  }
  const weight = (coding: Coding) => weights.get(coding) ?? (coding === 'gzip' ? weights.get('x-gzip') : undefined) ?? weights.get('*') ?? 0;
  return (['br', 'gzip'] as const).filter((c) => weight(c) > 0).sort((a, b) => weight(b) - weight(a));
}

const matches = (ifNoneMatch: string | undefined, etag: string) =>
  !!ifNoneMatch && ifNoneMatch.split(',').some((tag) => {
    const t = tag.trim();
    return t === '*' || t === etag || t === `W/${etag}`;
  });

function* walk(dir: string): Generator<string> {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) yield* walk(path);
    else yield path;
  }
}

/** `index.html` with the route's first-paint chunks named as preloads (those it does not name already). */
export function withPreloads(html: string, files: { scripts: string[]; styles: string[] }): string {
  const links = [
    ...files.styles.filter((f) => !html.includes(`/${f}"`)).map((f) => `<link rel="stylesheet" crossorigin href="/${f}">`),
    ...files.scripts.filter((f) => !html.includes(`/${f}"`)).map((f) => `<link rel="modulepreload" crossorigin href="/${f}">`),
  ];
  const withLinks = links.length ? html.replace('</head>', `  ${links.join('\n    ')}\n  </head>`) : html;
  return stylesFirst(withLinks);
}

/**
 * The head's stylesheets moved before its scripts: the page cannot paint before its CSS, while the
 * scripts can wait (a prerendered page paints without them), so on a slow line the CSS is asked for first.
 */
export function stylesFirst(html: string): string {
  const head = html.slice(0, html.indexOf('</head>'));
  const firstScript = head.search(/<script\b|<link rel="modulepreload"/);
  if (firstScript < 0) return html;
  const sheets = [...head.slice(firstScript).matchAll(/[ \t]*<link rel="stylesheet"[^>]*>\n?/g)].map((m) => m[0]);
  if (!sheets.length) return html;
  let rest = html.slice(firstScript);
  for (const sheet of sheets) rest = rest.replace(sheet, '');
  return `${html.slice(0, firstScript)}${sheets.map((s) => `${s.trim()}\n    `).join('')}${rest}`;
}

/**
 * The document's scripts asked for at low priority: for a prerendered page, whose HTML and stylesheet
 * paint it whole, the scripts only bring it to life, so on a slow line they wait behind what paints
 * (Chrome holds low-priority requests back while the render-blocking ones are in flight).
 */
export function scriptsAfterPaint(html: string): string {
  return html.replace(/<(script type="module"|link rel="modulepreload")(?![^>]*fetchpriority)/g, '<$1 fetchpriority="low"');
}

/** The hash a Content-Security-Policy names an inline `<style>` by ('sha256-…', quotes included). */
export const styleHash = (css: string) => `'sha256-${createHash('sha256').update(css, 'utf8').digest('base64')}'`;

/**
 * The document's stylesheets of the build set inline: the page paints with the HTML alone, not a
 * round trip later (on a slow line one costs ~150 ms before anything shows). `read` gives a file of
 * the build by its path, or undefined; a sheet it cannot give, or one that would end the element
 * early, stays a link. Returns the document and the hashes its CSP must allow.
 */
export function inlineStyles(html: string, read: (file: string) => string | undefined): { html: string; hashes: string[] } {
  const hashes: string[] = [];
  const out = html.replace(/<link rel="stylesheet"[^>]*? href="\/([^"]+)">/g, (link, file: string) => {
    const css = read(file);
    if (css === undefined || /<\/style/i.test(css)) return link;
    hashes.push(styleHash(css));
    return `<style>${css}</style>`;
  });
  return { html: out, hashes };
}

/** Reads the build once, at startup: every file with its compressed twins, and one HTML document per route. */
export function loadStaticFiles(dist: string) {
  const files = new Map<string, Resource>();
  for (const path of walk(dist)) {
    const rel = relative(dist, path).split(sep).join('/');
    if (rel.startsWith('.vite/') || rel.startsWith('prerender/') || rel.endsWith('.br') || rel.endsWith('.gz') || rel === 'index.html') continue;
    const twin = (suffix: string) => (existsSync(`${path}${suffix}`) ? readFileSync(`${path}${suffix}`) : undefined);
    const encoded: Partial<Record<Coding, Buffer>> = {};
    const br = twin('.br');
    const gz = twin('.gz');
    if (br) encoded.br = br;
    if (gz) encoded.gzip = gz;
    files.set(`/${rel}`, resource(path, readFileSync(path), rel.startsWith('assets/') ? IMMUTABLE : REVALIDATE, encoded));
  }
  const template = readFileSync(join(dist, 'index.html'), 'utf8');
  const page = (html: string) => {
    const body = Buffer.from(html);
    return resource('index.html', body, REVALIDATE, { br: brotli(body), gzip: gzip(body) });
  };
  const manifest = readManifest(dist);
  const fallback = page(template);
  const built = (route: (typeof routes)[number]) => !!manifest && route.modules.every((m) => manifest[m]);
  // A signed-in route paints the app's frame while its scripts arrive, where the build wrote it: the frame
  // and its loading state paint from the HTML and the stylesheet, so its scripts come after those.
  const appShell = existsSync(join(dist, APP_SHELL_FILE)) ? readFileSync(join(dist, APP_SHELL_FILE), 'utf8') : undefined;
  const documentOf = (route: (typeof routes)[number]) => {
    const files = firstPaintFiles(manifest!, route.modules);
    return appShell && isAppRoute(route.path) ? scriptsAfterPaint(withPreloads(appShell, files)) : withPreloads(template, files);
  };
  // A route whose modules the build lacks (another build, a fixture) gets the plain index, not a failure.
  const pages = new Map(routes.map((route) => [route.path, built(route) ? page(documentOf(route)) : fallback]));
  // The prerendered document, with its stylesheets (and those of the parts it shows that load later)
  // inline: it paints whole from this one response.
  const prerendered = new Map<string, Resource>();
  const styleHashes = new Set<string>();
  const css = (file: string) => (file.startsWith('assets/') && file.endsWith('.css') && existsSync(join(dist, file)) ? readFileSync(join(dist, file), 'utf8') : undefined);
  for (const route of routes) {
    const file = join(dist, prerenderFile(route.path));
    if (!route.prerender || !built(route) || !existsSync(file)) continue;
    const files = firstPaintFiles(manifest!, route.modules);
    const styles = [...new Set([...files.styles, ...stylesOf(manifest!, route.rendered ?? [])])];
    const inlined = inlineStyles(scriptsAfterPaint(withPreloads(readFileSync(file, 'utf8'), { scripts: files.scripts, styles })), css);
    for (const hash of inlined.hashes) styleHashes.add(hash);
    prerendered.set(route.path, page(inlined.html));
  }
  return {
    /** The CSP hashes of the stylesheets the documents carry inline (security-headers.ts). */
    styleHashes: [...styleHashes],
    file: (pathname: string) => files.get(pathname),
    page: (pathname: string) => {
      const route = matchRoute(pathname);
      if (!route) return fallback;
      // Only at the very address the client's router matches (not with a trailing slash): the HTML must
      // be what the browser's first render produces there, or hydration would not match.
      const exact = pathname === '/' || !pathname.endsWith('/');
      return (exact && prerendered.get(route.path)) || pages.get(route.path) || fallback;
    },
  };
}

/** Sends `r` in the best coding the request accepts, or 304 when the client's copy is current. */
export function send(req: IncomingMessage, res: ServerResponse, r: Resource): void {
  const coding = acceptedCodings(req.headers['accept-encoding']).find((c) => r.encoded[c]);
  const rep = coding ? r.encoded[coding]! : r.identity;
  res.setHeader('Content-Type', r.type);
  res.setHeader('Cache-Control', r.cacheControl);
  if (Object.keys(r.encoded).length) res.setHeader('Vary', 'Accept-Encoding');
  if (coding) res.setHeader('Content-Encoding', coding);
  res.setHeader('ETag', rep.etag);
  if (matches(req.headers['if-none-match'], rep.etag)) {
    res.statusCode = 304;
    res.end();
    return;
  }
  res.setHeader('Content-Length', rep.body.length);
  res.end(req.method === 'HEAD' ? undefined : rep.body);
}

/** Middleware: files of the build by path; a missing /assets file is a 404; any other GET is a client route's HTML. */
export function staticFiles(site: ReturnType<typeof loadStaticFiles>) {
  return (req: IncomingMessage, res: ServerResponse, next: () => void) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    const pathname = new URL(req.url ?? '/', 'http://local').pathname;
    const file = site.file(pathname);
    if (file) return send(req, res, file);
    if (pathname.startsWith('/assets/')) {
      res.statusCode = 404;
      res.end();
      return;
    }
    send(req, res, site.page(pathname));
  };
}
