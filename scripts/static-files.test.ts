// The production serve on a tiny build: compression by Accept-Encoding, cache headers, ETags and 304,
// and each route's HTML preloading the chunks of its first paint.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { precompressDir } from './precompress.ts';
import { writeDocuments } from './prerender.ts';
import { type Manifest, routes } from './route-chunks.ts';
import { serve } from './serve.ts';

const dist = mkdtempSync(join(tmpdir(), 'static-files-'));
const entryJs = `console.log(${JSON.stringify('entry '.repeat(400))});`;
let server: Server;
let base: string;

beforeAll(async () => {
  mkdirSync(join(dist, 'assets'));
  mkdirSync(join(dist, '.vite'));
  writeFileSync(
    join(dist, 'index.html'),
    `<!doctype html><html><head><title>t</title><script type="module" crossorigin src="/assets/index-a1.js"></script></head><body><div id="root"></div></body></html>`,
  );
  writeFileSync(join(dist, 'assets', 'index-a1.js'), entryJs);
  const manifest: Manifest = {
    'index.html': { file: 'assets/index-a1.js', isEntry: true, dynamicImports: ['src/routes/auth-routes.tsx', 'src/routes/site-routes.tsx', 'src/routes/app-routes.tsx'] },
    'src/routes/app-routes.tsx': { file: 'assets/app-routes-i9.js', dynamicImports: ['src/features/dashboard/dashboard-page.tsx'] },
    'src/features/dashboard/dashboard-page.tsx': { file: 'assets/dashboard-page-j1.js', css: ['assets/dashboard-page-j1.css'] },
    'src/routes/auth-routes.tsx': { file: 'assets/auth-routes-b2.js', dynamicImports: ['src/features/auth/login-page.tsx'] },
    'src/features/auth/login-page.tsx': { file: 'assets/login-page-c3.js', imports: ['_text-field.js'], css: ['assets/login-page-c3.css'] },
    '_text-field.js': { file: 'assets/text-field-d4.js' },
    'src/routes/site-routes.tsx': { file: 'assets/site-routes-f6.js', css: ['assets/site-routes-f6.css'], dynamicImports: ['src/features/site/home-page.tsx'] },
    'src/features/site/home-page.tsx': { file: 'assets/home-page-e5.js' },
  };
  // Every other module a route loads, a chunk of its own.
  for (const module of new Set(routes.flatMap((r) => [...r.modules, ...(r.rendered ?? [])]))) {
    manifest[module] ??= { file: `assets/${module.replace(/\W+/g, '-')}.js` };
  }
  for (const { file } of Object.values(manifest)) if (file !== 'assets/index-a1.js') writeFileSync(join(dist, file), `export const x = ${JSON.stringify(file)};`);
  writeFileSync(join(dist, 'assets', 'login-page-c3.css'), '.a{color:red}');
  writeFileSync(join(dist, 'assets', 'site-routes-f6.css'), '.f{color:green}');
  writeFileSync(join(dist, 'assets', 'dashboard-page-j1.css'), '.d{color:blue}');
  writeFileSync(join(dist, '.vite', 'manifest.json'), JSON.stringify(manifest));
  // What the build's last step writes (scripts/prerender.ts), from what it rendered for two routes and the app's frame.
  const rendered = new Map([
    ['/', '<h1>The hero</h1><footer class="f">Footer</footer>'],
    ['/auth/login', '<h1>Sign in</h1><div role="status">Loading…</div>'],
  ]);
  writeDocuments(dist, rendered, '<nav>Frame</nav>');
  precompressDir(dist);
  ({ server, url: base } = await serve({ port: 0, distDir: dist }));
});

afterAll(() => {
  server?.close();
  rmSync(dist, { recursive: true, force: true });
});

const get = (path: string, headers: Record<string, string> = {}) => fetch(`${base}${path}`, { headers: { 'accept-encoding': 'identity', ...headers } });

describe('the production serve', () => {
  it('sends a hashed asset as brotli when accepted, immutable, with an ETag', async () => {
    // fetch would decode the body itself; node's fetch sends its own Accept-Encoding unless told otherwise.
    const res = await get('/assets/index-a1.js', { 'accept-encoding': 'gzip, deflate, br' });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-encoding')).toBe('br');
    expect(res.headers.get('vary')).toBe('Accept-Encoding');
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(res.headers.get('content-type')).toMatch(/^text\/javascript/);
    expect(res.headers.get('etag')).toMatch(/^W\/"[\w-]+"$/);
  });

  it('sends gzip to a client without brotli, and the bytes decode to the file', async () => {
    const { request } = await import('node:http');
    const body = await new Promise<{ encoding: string | undefined; bytes: Buffer }>((done, fail) => {
      request(`${base}/assets/index-a1.js`, { headers: { 'accept-encoding': 'gzip' } }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => done({ encoding: res.headers['content-encoding'], bytes: Buffer.concat(chunks) }));
      })
        .on('error', fail)
        .end();
    });
    expect(body.encoding).toBe('gzip');
    expect(gunzipSync(body.bytes).toString()).toBe(entryJs);
  });

  it('sends identity bytes when no coding is accepted', async () => {
    const res = await get('/assets/index-a1.js');
    expect(res.headers.get('content-encoding')).toBeNull();
    expect(await res.text()).toBe(entryJs);
  });

  it('answers 304 to If-None-Match with the current ETag of that encoding, 200 to a stale one', async () => {
    const first = await get('/assets/index-a1.js', { 'accept-encoding': 'br' });
    const etag = first.headers.get('etag')!;
    const again = await get('/assets/index-a1.js', { 'accept-encoding': 'br', 'if-none-match': etag });
    expect(again.status).toBe(304);
    const gz = await get('/assets/index-a1.js', { 'accept-encoding': 'gzip', 'if-none-match': etag });
    expect(gz.status).toBe(200); // another representation, another tag
    expect(gz.headers.get('etag')).not.toBe(etag);
  });

  it('sends HTML with no-cache and an ETag that revalidates', async () => {
    const res = await get('/auth/login', { 'accept-encoding': 'br' });
    expect(res.headers.get('cache-control')).toBe('no-cache');
    expect(res.headers.get('content-type')).toMatch(/^text\/html/);
    expect(res.headers.get('content-encoding')).toBe('br');
    const again = await get('/auth/login', { 'accept-encoding': 'br', 'if-none-match': res.headers.get('etag')! });
    expect(again.status).toBe(304);
  });

  it("names the route's first-paint chunks as preloads: area, screen and their static imports", async () => {
    const html = await (await get('/auth/login')).text();
    for (const file of ['auth-routes-b2.js', 'login-page-c3.js', 'text-field-d4.js']) {
      expect(html).toContain(`/assets/${file}">`);
    }
    // Each document links the stylesheets of what it shows, and carries none inline.
    expect(await (await get('/app/dashboard')).text()).toContain('<link rel="stylesheet" crossorigin href="/assets/dashboard-page-j1.css">');
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/login-page-c3.css">');
    expect(html).not.toContain('<style');
    expect(html).not.toContain('home-page-e5.js');
    expect(html.match(/index-a1\.js/g)).toHaveLength(1); // the entry script is not named twice
    const home = await (await get('/')).text();
    expect(home).not.toContain('login-page-c3.js');
  });

  it('sends a prerendered route its prerendered document, with the stylesheets of what it shows, and an auth screen its preloads', async () => {
    const home = await (await get('/')).text();
    expect(home).toContain('<div id="root"><h1>The hero</h1>');
    // A public page is its HTML: it names its entry script, and its route's chunks load once that runs.
    expect(home).toContain('<script type="module" fetchpriority="low" crossorigin src="/assets/index-a1.js">');
    for (const file of ['site-routes-f6.js', 'home-page-e5.js']) expect(home).not.toContain(file);
    // Its stylesheets are linked before its script: the page paints with them, and comes to life after.
    expect(home.indexOf('<link rel="stylesheet" crossorigin href="/assets/site-routes-f6.css">')).toBeGreaterThan(0);
    expect(home.indexOf('site-routes-f6.css')).toBeLessThan(home.indexOf('index-a1.js'));
    const login = await (await get('/auth/login')).text();
    expect(login).toContain('<h1>Sign in</h1>');
    // It paints without its scripts, so they are asked for after what paints.
    expect(login).toContain('<link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/login-page-c3.js">');
    expect(login).toContain('<script type="module" fetchpriority="low" crossorigin src="/assets/index-a1.js">');
    expect(login).not.toMatch(/<(script|link rel="modulepreload")(?![^>]*fetchpriority="low")/);
  });

  it('allows scripts and styles from this origin only in the CSP, nothing inline', async () => {
    const csp = (await get('/')).headers.get('content-security-policy') ?? '';
    expect(csp).toContain("style-src 'self';");
    expect(csp).toContain("script-src 'self';");
    expect(csp).not.toContain('unsafe-inline');
  });

  it("sends a signed-in route the app's frame, marked as a shell, with the route's preloads", async () => {
    const dashboard = await (await get('/app/dashboard')).text();
    expect(dashboard).toContain('<div id="root" data-shell><nav>Frame</nav></div>');
    // The frame paints from the HTML and the stylesheet: the scripts are asked for after it.
    expect(dashboard).toContain('<link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/dashboard-page-j1.js">');
    expect(dashboard).toContain('<link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/app-routes-i9.js">');
    expect(dashboard).not.toMatch(/<(script|link rel="modulepreload")(?![^>]*fetchpriority="low")/);
    expect(await (await get('/auth/login')).text()).not.toContain('Frame');
  });

  it("redirects a route's address with a trailing slash to the address itself, and never sends a document as a file of its own", async () => {
    const slash = await fetch(`${base}/auth/login/?next=%2Fapp`, { redirect: 'manual' });
    expect(slash.status).toBe(308);
    expect(slash.headers.get('location')).toBe('/auth/login?next=%2Fapp');
    const file = await (await get('/pages/index.html')).text();
    expect(file).not.toContain('The hero');
    expect(file).toContain('<div id="root"></div>');
  });

  it('sends the plain index for a path no route table lists, and 404 for a missing asset', async () => {
    const other = await get('/no/such/page');
    expect(other.status).toBe(200);
    expect(await other.text()).not.toContain('modulepreload');
    expect((await get('/assets/missing-00.js')).status).toBe(404);
  });

  it('answers a target no URL parser reads with a plain 400, never a stack trace', async () => {
    const { request } = await import('node:http');
    const { hostname, port } = new URL(base);
    for (const path of ['///', '/\\']) {
      const answer = await new Promise<{ status: number; body: string }>((done, fail) => {
        request({ host: hostname, port, path }, (res) => {
          let body = '';
          res.on('data', (chunk: Buffer) => (body += chunk.toString()));
          res.on('end', () => done({ status: res.statusCode ?? 0, body }));
        })
          .on('error', fail)
          .end();
      });
      expect(answer, path).toEqual({ status: 400, body: 'Bad request' });
    }
  });

  it('decodes brotli twins to the original file', async () => {
    const { readFileSync } = await import('node:fs');
    expect(brotliDecompressSync(readFileSync(join(dist, 'assets', 'index-a1.js.br'))).toString()).toBe(entryJs);
  });
});
