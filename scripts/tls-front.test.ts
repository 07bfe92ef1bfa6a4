// The TLS front Lighthouse measures through: HTTP/2 to the browser, each request forwarded to the origin
// with its method, path, headers and body, and the answer sent back unchanged but for HTTP/1.1's own headers.
import { createServer, type IncomingHttpHeaders } from 'node:http';
import { connect } from 'node:http2';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tlsFront } from './tls-front.ts';

const seen: { method?: string; url?: string; headers: IncomingHttpHeaders; body: string }[] = [];
const origin = createServer((req, res) => {
  let body = '';
  req.on('data', (chunk: Buffer) => (body += chunk.toString()));
  req.on('end', () => {
    seen.push({ method: req.method, url: req.url, headers: req.headers, body });
    res.writeHead(201, { 'content-type': 'text/plain', 'content-encoding': 'br', etag: 'W/"1"', connection: 'keep-alive' }).end('answer');
  });
});
let front: Awaited<ReturnType<typeof tlsFront>>;

beforeAll(async () => {
  await new Promise<void>((listening) => origin.listen(0, '127.0.0.1', listening));
  const address = origin.address();
  if (!address || typeof address === 'string') throw new Error('no port');
  front = await tlsFront(`http://127.0.0.1:${address.port}`);
});
afterAll(() => {
  front?.server.close();
  origin.close();
});

describe('the TLS front', () => {
  it('speaks HTTP/2 over TLS and forwards the request and its answer', async () => {
    expect(front.url).toMatch(/^https:\/\/127\.0\.0\.1:\d+$/);
    const session = connect(front.url, { rejectUnauthorized: false });
    try {
      const answer = await new Promise<{ headers: Record<string, unknown>; body: string; protocol?: string }>((done, fail) => {
        const stream = session.request({ ':method': 'POST', ':path': '/api/x?y=1', 'accept-encoding': 'br', 'content-type': 'application/json' });
        let headers: Record<string, unknown> = {};
        let body = '';
        stream.on('response', (h) => (headers = h));
        stream.on('data', (chunk: Buffer) => (body += chunk.toString()));
        stream.on('end', () => done({ headers, body, protocol: session.alpnProtocol }));
        stream.on('error', fail);
        stream.end('{"a":1}');
      });
      expect(answer.protocol).toBe('h2');
      expect(answer.headers[':status']).toBe(201);
      expect(answer.headers['content-encoding']).toBe('br');
      expect(answer.headers['etag']).toBe('W/"1"');
      expect(answer.headers['connection']).toBeUndefined();
      expect(answer.body).toBe('answer');
      expect(seen.at(-1)).toMatchObject({ method: 'POST', url: '/api/x?y=1', body: '{"a":1}', headers: { 'accept-encoding': 'br', 'content-type': 'application/json' } });
    } finally {
      session.close();
    }
  });
});
