// The mock's in-memory state, held by json-server's lowdb and reset between tests.
import jsonServer from 'json-server';
import {
  buildPublicGroups,
  type AccountRecord,
  type CardRecord,
  type PublicGroupRecord,
  type TransactionRecord,
  type UserRecord,
  type VirtualAccountRecord,
} from '../fixtures/builders.ts';
import { buildDemoCustomer, buildScenario, type ScenarioData, type ScenarioName, type ScenarioParams } from '../fixtures/scenarios.ts';

export interface SessionRecord {
  token: string;
  refreshToken: string;
  userId: string;
  expiresAt: number;
  refreshExpiresAt: number;
}

export interface DbState {
  users: UserRecord[];
  sessions: SessionRecord[];
  transactions: TransactionRecord[];
  cards: CardRecord[];
  virtualAccounts: VirtualAccountRecord[];
  accounts: AccountRecord[];
  /** Shared by every customer. */
  publicGroups: PublicGroupRecord[];
  /** One-time codes the mock has "sent"; every code is OTP_CODE. */
  otps: OtpRecord[];
  /** Messages sent through the public contact form (no user: visitors send them). */
  contactMessages: ContactMessageRecord[];
}

export interface ContactMessageRecord {
  id: string;
  name: string;
  email: string;
  message: string;
  receivedAt: string;
}

export interface OtpRecord {
  /** What the code confirms: a registration id, a BVN, a challenge id or a transaction reference. */
  id: string;
  operationType: number;
  userId: string | null;
  sentAt: number;
  resends: number;
}

/** Collections whose records belong to one user (`userId`). */
const PER_USER = ['transactions', 'cards', 'virtualAccounts', 'accounts'] as const;

function insertScenario(state: DbState, data: ScenarioData) {
  state.users.push(data.user);
  state.transactions.push(...data.transactions);
  state.cards.push(...data.cards);
  if (data.virtualAccount) state.virtualAccounts.push(data.virtualAccount);
  state.accounts.push(...data.accounts);
}

export function initialState(): DbState {
  const state: DbState = { users: [], sessions: [], transactions: [], cards: [], virtualAccounts: [], accounts: [], publicGroups: buildPublicGroups(), otps: [], contactMessages: [] };
  insertScenario(state, buildDemoCustomer());
  return state;
}

export function createStore() {
  const router = jsonServer.router<DbState>(initialState());
  const db = () => router.db.getState();
  let created = 0;

  return {
    /** json-server's router over the same data, mounted read-only for inspection. */
    router,
    get state(): DbState {
      return db();
    },
    reset() {
      router.db.setState(initialState());
    },
    findUserByEmail: (email: string) => db().users.find((u) => u.email.toLowerCase() === email.trim().toLowerCase()),
    findUser: (id: string) => db().users.find((u) => u.id === id),
    /** The records of one collection that belong to `userId`. */
    owned<K extends (typeof PER_USER)[number]>(name: K, userId: string): DbState[K] {
      return db()[name].filter((r) => r.userId === userId) as DbState[K];
    },
    /** Adds a user built from a scenario, replacing one with the same e-mail. */
    addUser(scenario: ScenarioName, params: ScenarioParams = {}): UserRecord {
      created += 1;
      const key = params.email ?? `${scenario}-${created}`;
      const data = buildScenario(scenario, key, params);
      const { user } = data;
      if (!params.email) user.email = `${scenario.replace(/\W+/g, '-')}-${created}-${Date.now().toString(36)}@example.test`.replace(/^-+/, '');
      const state = db();
      const replaced = state.users.find((u) => u.email === user.email);
      if (replaced) {
        state.users = state.users.filter((u) => u !== replaced);
        state.sessions = state.sessions.filter((s) => s.userId !== replaced.id);
        for (const name of PER_USER) (state[name] as { userId: string }[]) = state[name].filter((r) => r.userId !== replaced.id);
      }
      insertScenario(state, data);
      return user;
    },
  };
}

export type Store = ReturnType<typeof createStore>;
