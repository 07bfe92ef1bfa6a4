// The built client as the production server sends it (scripts/serve.ts): a file of the build at its path,
// a route's address its document (dist/pages/, written by scripts/prerender.ts), any other address the
// plain index.html. sirv sends each as a CDN would: the precompressed twin the request accepts
// (scripts/precompress.ts) with Vary, an ETag answered by 304, and caching: the hashed files under
// /assets/ immutable, everything else revalidated on each navigation, so a deploy is seen at once.
import type { IncomingMessage, ServerResponse } from 'node:http';
import sirv from 'sirv';
import { PAGES_DIR, documentFile, matchRoute } from './route-chunks.ts';

export function staticFiles(dist: string) {
  const files = sirv(dist, {
    etag: true,
    brotli: true,
    gzip: true,
    extensions: [],
    setHeaders: (res, pathname) => res.setHeader('Cache-Control', pathname.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache'),
  });
  return {
    middleware: (req: IncomingMessage, res: ServerResponse, next: () => void) => {
      if (req.method !== 'GET' && req.method !== 'HEAD') return next();
      const address = URL.parse(req.url ?? '/', 'http://local');
      // A target no URL parser reads ('///', '/\\'): a bad request, not a server error.
      if (!address) return void res.writeHead(400, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Bad request');
      const { pathname, search } = address;
      const route = matchRoute(pathname);
      // One address per route: the document must be what the client's router renders there, or hydration would not match.
      if (route && pathname !== '/' && pathname.endsWith('/')) {
        res.writeHead(308, { Location: `${pathname.replace(/\/+$/, '')}${search}` }).end();
        return;
      }
      const send = (file: string) => {
        req.url = `/${file}`;
        files(req, res, next);
      };
      if (route) return send(documentFile(route.path));
      // A document is sent at its route's address only, never as a file of its own; a missing asset is a 404.
      if (pathname.startsWith(`/${PAGES_DIR}/`)) return send('index.html');
      files(req, res, () => (pathname.startsWith('/assets/') ? void res.writeHead(404).end() : send('index.html')));
    },
  };
}
