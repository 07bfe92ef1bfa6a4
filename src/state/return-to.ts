// Where a visitor was going when sign-in interrupted them: kept for the browser session (not in the
// address, which stays /auth/login) and only ever a path of this app's own /app area, so a crafted
// link can never send a customer elsewhere after sign-in.
const KEY = 'returnTo';

const storage = (): Storage | null => {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null;
  }
};

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

/** Remembers the page being shown, when it is an app page; called as sign-in interrupts it. */
export function rememberReturn(path: string = typeof window === 'undefined' ? '' : window.location.pathname + window.location.search + window.location.hash) {
  const safe = appPathOnly(path);
  try {
    if (safe) storage()?.setItem(KEY, safe);
  } catch {
    // storage full or disabled: sign-in then lands on the dashboard
  }
}

/** The remembered page, once: reading it forgets it. */
export function takeReturn(): string | null {
  const store = storage();
  try {
    const raw = store?.getItem(KEY) ?? null;
    store?.removeItem(KEY);
    return appPathOnly(raw);
  } catch {
    return null;
  }
}
