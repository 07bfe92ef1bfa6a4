// Where a visitor was going when sign-in interrupted them: kept for the browser session (not in the
// address, which stays /auth/login) and only ever a path of this app's own /app area, so a crafted
// link can never send a customer elsewhere after sign-in.
export const RETURN_KEY = 'returnTo';

/** Remembers the page being shown as sign-in interrupts it; takeReturn checks it as it reads it. */
export function rememberReturn() {
  try {
    if (location.pathname.startsWith('/app')) sessionStorage.setItem(RETURN_KEY, location.pathname + location.search + location.hash);
  } catch {
    // storage full or disabled: sign-in then lands on the dashboard
  }
}

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
