// The mock's group savings: groups customers create (kept beside the seeded challenges in `publicGroups`),
// their unguessable codes, and membership, which is a paid contribution (a payment carrying the group's id).
import { randomInt } from 'node:crypto';
import type { PublicGroupRecord, UserRecord } from '../../fixtures/builders.ts';
import type { ScenarioParams } from '../../fixtures/scenarios.ts';
import { NAIRA, ProductCode } from '../../src/api/wire.ts';
import { lagosDayIn, todayInLagos } from '../../src/lib/calendar.ts';
import { frequencyName } from '../../src/lib/frequency.ts';
import { toKobo } from '../../src/lib/money.ts';
import { Refusal } from '../envelope.ts';
import { ledgerAmount } from '../money.ts';
import { openPayment, newReference } from './payments.ts';
import type { PaymentRecord, Store } from '../store.ts';

export const GROUP_NOT_FOUND = 'No group was found with this code';
export const GROUP_GONE = 'We could not find that group';
export const ALREADY_MEMBER = 'You are already a member of this group';
export const GROUP_NOT_OPEN = "This group opens once its owner's first contribution is paid. Please try again later.";
/** The fixed rate the group breakdowns show (spec part 2, section 9). */
export const GROUP_RATE = 10;

// No 0/O or 1/I/L: a code read out to a friend is typed back right. 31^8 codes: not guessable by trying.
const CODE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
const CODE_LENGTH = 8;

const randomCode = () => Array.from({ length: CODE_LENGTH }, () => CODE_ALPHABET[randomInt(CODE_ALPHABET.length)]).join('');
const refuseField = (field: string, detail: string) => new Refusal(400, [`${field}: ${detail}`], { field });

function uniqueCode(store: Store): string {
  for (;;) {
    const code = randomCode();
    if (!store.state.publicGroups.some((g) => g.code === code)) return code;
  }
}

function uniqueId(store: Store): string {
  for (;;) {
    const id = `G${Array.from({ length: 12 }, () => randomInt(10)).join('')}`;
    if (!store.state.publicGroups.some((g) => g.id === id)) return id;
  }
}

/** A customer's group opens once its owner's first contribution is paid; a seeded challenge has no owner. */
const ownerPaid = (store: Store, group: PublicGroupRecord) =>
  !group.ownerId || store.state.payments.some((p) => p.groupId === group.id && p.userId === group.ownerId && p.status === 'paid');

/**
 * Public challenges move money between strangers, so the mock lists them only to customers whose identity
 * is verified (BVN confirmed): a fresh customer sees none until the BVN step is done. A group whose owner
 * has not paid in yet is not listed: strangers never see a group nobody has put money into.
 */
export const publicGroupsFor = (store: Store, user: UserRecord) =>
  user.todo.bvnConfirmed ? store.state.publicGroups.filter((g) => g.isPublic && ownerPaid(store, g)) : [];

export const findByCode = (store: Store, code: string) => {
  const wanted = code.trim().toUpperCase();
  return wanted ? store.state.publicGroups.find((g) => g.code.toUpperCase() === wanted) : undefined;
};

export const groupById = (store: Store, id: string) => store.state.publicGroups.find((g) => g.id === id);

/** Customers whose contribution to the group is paid. */
export const membersOf = (store: Store, groupId: string) => new Set(store.state.payments.filter((p) => p.groupId === groupId && p.status === 'paid').map((p) => p.userId)).size;

export interface NewGroup {
  name: string;
  target: number;
  tgtDate: string;
  isPublic: boolean;
  decide: boolean;
  imageUrl: string | null;
  start: string;
  freq: string;
  amount: number;
}

const contribution = (store: Store, user: UserRecord, group: PublicGroupRecord, amount: number) =>
  openPayment(store, user, {
    reference: newReference('GRP'),
    product: ProductCode.core,
    amount: ledgerAmount(amount, 'cntr_amt'),
    currency: NAIRA,
    tenor: null,
    rate: GROUP_RATE,
    groupId: group.id,
  });

/**
 * Creates a group owned by `user` and the owner's first contribution, awaiting payment. The same group
 * asked for again while its first contribution is unpaid (a retry after a lost answer, a second tab) is
 * the group already made, with the same code and reference: a retry never makes a second group.
 */
export function createGroup(store: Store, user: UserRecord, input: NewGroup): { group: PublicGroupRecord; payment: PaymentRecord } {
  if (!input.name.trim()) throw refuseField('name', 'a group needs a name');
  if (input.tgtDate < todayInLagos()) throw refuseField('tgtDate', 'must be today or later');
  if (input.start < todayInLagos()) throw refuseField('start', 'must be today or later');
  if (input.start > input.tgtDate) throw refuseField('start', 'must be on or before the target date');
  if (toKobo(input.amount) > toKobo(input.target)) throw refuseField('cntr_amt', 'must be at most the target amount');
  const earlier = unpaidTwin(store, user, input);
  if (earlier) return earlier;
  const group: PublicGroupRecord = {
    id: uniqueId(store),
    code: uniqueCode(store),
    name: input.name.trim(),
    target: ledgerAmount(input.target, 'target'),
    startDate: input.start,
    endDate: input.tgtDate,
    contribution: input.amount,
    frequency: Number(input.freq),
    currency: NAIRA,
    ownerDecide: input.decide,
    imageUrl: input.imageUrl,
    isPublic: input.isPublic,
    ownerId: user.id,
  };
  store.state.publicGroups.push(group);
  return { group, payment: contribution(store, user, group, input.amount) };
}

/** The owner's group with exactly these answers whose first contribution is still awaiting payment. */
function unpaidTwin(store: Store, user: UserRecord, input: NewGroup): { group: PublicGroupRecord; payment: PaymentRecord } | undefined {
  for (const payment of store.state.payments) {
    if (payment.userId !== user.id || !payment.groupId || payment.status !== 'pending' || toKobo(payment.amount) !== toKobo(input.amount)) continue;
    const g = groupById(store, payment.groupId);
    const same =
      g?.ownerId === user.id &&
      g.name === input.name.trim() &&
      toKobo(g.target) === toKobo(input.target) &&
      g.endDate === input.tgtDate &&
      g.startDate === input.start &&
      g.frequency === Number(input.freq) &&
      g.isPublic === input.isPublic &&
      g.ownerDecide === input.decide &&
      g.imageUrl === input.imageUrl;
    if (same) return { group: g, payment };
  }
  return undefined;
}

/**
 * The group `user` may join by its id, or undefined where it must look as if it did not exist. A public
 * group is joinable by whoever it is listed to (publicGroupsFor: a confirmed BVN, an owner who paid in),
 * so its guessable id opens no more than the listing does. A private group is joined by its code: its id
 * is unguessable and comes only with the code's lookup, so having it is enough; until its owner has paid
 * in it refuses joiners (GROUP_NOT_OPEN) rather than hide, for the code already names it.
 */
export function joinableGroup(store: Store, user: UserRecord, id: string): PublicGroupRecord | undefined {
  const group = groupById(store, id);
  if (!group) return undefined;
  if (group.isPublic) return publicGroupsFor(store, user).includes(group) ? group : undefined;
  if (!ownerPaid(store, group)) throw new Refusal(409, [GROUP_NOT_OPEN]);
  return group;
}

/** How the joiner saves: when the group's owner decides (ownerDecide), it is the owner's contribution and frequency. */
export interface JoinSchedule {
  start: string;
  freq: string;
  amount: number;
}

/**
 * Joins `group`: the member's contribution, awaiting payment. A customer who already paid into it is
 * refused; one who joined and has not paid yet gets the same contribution back for the same amount, and
 * a new one (a new reference, the old one gone) for another: a payment is of the amount its customer
 * was shown, never of one changed since in another tab.
 */
export function joinGroup(store: Store, user: UserRecord, group: PublicGroupRecord, { start, freq, amount }: JoinSchedule): PaymentRecord {
  if (group.ownerDecide) {
    // Refused, not overridden: the customer pays what they were shown, never an amount they did not choose.
    if (toKobo(amount) !== toKobo(group.contribution)) throw refuseField('cntr_amt', `this group's owner decides how members save: ${group.contribution} each time`);
    if (Number(freq) !== group.frequency) throw refuseField('freq', `this group's owner decides how members save: ${frequencyName(group.frequency)}`);
  }
  if (start < group.startDate) throw refuseField('start', "must be on or after the group's start date");
  if (start < todayInLagos()) throw refuseField('start', 'must be today or later');
  if (start > group.endDate) throw refuseField('start', "must be on or before the group's target date");
  if (toKobo(amount) > toKobo(group.target)) throw refuseField('cntr_amt', "must be at most the group's target amount");
  const mine = store.state.payments.filter((p) => p.userId === user.id && p.groupId === group.id);
  if (mine.some((p) => p.status === 'paid')) throw new Refusal(409, [ALREADY_MEMBER]);
  const pending = mine.find((p) => p.status === 'pending');
  const schedule = { start, frequency: Number(freq) };
  const same = pending && toKobo(pending.amount) === toKobo(ledgerAmount(amount, 'cntr_amt')) && pending.joined?.start === start && pending.joined.frequency === schedule.frequency;
  if (pending && same) return pending;
  if (pending) store.state.payments = store.state.payments.filter((p) => p !== pending);
  const payment = contribution(store, user, group, amount);
  payment.joined = schedule;
  return payment;
}

export const GroupSeed = { private: 'private', public: 'public', ownerDecides: 'private, its owner deciding', joined: 'joined' } as const;

/**
 * Provider-state seeding for the group contracts: a group someone else owns and paid into (`group`:
 * 'private', 'public', or 'private, its owner deciding' how members save), or one this customer already
 * paid into ('joined'). Answers its id and code for the pacts.
 */
export function seedGroupState(store: Store, user: UserRecord, params: ScenarioParams): { groupId?: string; groupCode?: string; groupStart?: string } {
  if (!params.group) return {};
  if (!Object.values<string>(GroupSeed).includes(params.group)) throw new Error(`unknown group "${params.group}"; use one of: ${Object.values(GroupSeed).join(', ')}`);
  const start = lagosDayIn(7);
  const end = lagosDayIn(187);
  const owner = store.state.users.find((u) => u.id !== user.id) ?? user;
  const { group, payment } = createGroup(store, owner, {
    name: 'Owambe Ready',
    target: 200_000,
    tgtDate: end,
    isPublic: params.group === GroupSeed.public || params.group === GroupSeed.joined,
    decide: params.group === GroupSeed.ownerDecides,
    imageUrl: null,
    start,
    freq: '30',
    amount: 20_000,
  });
  payment.status = 'paid';
  if (params.group === GroupSeed.joined) {
    const mine = joinGroup(store, user, group, { start, freq: '30', amount: 20_000 });
    mine.status = 'paid';
  }
  return { groupId: group.id, groupCode: group.code, groupStart: group.startDate };
}
