// Starts an express app on 127.0.0.1 (port 0 picks a free one) and reports where it listens.
import type { Server } from 'node:http';
import type { Express } from 'express';

export async function listen(app: Express, port = 0, host = '127.0.0.1'): Promise<{ server: Server; url: string }> {
  const server = await new Promise<Server>((done, failed) => {
    const s = app.listen(port, host, () => done(s));
    s.on('error', failed);
  });
  // Node closes an idle keep-alive socket after 5 s; a client reusing it just then gets ECONNRESET
  // (seen in a journey's API check under load). Idle sockets live longer than any client keeps them.
  server.keepAliveTimeout = 65_000;
  server.headersTimeout = 66_000;
  const address = server.address();
  return { server, url: `http://${host}:${typeof address === 'object' && address ? address.port : port}` };
}
