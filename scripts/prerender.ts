// Build step: every route's HTML document, written to dist/pages/ (`documentFile`, scripts/route-chunks.ts)
// for the server to send at the route's address (scripts/static-files.ts), or any static host with a
// rewrite per route. Each document names as preloads the chunks its first paint needs, so they arrive in
// parallel, and holds what paints before any script runs:
// - a public page or an auth screen (`prerender` in its row of src/routes/table.ts): its content, or its
//   shell, rendered by React's own server rendering (react-dom/static, src/prerender.tsx) through the
//   real route tree at the route's address;
// - a signed-in route: the app's frame around a loading state;
// - any other: the empty index.html.
// After the client build, a second, server-side build of src/prerender.tsx (same config, so the same
// vanilla-extract class names) is run in Node to render them; then every text file of the build gets its
// compressed twins (scripts/precompress.ts).
import { mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Plugin, ResolvedConfig } from 'vite';
import { precompressDir } from './precompress.ts';
import { addressOf, documentFile, firstPaintFiles, isAppRoute, readManifest, routes, stylesOf } from './route-chunks.ts';

const SERVER_ENTRY = 'src/prerender.tsx';
const EMPTY_ROOT = '<div id="root"></div>';

/**
 * `index.html` with `html` inside its empty #root. A `shell` is marked `data-shell`: the client renders
 * over it instead of hydrating it (src/main.tsx).
 */
export function documentWith(template: string, html: string, { shell = false } = {}): string {
  if (template.split(EMPTY_ROOT).length !== 2) throw new Error(`index.html must hold exactly one ${EMPTY_ROOT}`);
  return template.replace(EMPTY_ROOT, () => `<div id="root"${shell ? ' data-shell' : ''}>${html}</div>`);
}

/** `html` with the route's first-paint chunks named as preloads (those it does not name already). */
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
 * The document's scripts asked for at low priority: for a document that paints without them (a
 * prerendered page, the app's frame), the scripts only bring it to life, so on a slow line they wait
 * behind what paints (Chrome holds low-priority requests back while the render-blocking ones are in flight).
 */
export function scriptsAfterPaint(html: string): string {
  return html.replace(/<(script type="module"|link rel="modulepreload")(?![^>]*fetchpriority)/g, '<$1 fetchpriority="low"');
}

/**
 * Writes every route's document into `dist/pages/`. `rendered` is the markup of `#root` the build
 * rendered for each route the table marks `prerender`, by pattern; `appShell` that of the app's frame.
 */
export function writeDocuments(dist: string, rendered: Map<string, string>, appShell: string): void {
  const template = readFileSync(join(dist, 'index.html'), 'utf8');
  const manifest = readManifest(dist);
  if (!manifest) throw new Error('the build wrote no manifest (build.manifest in vite.config.ts)');
  for (const route of routes) {
    const files = firstPaintFiles(manifest, route.modules);
    const html = rendered.get(route.path);
    // A public page's HTML is the page: its scripts only bring it to life, so it names none but the entry,
    // whose imports load once it runs, after the page has painted, instead of being fetched and compiled
    // beside the page's first style and layout. An auth screen's form is in its scripts: they are preloaded.
    const scripts = route.prerender === 'page' ? [] : files.scripts;
    const document =
      html !== undefined
        ? // With the stylesheets of the parts it shows that load later (the contact form): it paints whole.
          scriptsAfterPaint(withPreloads(documentWith(template, html), { scripts, styles: [...new Set([...files.styles, ...stylesOf(manifest, route.rendered ?? [])])] }))
        : isAppRoute(route.path)
          ? scriptsAfterPaint(withPreloads(documentWith(template, appShell, { shell: true }), files))
          : withPreloads(template, files);
    const file = join(dist, documentFile(route.path));
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, document);
  }
}

interface Renderer {
  renderRoute: (path: string) => Promise<string>;
  renderAppShell: () => string;
}

/** Builds the server entry into `serverDir` with the project's own config, and loads it. */
async function buildRenderer(config: ResolvedConfig, serverDir: string): Promise<Renderer> {
  if (!config.configFile) throw new Error('prerendering needs the build to use vite.config.ts (its plugins render the CSS class names)');
  const { build } = await import('vite');
  await build({
    configFile: config.configFile,
    root: config.root,
    mode: config.mode,
    logLevel: 'warn',
    build: { ssr: SERVER_ENTRY, outDir: serverDir, emptyOutDir: true, copyPublicDir: false, manifest: false, minify: false },
  });
  const entry = readdirSync(serverDir).find((f) => /^prerender\.m?js$/.test(f));
  if (!entry) throw new Error(`the server build wrote no prerender.js to ${serverDir}`);
  return (await import(pathToFileURL(join(serverDir, entry)).href)) as Renderer;
}

export const prerender = (): Plugin => {
  let config: ResolvedConfig;
  return {
    name: 'prerender',
    // The client build only: the server build it runs uses this same config.
    apply: (userConfig, { command }) => command === 'build' && !userConfig.build?.ssr,
    configResolved(resolved) {
      config = resolved;
    },
    async closeBundle() {
      const outDir = resolve(config.root, config.build.outDir);
      // Inside the project, so Node resolves the bundle's imports (React, wouter) from node_modules; a
      // directory per build, as Node keeps every module it has loaded: a second build in one process
      // (the size report, a test) must load its own bundle, not the first one's.
      const serverRoot = resolve(config.root, '.prerender');
      const serverDir = join(serverRoot, `${process.pid}-${Date.now()}`);
      try {
        const { renderRoute, renderAppShell } = await buildRenderer(config, serverDir);
        const rendered = new Map<string, string>();
        for (const route of routes.filter((r) => r.prerender)) rendered.set(route.path, await renderRoute(addressOf(route.path)));
        writeDocuments(outDir, rendered, renderAppShell());
      } finally {
        rmSync(serverDir, { recursive: true, force: true });
        if (!readdirSync(serverRoot).length) rmSync(serverRoot, { recursive: true, force: true });
      }
      precompressDir(outDir);
    },
  };
};
