// The security headers every response of `npm start` carries; the README gives the same set for a
// production server (nginx). Kept in its own module so serve.ts applies it with one line.
import type { RequestHandler } from 'express';

/** The origin (scheme, host, port) of `api`, or null for a value that is not an absolute http(s) URL. */
export function originOf(api: string | undefined): string | null {
  if (!api) return null;
  try {
    const url = new URL(api);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.origin : null;
  } catch {
    return null;
  }
}

/**
 * The Content-Security-Policy: scripts and styles only from this origin (the build has no inline script
 * or style), calls to this origin and the API's, images from here or data: URLs (the favicon), and no
 * framing, plugins, <base> or cross-site form posts.
 */
export function contentSecurityPolicy(apiOrigin: string | null): string {
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self'",
    "img-src 'self' data:",
    "font-src 'self'",
    `connect-src 'self'${apiOrigin ? ` ${apiOrigin}` : ''}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

export function securityHeaderValues(api?: string): Record<string, string> {
  return {
    'content-security-policy': contentSecurityPolicy(originOf(api)),
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'strict-origin-when-cross-origin',
    'permissions-policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=()',
    // For browsers that predate frame-ancestors.
    'x-frame-options': 'DENY',
  };
}

/** Express middleware setting the headers on every response; `api` is `npm start --api`, if given. */
export function securityHeaders(api?: string): RequestHandler {
  const headers = Object.entries(securityHeaderValues(api));
  return (_req, res, next) => {
    for (const [name, value] of headers) res.setHeader(name, value);
    next();
  };
}
