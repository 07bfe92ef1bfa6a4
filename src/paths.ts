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

/** The query parameter that names the purse to fund. */
export const FUND_PURSE_QUERY = 'purse';

export const paths = {
  ...named,
  /** Addresses that are not screens of their own: /auth and /app redirect to sign-in and the dashboard. */
  authRoot: '/auth',
  appRoot: '/app',
  products: `${named.home}#products`,
  withdrawalAccount: `${named.myCard}#pills-withdrawalAccount`,
  /** The top-up with one purse already chosen (a purse's Fund link); the top-up reads FUND_PURSE_QUERY. */
  fundPurseFor: (accountId: string) => `${named.fundPurse}?${new URLSearchParams({ [FUND_PURSE_QUERY]: accountId }).toString()}`,
} as const;
