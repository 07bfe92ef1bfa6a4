// The whole catalogue: every call, route and message of the spec and the wire sheet, by stable id.
import { accountCalls } from './calls-account.ts';
import { dashboardCalls } from './calls-dashboard.ts';
import { identityCalls } from './calls-identity.ts';
import { savingsCalls } from './calls-savings.ts';
import { part1Messages } from './messages-part1.ts';
import { part2Messages } from './messages-part2.ts';
import { readmeMessages } from './messages-readme.ts';
import { routes } from './routes.ts';
import type { CallEntry, MessageEntry, RouteEntry } from './types.ts';

export const calls: CallEntry[] = [...identityCalls, ...dashboardCalls, ...savingsCalls, ...accountCalls];
export const routeEntries: RouteEntry[] = routes;
export const messages: MessageEntry[] = [...part1Messages, ...part2Messages, ...readmeMessages];

/** Calls that go over the wire (the sheet's logout row makes none). */
export const wireCalls = calls.filter((c): c is CallEntry & { method: NonNullable<CallEntry['method']> } => c.method !== null);

export const callById = (id: string) => calls.find((c) => c.id === id);
export const routeById = (id: string) => routeEntries.find((r) => r.id === id);
