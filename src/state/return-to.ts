// Where a visitor was going when sign-in interrupted them: kept for the browser session (not in the
// address, which stays /auth/login) and only ever a path of this app's own /app area, so a crafted
// link can never send a customer elsewhere after sign-in.
export const RETURN_KEY = 'returnTo';

/**
 * Remembers the page being shown as sign-in interrupts it. It is checked when read (takeReturn, in
 * return-target.ts), so this stays small: it runs in every area's first load.
 */
export function rememberReturn() {
  try {
    if (location.pathname.startsWith('/app')) sessionStorage.setItem(RETURN_KEY, location.pathname + location.search + location.hash);
  } catch {
    // storage full or disabled: sign-in then lands on the dashboard
  }
}
