// The server's own origin, as configured (never read from a request's Host), and the gate that keeps
// the control routes to it: a page on another origin (or a DNS-rebound name) cannot reach them.
import type { Request, RequestHandler } from 'express';

/** `npm run mock`'s address: the fallback when a server does not say where it listens. */
export const DEFAULT_ORIGIN = 'http://127.0.0.1:4010';

/** The origin, or a function giving it once the server listens (a free port is known only then). */
export type OriginOption = string | (() => string);

export const originResolver =
  (option: OriginOption = DEFAULT_ORIGIN) =>
  (): string => {
    const given = typeof option === 'function' ? option() : option;
    return given ? new URL(given).origin : DEFAULT_ORIGIN;
  };

/** Names of this machine: the configured origin reached by another of them is still the same server. */
const LOOPBACK = ['127.0.0.1', 'localhost', '[::1]'];

const ownHostnames = (own: URL) => [own.hostname, ...LOOPBACK];

export function isOwnOrigin(origin: string, own: string): boolean {
  let url: URL;
  try {
    url = new URL(origin);
  } catch {
    return false; // 'null' (a sandboxed frame, a file) and anything unparsable
  }
  const mine = new URL(own);
  return url.protocol === mine.protocol && url.port === mine.port && ownHostnames(mine).includes(url.hostname);
}

export const CROSS_ORIGIN = 'control routes answer only requests from the mock’s own origin';
export const JSON_ONLY = 'control routes take only Content-Type: application/json';

const mediaType = (req: Request) => (req.get('content-type') ?? '').split(';')[0]!.trim().toLowerCase();

/**
 * Refuses what a page on another origin could send: a request a browser marks cross-site, one with a
 * foreign Origin or Host, a CORS preflight (answered without any CORS header), and a non-GET request
 * without a JSON content type (the only kind a cross-origin page cannot send without a preflight).
 * Requests without Origin or Sec-Fetch headers (node's fetch, Playwright's request context) pass.
 */
export function sameOriginOnly(own: () => string, refuse: (res: Parameters<RequestHandler>[1], status: number, message: string) => void): RequestHandler {
  return (req, res, next) => {
    const site = req.get('sec-fetch-site');
    const origin = req.get('origin');
    const crossSite = site !== undefined && site !== 'same-origin' && site !== 'none';
    const foreignHost = !ownHostnames(new URL(own())).includes(req.hostname);
    if (crossSite || foreignHost || (origin !== undefined && !isOwnOrigin(origin, own())) || req.method === 'OPTIONS') return refuse(res, 403, CROSS_ORIGIN);
    if (req.method !== 'GET' && req.method !== 'HEAD' && mediaType(req) !== 'application/json') return refuse(res, 415, JSON_ONLY);
    return next();
  };
}
