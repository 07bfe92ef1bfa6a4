// An opt-in log of every /api request the mock answers (MOCK_REQUEST_LOG=<file>, one JSON line each):
// `npm run coverage` reads it to see which calls the journeys exercised.
import { appendFileSync, mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import type { RequestHandler } from 'express';

export interface LoggedRequest {
  method: string;
  path: string;
  /** The client call whose handler took the request; null when none did (a 404, a parse error). */
  call: string | null;
  status: number;
  /** Sent by a browser page (it carries Sec-Fetch headers), not by a test's own request context. */
  browser: boolean;
}

export function requestLog(file = process.env.MOCK_REQUEST_LOG): RequestHandler | null {
  if (!file) return null;
  mkdirSync(dirname(file), { recursive: true });
  return (req, res, next) => {
    res.on('finish', () => {
      const call: unknown = res.locals.call;
      const entry: LoggedRequest = {
        method: req.method,
        path: req.originalUrl.split('?')[0]!,
        call: typeof call === 'string' ? call : null,
        status: res.statusCode,
        browser: Boolean(req.get('sec-fetch-mode')),
      };
      appendFileSync(file, `${JSON.stringify(entry)}\n`);
    });
    next();
  };
}
