import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { prerender } from './scripts/prerender.ts';

/** `npm run dev`: the mock API inside Vite's dev server, so HMR and /api share one origin. */
const mockApi = (): Plugin => ({
  name: 'mock-api',
  apply: 'serve',
  async configureServer(server) {
    if (process.env.VITEST) return;
    const [{ createMockApi }, { default: express }] = await Promise.all([import('./mock-server/app.ts'), import('express')]);
    // A whole express app (not a bare router) so that req/res get express's helpers inside connect.
    const app = express();
    // Its own address once Vite listens: the card provider's page and the control routes' origin.
    app.use(createMockApi({ controls: true, origin: () => server.resolvedUrls?.local[0] ?? '' }).router);
    server.middlewares.use((req, res, next) => app(req as Parameters<typeof app>[0], res as Parameters<typeof app>[1], next));
  },
});

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react(), vanillaExtractPlugin(), mockApi(), prerender()],
  build: {
    manifest: true,
    // Every browser the target (ES2022) implies supports <link rel="modulepreload">: no polyfill.
    // A lazily loaded screen's CSS is still fetched beside its chunk, but its JS imports are not listed
    // in the code that imports it: with some fifty screens those lists outweighed the route tables
    // themselves (in every app route's first paint). A cold load gets each route's chunks as
    // modulepreload links in its HTML (scripts/prerender.ts); a move within the app fetches the
    // screen's chunk, then any import not yet loaded (most are shared and already there).
    modulePreload: { polyfill: false, resolveDependencies: (_file, deps, { hostType }) => (hostType === 'js' ? deps.filter((dep) => dep.endsWith('.css')) : deps) },
    target: 'es2022',
    // CSS is split by chunk (Vite's default): a document links the stylesheets of the modules its first
    // paint needs (scripts/prerender.ts), and a screen loaded later brings its own, so a page's first
    // style and layout work through the rules of what it shows, not the whole client's.
    rolldownOptions: {
      output: {
        // A chunk, and a stylesheet, is named by its content hash alone: every import between chunks spells the
        // imported file's name, and the screens' table lists each screen's stylesheets, in code every page
        // loads. To see which source a file holds, read the manifest (dist/.vite/manifest.json;
        // `npm run size -- --verbose` prints the sources by name).
        // (The prerender's server build keeps its names: scripts/prerender.ts loads its prerender.js.)
        ...(isSsrBuild ? {} : { entryFileNames: 'assets/[hash].js', chunkFileNames: 'assets/[hash].js', assetFileNames: 'assets/[hash][extname]' }),
      },
    },
    sourcemap: false,
  },
  server: { host: '127.0.0.1' },
  preview: { host: '127.0.0.1' },
}));
