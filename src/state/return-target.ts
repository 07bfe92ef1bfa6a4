// The page sign-in returns to (see return-to.ts): read once, and only a same-origin /app path.
import { RETURN_KEY } from './return-to.ts';

/** The path (with query and hash) if it is a same-origin /app path; anything else is null. */
export function appPathOnly(raw: unknown, origin: string = typeof window === 'undefined' ? 'http://localhost' : window.location.origin): string | null {
  if (typeof raw !== 'string' || !raw.startsWith('/app')) return null;
  try {
    const url = new URL(raw, origin);
    if (url.origin !== origin) return null;
    if (url.pathname !== '/app' && !url.pathname.startsWith('/app/')) return null;
    return url.pathname + url.search + url.hash;
  } catch {
    return null;
  }
}

/** The remembered page, once: reading it forgets it. */
export function takeReturn(): string | null {
  try {
    const raw = sessionStorage.getItem(RETURN_KEY);
    sessionStorage.removeItem(RETURN_KEY);
    return appPathOnly(raw);
  } catch {
    return null;
  }
}
