// The demo customer's session, signed in through the API, as the client keeps it in sessionStorage: for
// tools (size report, Lighthouse) that load signed-in routes in a browser.
import { DEMO } from '../fixtures/scenarios.ts';

export const SESSION_KEY = 'session';
/** Any same-origin document reaches sessionStorage; the mock's health route is the lightest. */
export const SAME_ORIGIN_PAGE = '/__mock/health';

/** Signs the demo customer in at `base` and returns the stored form of the session (JSON). */
export async function demoSession(base: string, tool: string): Promise<string> {
  const res = await fetch(`${base}/api/v1/identity/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: DEMO.email, password: DEMO.password, platform: { source: 'web', id: tool } }),
  });
  if (!res.ok) throw new Error(`demo sign-in failed: ${res.status} ${await res.text()}`);
  const { data } = (await res.json()) as { data: { name: string; token: string; refreshToken: string } };
  return JSON.stringify({ ...data, expiresAt: Date.now() + 3_600_000 });
}

/**
 * What a visit to a route finds in sessionStorage, as [key, value] pairs: its drafts (a step of a flow,
 * scripts/route-drafts.ts) and, where it needs one, the demo customer's session.
 */
export async function storedFor(base: string, tool: string, visit: { drafts?: Record<string, unknown>; signedIn: boolean }): Promise<[string, string][]> {
  const stored = Object.entries(visit.drafts ?? {}).map(([key, value]): [string, string] => [key, JSON.stringify(value)]);
  if (visit.signedIn) stored.push([SESSION_KEY, await demoSession(base, tool)]);
  return stored;
}
