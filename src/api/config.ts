// How the API layer reaches the session and the server: the entry hands the session over once
// (src/routes/connect-api.ts), before any call is made. Apart from http.ts, so the entry does not load
// superstruct and redaxios with it.

export interface Session {
  name: string;
  token: string;
  refreshToken: string;
  /** Epoch milliseconds after which the token must be refreshed. */
  expiresAt: number;
}

/** How the client reads and writes the session; the browser keeps it in sessionStorage, tests in memory. */
export interface SessionStore {
  get(): Session | null;
  set(session: Session): void;
  clear(): void;
}

export interface HttpConfig {
  baseURL: string;
  session: SessionStore;
  timeoutMs?: number;
  now?: () => number;
  /** Called once the session could not be renewed and has been cleared. */
  onSignedOut?: () => void;
  fetch?: typeof fetch;
}

let config: HttpConfig | null = null;
/** The session renewal in flight, shared by every call that needs it (single-flight). */
export const refresh: { running: Promise<Session> | null } = { running: null };

export function configureHttp(next: HttpConfig): void {
  config = next;
  refresh.running = null;
}


export function current(): HttpConfig {
  if (!config) throw new Error('configureHttp() must run before the first API call');
  return config;
}

