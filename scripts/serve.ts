// One origin for the built client and its API: the mock (default) or a real API proxied at /api.
import { existsSync, readFileSync } from 'node:fs';
import type { Server } from 'node:http';
import { resolve } from 'node:path';
import express, { type NextFunction, type Request, type Response } from 'express';
import { createMockApi, type MockApi } from '../mock-server/app.ts';
import { listen } from '../mock-server/listen.ts';
import { OPENAPI_FILE } from './openapi.ts';
import { documentFile } from './route-chunks.ts';
import { securityHeaders } from './security-headers.ts';
import { staticFiles } from './static-files.ts';

export interface ServeOptions {
  port: number;
  host?: string;
  /** Proxy /api to this base URL instead of serving the mock. */
  api?: string;
  distDir?: string;
}

const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'transfer-encoding', 'upgrade', 'host', 'content-length', 'accept-encoding']);

/** Forwards one request to the real API, streaming the answer back. */
function proxyTo(target: string) {
  const base = target.replace(/\/+$/, '');
  return async (req: Request, res: Response) => {
    const headers = new Headers();
    for (const [key, value] of Object.entries(req.headers)) if (typeof value === 'string' && !HOP_BY_HOP.has(key)) headers.set(key, value);
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    try {
      const upstream = await fetch(`${base}${req.originalUrl}`, {
        method: req.method,
        headers,
        body: chunks.length && req.method !== 'GET' && req.method !== 'HEAD' ? Buffer.concat(chunks) : undefined,
        redirect: 'manual',
      });
      res.status(upstream.status);
      upstream.headers.forEach((value, key) => {
        if (!HOP_BY_HOP.has(key) && key !== 'content-encoding') res.setHeader(key, value);
      });
      res.send(Buffer.from(await upstream.arrayBuffer()));
    } catch (error) {
      console.error(`[proxy] ${req.method} ${req.originalUrl} -> ${base}: ${(error as Error).message}`);
      res.status(502).json({ success: false, data: null, messages: ['The API could not be reached through the proxy.'] });
    }
  };
}

export async function serve(options: ServeOptions): Promise<{ server: Server; url: string; mock: MockApi | null }> {
  const host = options.host ?? '127.0.0.1';
  const dist = resolve(options.distDir ?? 'dist');
  if (!existsSync(resolve(dist, documentFile('/')))) throw new Error(`${dist}/${documentFile('/')} is missing: build the client first (npm run build)`);

  const app = express();
  app.disable('x-powered-by');
  // Like the mock's own routers: /API/… is not /api/…, for the proxy as for the mock.
  app.enable('case sensitive routing');
  const site = staticFiles(dist);
  app.use(securityHeaders(options.api));
  let address = '';
  let mock: MockApi | null = null;
  if (options.api) {
    const forward = proxyTo(options.api);
    app.use('/api', (req, res) => void forward(req, res));
  } else {
    // The address it listens on, known once it does (port 0 picks a free one).
    mock = createMockApi({ controls: true, origin: () => address });
    app.use(mock.router);
  }
  // The API's OpenAPI document (npm run openapi), at a stable address for backend teams and their tools.
  app.get('/openapi.json', (_req, res) => void res.type('application/json').send(readFileSync(OPENAPI_FILE)));
  // The build: its files, and each route's document at its address. Every other path gets the plain
  // index: the client decides (and redirects unknown ones).
  app.use(site.middleware);
  // Anything that throws on the way is a plain 500 and one line in the log: never a stack trace (with the
  // server's file paths) in the answer, as Express's own handler sends outside production.
  app.use((error: Error, req: Request, res: Response, _next: NextFunction) => {
    console.error(`[serve] ${req.method} ${req.path}: ${error.message}`);
    if (res.headersSent) return void res.end();
    res.status(500).type('text/plain').send('Something went wrong on our side.');
  });

  const { server, url } = await listen(app, options.port, host);
  address = url;
  return { server, url, mock };
}
