// The mock's in-memory state, held by json-server's lowdb and reset between tests.
import jsonServer from 'json-server';
import type { UserRecord } from '../fixtures/builders.ts';
import { buildDemoCustomer, buildScenario, type ScenarioName, type ScenarioParams } from '../fixtures/scenarios.ts';

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
}

export function initialState(): DbState {
  return { users: [buildDemoCustomer().user], sessions: [] };
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
    /** Adds a user built from a scenario, replacing one with the same e-mail. */
    addUser(scenario: ScenarioName, params: ScenarioParams = {}): UserRecord {
      created += 1;
      const key = params.email ?? `${scenario}-${created}`;
      const { user } = buildScenario(scenario, key, params);
      if (!params.email) user.email = `${scenario.replace(/\W+/g, '-')}-${created}-${Date.now().toString(36)}@example.test`.replace(/^-+/, '');
      const state = db();
      state.users = state.users.filter((u) => u.email !== user.email);
      state.sessions = state.sessions.filter((s) => state.users.some((u) => u.id === s.userId));
      state.users.push(user);
      return user;
    },
  };
}

export type Store = ReturnType<typeof createStore>;
