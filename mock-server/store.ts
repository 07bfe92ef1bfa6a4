// The mock's in-memory state, held by json-server's lowdb and reset between tests.
import jsonServer from 'json-server';
import {
  buildPublicGroups,
  type AccountRecord,
  type BankAccountRecord,
  type CardRecord,
  type ProductCode,
  type PublicGroupRecord,
  type TransactionRecord,
  type UploadRecord,
  type UserRecord,
  type VirtualAccountRecord,
} from '../fixtures/builders.ts';
import { buildBlogPosts, type BlogPostRecord } from '../fixtures/blog-posts.ts';
import { buildDemoCustomer, buildScenario, Scenario, type ScenarioData, type ScenarioName, type ScenarioParams } from '../fixtures/scenarios.ts';

export interface BeneficiaryRecord {
  userId: string;
  /** The saved customer's user id: what the API calls the beneficiary's id. */
  beneficiaryId: string;
}

export interface WithdrawalRecord {
  userId: string;
  challengeId: string;
  accountId: string;
  /** The withdrawal bank account the money goes to, as it was when the withdrawal started. */
  bankAccountId: string;
  amount: number;
  reason: string;
  remark: string;
  status: 'awaiting otp' | 'done';
}

/** An answer given for an idempotency key: a replay with the same key and body gets it again. */
export interface ReplayRecord {
  userId: string;
  key: string;
  call: string;
  body: string;
  answer: unknown;
  at: number;
}

/** Customers of the mock the demo customer has saved as beneficiaries (README, demo data). */
export const DEMO_CONTACTS = [
  { email: 'chidi.eze@example.com', firstName: 'Chidi', lastName: 'Eze', phoneNumber: '+2348039990001' },
  { email: 'funke.adeyemi@example.com', firstName: 'Funke', lastName: 'Adeyemi', phoneNumber: '+2348069990002' },
  { email: 'tunde.bakare@example.com', firstName: 'Tunde', lastName: 'Bakare', phoneNumber: '+2348139990003' },
] as const;

/** Seeds the demo contacts as savers, the first two saved as the demo customer's beneficiaries. */
export function seedDemoContacts(state: DbState, demoUserId: string, insert: (data: ReturnType<typeof buildScenario>) => void) {
  DEMO_CONTACTS.forEach((contact, i) => {
    const data = buildScenario(Scenario.saver, `contact-${i}`, contact);
    data.user.phoneNumber = contact.phoneNumber;
    insert(data);
    if (i < 2) state.beneficiaries.push({ userId: demoUserId, beneficiaryId: data.user.id });
  });
}

export interface SessionRecord {
  token: string;
  refreshToken: string;
  userId: string;
  expiresAt: number;
  refreshExpiresAt: number;
  /**
   * The refresh tokens this session's line has rotated away, newest last (at most SPENT_KEPT): one of
   * them coming back means two holders of one session, so the line ends (renewSession).
   */
  spentRefreshTokens: string[];
}

export interface DbState {
  users: UserRecord[];
  sessions: SessionRecord[];
  transactions: TransactionRecord[];
  cards: CardRecord[];
  virtualAccounts: VirtualAccountRecord[];
  accounts: AccountRecord[];
  /** At most one per customer: where withdrawals go. */
  bankAccounts: BankAccountRecord[];
  /** Images customers uploaded (util/fileupload), by reference. */
  uploads: UploadRecord[];
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
  // ---- Money out (issue 13): saved beneficiaries, withdrawals awaiting their OTP, idempotent answers.
  beneficiaries: BeneficiaryRecord[];
  withdrawals: WithdrawalRecord[];
  replays: ReplayRecord[];
  /** The blog, shared by every customer. */
  blogPosts: BlogPostRecord[];
  /** Questionnaire answers, one record per submission. */
  feedback: FeedbackRecord[];
  /** Wrong passwords and PINs counted per customer, and the locks they set (lockout.ts). */
  lockouts: LockoutRecord[];
  /** Requests that send a code to someone (password resets, BVN submissions, registrations), counted per hour (lockout.ts). */
  requests: RequestRecord[];
}

export interface RequestRecord {
  kind: 'password-reset' | 'bvn' | 'registration' | 'beneficiary-lookup' | 'contact' | 'wrong-code';
  /** Who asked: a customer's id; for a reset naming nobody, the e-mail or phone as typed; for a registration, its phone (normalised); for a contact message, the sender's e-mail (trimmed, lower case); for a wrong code, whom the code was sent to (otp.ts). */
  key: string;
  at: number;
}

export interface LockoutRecord {
  /** The customer's id; for sign-in under an e-mail that names nobody, `email:` and that e-mail. */
  userId: string;
  /** Sign-in counts wrong passwords; the PIN counts wrong PINs. */
  kind: 'sign-in' | 'pin';
  /** Wrong tries since the last right one or the last lock. */
  failures: number;
  /** Until when the lock holds (epoch ms); null while not locked. */
  lockedUntil: number | null;
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
  /** How it was paid: a card, the wallet, or a bank transfer into the customer's virtual account. */
  paidBy: 'card' | 'wallet' | 'transfer' | null;
  /** The card payment waiting for its OTP. */
  challengeId: string | null;
  cardId: string | null;
  /** The account the payment created. */
  accountId: string | null;
  /** A core savings plan's own details (issue 9); absent for a Stash. */
  plan?: { name: string; target: number; startDate: string; endDate: string; image: string | null };
  /** A purse created by POST /user/my_purse: what its account is opened with once paid. */
  purse?: PursePlan | null;
  /** A top-up (POST /transfer/FundExistingPurse): the purse account the money goes into. */
  fundsAccountId?: string | null;
  /** A group contribution (issue 11): the group (in `publicGroups`) whose Core Savings account paying opens. */
  groupId?: string;
  /** A member's join (not the owner's first contribution): the start and frequency (days, 0 one time) they chose. */
  joined?: { start: string; frequency: number };
}

/** A purse awaiting its first payment, as POST /user/my_purse described it. */
export interface PursePlan {
  name: string;
  /** The purse type it was started from (Custom, Family, …), as the card's style key. */
  nameClass: string | null;
  startDate: string;
  crFreq: string;
  autoWithdraw: boolean;
  drFreq: string;
  drDate: string;
  drPct: number;
}

/** A registration between its details and its password, when it becomes a user. */
export interface RegistrationRecord extends Pick<UserRecord, 'firstName' | 'lastName' | 'email' | 'phoneNumber' | 'dob'> {
  id: string;
  referral: string | null;
  otpVerified: boolean;
  startedAt: number;
}

/** A password reset between its token request and the new password. */
export interface PasswordResetRecord {
  id: string;
  /** null for a reset asked for an e-mail or phone that names nobody: answered alike, it can never finish. */
  userId: string | null;
  /** The token once validated; the new password must come with the same one. */
  validatedToken: string | null;
  /** When it was validated (ms): the new password must follow within a code's life. */
  validatedAt: number | null;
  startedAt: number;
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
  /** Wrong codes tried since it was (re)sent; at OTP_TRIES (otp.ts) it no longer confirms. */
  failures: number;
  /** Whom the code was sent to, for the hourly count of wrong codes: the customer, or a registration's phone. */
  sentTo: string;
}

/** Collections whose records belong to one user (`userId`). */
const PER_USER = ['transactions', 'cards', 'virtualAccounts', 'accounts', 'bankAccounts', 'uploads', 'payments', 'bvns', 'cardLinks', 'beneficiaries', 'withdrawals', 'replays', 'feedback', 'lockouts'] as const;

export function insertScenario(state: DbState, data: ScenarioData) {
  state.users.push(data.user);
  state.transactions.push(...data.transactions);
  state.cards.push(...data.cards);
  if (data.virtualAccount) state.virtualAccounts.push(data.virtualAccount);
  state.accounts.push(...data.accounts);
  if (data.bankAccount) state.bankAccounts.push(data.bankAccount);
}

export function initialState(): DbState {
  const state: DbState = {
    users: [],
    sessions: [],
    transactions: [],
    cards: [],
    virtualAccounts: [],
    accounts: [],
    bankAccounts: [],
    uploads: [],
    publicGroups: buildPublicGroups(),
    otps: [],
    payments: [],
    registrations: [],
    passwordResets: [],
    bvns: [],
    cardLinks: [],
    contactMessages: [],
    beneficiaries: [],
    withdrawals: [],
    replays: [],
    blogPosts: buildBlogPosts(),
    feedback: [],
    lockouts: [],
    requests: [],
  };
  const demo = buildDemoCustomer();
  insertScenario(state, demo);
  seedDemoContacts(state, demo.user.id, (data) => insertScenario(state, data));
  return state;
}

/**
 * How many records the mock keeps of what anyone can add without limit; the oldest go first: contact
 * messages over everyone, uploads per customer. What guards someone (a pending sign-up or reset, a
 * counted request, an idempotent answer) is never pushed out by others' traffic: it goes when it expires.
 */
export const KEPT = { contactMessages: 1_000, uploadsPerCustomer: 20 } as const;

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
    /** Drops the oldest records of `name` beyond `max`. */
    keepLatest(name: 'contactMessages', max: number) {
      const records = db()[name];
      if (records.length > max) records.splice(0, records.length - max);
    },
    /** Drops the oldest of one customer's records of `name` beyond `max`, sparing those `spare` names. */
    keepLatestOwned(name: 'uploads', userId: string, max: number, spare: (record: UploadRecord) => boolean = () => false) {
      const state = db();
      const records: UploadRecord[] = state[name];
      const mine = records.filter((r) => r.userId === userId && !spare(r));
      const dropped = new Set(mine.slice(0, Math.max(0, mine.length - max)));
      if (dropped.size) state[name] = records.filter((r) => !dropped.has(r));
    },
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
