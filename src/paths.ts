// Named paths: screens link through these, never through string literals of their own. One per route of
// the route table (src/routes/table.ts), by its name: a string, or for a route with a parameter a
// function of its value (`paths.stashOtp(challengeId)`).
import { ROUTES, type Route } from './routes/table.ts';

type PathOf<P extends string> = P extends `${string}:${string}` ? (value: string | number) => string : P;
type NamedPaths = { [R in Route as R['name']]: PathOf<R['pattern']> };

/** `pattern` with its parameter filled in. */
export const fill = (pattern: string, value: string | number) => pattern.replace(/:[^/]+/, () => encodeURIComponent(String(value)));

const named = Object.fromEntries(
  ROUTES.map(({ name, pattern }) => [name, pattern.includes(':') ? (value: string | number) => fill(pattern, value) : pattern]),
) as NamedPaths;

export const paths = {
  ...named,
  /** Addresses that are not screens of their own: /auth and /app redirect to sign-in and the dashboard. */
  authRoot: '/auth',
  appRoot: '/app',
  products: `${named.home}#products`,
  withdrawalAccount: `${named.myCard}#pills-withdrawalAccount`,
} as const;
