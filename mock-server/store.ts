// The mock's in-memory state, held by json-server's lowdb and reset between tests.
import jsonServer from 'json-server';
import {
  buildPublicGroups,
  type AccountRecord,
  type CardRecord,
  type ProductCode,
  type PublicGroupRecord,
  type TransactionRecord,
  type UserRecord,
  type VirtualAccountRecord,
} from '../fixtures/builders.ts';
import { buildBlogPosts, type BlogPostRecord } from '../fixtures/blog-posts.ts';
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
  // ---- Payments (issue 5): things created and awaiting payment, keyed by their transaction reference.
  payments: PaymentRecord[];
  // ---- Onboarding: registrations before their password, password resets before their new password.
  registrations: RegistrationRecord[];
  passwordResets: PasswordResetRecord[];
  /** Confirmed BVNs: one customer per BVN. */
  bvns: BvnRecord[];
  /** Card-linking sessions started by GET /user/card_url, finished on the mock's provider page. */
  cardLinks: CardLinkRecord[];
  /** Messages sent through the public contact form (no user: visitors send them). */
  contactMessages: ContactMessageRecord[];
  /** The blog, shared by every customer. */
  blogPosts: BlogPostRecord[];
  /** Questionnaire answers, one record per submission. */
  feedback: FeedbackRecord[];
}

export interface FeedbackRecord {
  userId: string;
  frequency: number;
  mEarn: number;
  mExp: number;
  savingPercent: number;
  isSaving: boolean;
  projection: number;
  receivedAt: string;
}

/** Something created and awaiting payment (a Stash now; plans, purses, groups later). */
export interface PaymentRecord {
  userId: string;
  /** The transaction reference the client pays it by (`transId`). */
  reference: string;
  product: ProductCode;
  amount: number;
  currency: string;
  /** Lock period and rate of a Stash. */
  tenor: { code: string; name: string; days: number } | null;
  rate: number;
  createdAt: string;
  status: 'pending' | 'paid';
  paidBy: 'card' | 'wallet' | null;
  /** The card payment waiting for its OTP. */
  challengeId: string | null;
  cardId: string | null;
  /** The account the payment created. */
  accountId: string | null;
}

/** A registration between its details and its password, when it becomes a user. */
export interface RegistrationRecord extends Pick<UserRecord, 'firstName' | 'lastName' | 'email' | 'phoneNumber' | 'dob'> {
  id: string;
  referral: string | null;
  otpVerified: boolean;
}

/** A password reset between its token request and the new password. */
export interface PasswordResetRecord {
  id: string;
  userId: string;
  /** The token once validated; the new password must come with the same one. */
  validatedToken: string | null;
}

export interface BvnRecord {
  userId: string;
  bvn: string;
  confirmedAt: number;
}

export interface CardLinkRecord {
  userId: string;
  /** The one-time reference in the provider page's address. */
  ref: string;
  createdAt: number;
  usedAt: number | null;
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
const PER_USER = ['transactions', 'cards', 'virtualAccounts', 'accounts', 'payments', 'bvns', 'cardLinks', 'feedback'] as const;

export function insertScenario(state: DbState, data: ScenarioData) {
  state.users.push(data.user);
  state.transactions.push(...data.transactions);
  state.cards.push(...data.cards);
  if (data.virtualAccount) state.virtualAccounts.push(data.virtualAccount);
  state.accounts.push(...data.accounts);
}

export function initialState(): DbState {
  const state: DbState = {
    users: [],
    sessions: [],
    transactions: [],
    cards: [],
    virtualAccounts: [],
    accounts: [],
    publicGroups: buildPublicGroups(),
    otps: [],
    payments: [],
    registrations: [],
    passwordResets: [],
    bvns: [],
    cardLinks: [],
    contactMessages: [],
    blogPosts: buildBlogPosts(),
    feedback: [],
  };
  insertScenario(state, buildDemoCustomer());
  return state;
}

export class EmailTaken extends Error {
  constructor(email: string) {
    super(`a customer with the e-mail ${email} already exists`);
  }
}

export function createStore() {
  const router = jsonServer.router<DbState>(initialState());
  const db = () => router.db.getState();
  let created = 0;
  const findUserByEmail = (email: string) => db().users.find((u) => u.email.toLowerCase() === email.trim().toLowerCase());

  return {
    /** json-server's router, whose lowdb holds the state (GET /__mock/db shows a redacted copy). */
    router,
    get state(): DbState {
      return db();
    },
    reset() {
      router.db.setState(initialState());
    },
    findUserByEmail,
    findUser: (id: string) => db().users.find((u) => u.id === id),
    /** The records of one collection that belong to `userId`. */
    owned<K extends (typeof PER_USER)[number]>(name: K, userId: string): DbState[K] {
      return db()[name].filter((r) => r.userId === userId) as DbState[K];
    },
    /**
     * Adds a user built from a scenario. An e-mail already held is refused (EmailTaken), unless
     * `replace` is set (provider states: "this customer exists as described" replaces the previous one).
     */
    addUser(scenario: ScenarioName, params: ScenarioParams = {}, { replace = false }: { replace?: boolean } = {}): UserRecord {
      created += 1;
      const key = params.email ?? `${scenario}-${created}`;
      const data = buildScenario(scenario, key, params);
      const { user } = data;
      if (!params.email) user.email = `${scenario.replace(/\W+/g, '-')}-${created}-${Date.now().toString(36)}@example.test`.replace(/^-+/, '');
      const state = db();
      const replaced = findUserByEmail(user.email);
      if (replaced && !replace) throw new EmailTaken(user.email);
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
