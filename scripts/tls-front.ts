// Lighthouse measures the build as production serves it: over HTTPS and HTTP/2, which every CDN and
// production web server speaks, in front of the server `npm start` runs (HTTP/1.1, as an origin behind a
// CDN is). Over HTTP/1.1 a browser fetches six files at a time from one origin; over HTTP/2 it asks for
// all of a route's first-paint chunks on one connection at once. This front terminates TLS with a
// certificate made for the run (the browser is told to accept it) and forwards each request, headers
// and bytes unchanged, to the origin.
import { request } from 'node:http';
import { createSecureServer, type Http2SecureServer } from 'node:http2';
import { generate } from 'selfsigned';

/** Headers of one HTTP/1.1 connection, which HTTP/2 forbids. */
const CONNECTION_HEADERS = new Set(['connection', 'keep-alive', 'proxy-connection', 'transfer-encoding', 'upgrade']);

export async function tlsFront(origin: string): Promise<{ url: string; server: Http2SecureServer }> {
  const upstream = new URL(origin);
  const { private: key, cert } = await generate([{ name: 'commonName', value: upstream.hostname }], {
    keySize: 2048,
    extensions: [{ name: 'subjectAltName', altNames: [{ type: 7, ip: upstream.hostname }] }],
  });
  const server = createSecureServer({ key, cert, allowHTTP1: true }, (req, res) => {
    const headers: Record<string, string | string[]> = { host: upstream.host };
    for (const [name, value] of Object.entries(req.headers)) if (!name.startsWith(':') && name !== 'host' && value !== undefined) headers[name] = value;
    const forward = request({ host: upstream.hostname, port: upstream.port, method: req.method, path: req.url, headers }, (answer) => {
      const out: Record<string, string | string[]> = {};
      for (const [name, value] of Object.entries(answer.headers)) if (!CONNECTION_HEADERS.has(name) && value !== undefined) out[name] = value;
      res.writeHead(answer.statusCode ?? 502, out);
      answer.pipe(res);
    });
    forward.on('error', () => void (res.headersSent ? res.destroy() : res.writeHead(502).end()));
    req.pipe(forward);
  });
  await new Promise<void>((listening) => server.listen(0, upstream.hostname, listening));
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('the TLS front has no port');
  return { url: `https://${upstream.hostname}:${address.port}`, server };
}
