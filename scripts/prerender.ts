// Build step: the public pages, the auth screens' shells and the signed-in app's frame as static HTML, rendered by React's own
// server rendering (react-dom/static, src/prerender.tsx) through the real route tree at each route's
// address, so their content paints before any script runs; the browser hydrates it (src/main.tsx).
// After the client build, a second, server-side build of src/prerender.tsx (same config, so the same
// vanilla-extract class names) is run in Node for every route scripts/route-chunks.ts marks
// `prerender`, and each document is written to dist/prerender/ for the server (scripts/static-files.ts)
// to send in place of the empty index.html.
import { mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Plugin, ResolvedConfig } from 'vite';
import { APP_SHELL_FILE, addressOf, prerenderFile, routes } from './route-chunks.ts';

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
        const template = readFileSync(join(outDir, 'index.html'), 'utf8');
        for (const route of routes.filter((r) => r.prerender)) {
          const file = join(outDir, prerenderFile(route.path));
          mkdirSync(dirname(file), { recursive: true });
          writeFileSync(file, documentWith(template, await renderRoute(addressOf(route.path))));
        }
        writeFileSync(join(outDir, APP_SHELL_FILE), documentWith(template, renderAppShell(), { shell: true }));
      } finally {
        rmSync(serverDir, { recursive: true, force: true });
        if (!readdirSync(serverRoot).length) rmSync(serverRoot, { recursive: true, force: true });
      }
    },
  };
};
