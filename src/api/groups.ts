// Group savings (spec part 2, sections 3 and 7; wire sheet rows 17 and 34 to 36): the public challenges,
// creating a group, finding a private one by its code, and joining one.
import { array, assign, boolean, enums, type Infer, nullable, number, optional, string, type, union } from 'superstruct';
import { FREQUENCY_CODES } from '../lib/frequency.ts';
import { defineCall, send } from './http.ts';
import { NAIRA } from './wire.ts';
import { isoDay, wireBoolean, wireMoney, wireText } from './wire.ts';

// ---- A public group, as the challenge list shows it ----
/** A public group as listed (spec part 2, section 3); the join screen receives it whole. */
export const PublicGroup = type({
  id: union([string(), number()]),
  code: optional(string()),
  name: string(),
  target: number(),
  startDate: string(),
  /** The group's target date: a join sends it as its own (`tgtDate`) and counts its contributions up to it. */
  endDate: string(),
  currency: optional(type({ code: union([string(), number()]) })),
  contribution: number(),
  ownerDecide: optional(boolean()),
  imageUrl: optional(nullable(string())),
  /** Days between contributions: 1 daily, 7 weekly, 30 monthly, 0 one time. */
  frequency: number(),
});
export type PublicGroup = Infer<typeof PublicGroup>;

// ---- A savings group, and the fields its requests share ----
/** The path of creating a group and of finding one by its code. */
export const GROUP_SAVINGS = '/api/v1/user/group_savings';

/** A calendar day, YYYY-MM-DD (the original sent its date inputs' values). */
/** Days between contributions: '1' daily, '7' weekly, '30' monthly, '0' one time (sent as text, as the original did). */
export const GroupFrequency = wireText(enums([...FREQUENCY_CODES]));
export type GroupFrequency = Infer<typeof GroupFrequency>;

/** A group as found by its code or listed: the public listing's fields, plus how many members have paid in. */
export const Group = assign(PublicGroup, type({ members: optional(number()) }));
export type Group = Infer<typeof Group>;

// ---- The public savings challenges ----
export const publicGroupsCall = defineCall({
  name: 'user.public_group_savings',
  method: 'GET',
  path: '/api/v1/user/public_group_savings',
  auth: true,
  response: array(PublicGroup),
});

export const getPublicGroups = () => send(publicGroupsCall);

// ---- Creating a savings group ----
export const GroupRequest = type({
  name: string(),
  ccy: wireText(enums([NAIRA])),
  target: wireMoney(),
  tgtDate: isoDay(),
  isPublic: wireBoolean(),
  /** true: the owner decides how members save. A public group has no such step and sends false. */
  decide: wireBoolean(),
  /** The group image's upload reference; left out when there is none. */
  docId: optional(nullable(string())),
  start: isoDay(),
  freq: GroupFrequency,
  /** The periodic contribution. */
  cntr_amt: wireMoney(),
  /** Earn interest (the breakdown's 10% per annum). */
  earn: wireBoolean(),
});
export type GroupRequest = Infer<typeof GroupRequest>;

/**
 * The creation answer: `transId` is what the first contribution is paid by (the spec's groupRef).
 * `code` is an addition (README, deviations): the creator of a private group needs it to invite members.
 */
export const GroupCreated = type({ transId: string(), code: optional(nullable(string())) });
export type GroupCreated = Infer<typeof GroupCreated>;

export const createGroupCall = defineCall({
  name: 'user.group_savings.create',
  method: 'POST',
  path: GROUP_SAVINGS,
  auth: true,
  request: GroupRequest,
  response: GroupCreated,
});

export const createGroup = (group: GroupRequest) => send(createGroupCall, group);

// ---- Finding a private savings group by its code ----
/** `Code` with a capital C (wire sheet row 34). */
export const GroupCodeQuery = type({ Code: string() });
export type GroupCodeQuery = Infer<typeof GroupCodeQuery>;

/**
 * A group found by its code is private, and says whether its owner decides how members save: the join asks
 * the joiner for a frequency and an amount only when the owner does not (a public group never does).
 */
export const FoundGroup = assign(Group, type({ ownerDecide: boolean() }));
export type FoundGroup = Infer<typeof FoundGroup>;

export const groupByCodeCall = defineCall({
  name: 'user.group_savings.lookup',
  method: 'GET',
  path: GROUP_SAVINGS,
  auth: true,
  request: GroupCodeQuery,
  response: FoundGroup,
});

export const findGroupByCode = (code: string) => send(groupByCodeCall, { Code: code.trim() });

// ---- Joining a savings group ----
/**
 * The join the spec intends (sheet conflict 8: the original's form could never submit). `cntr_amt`, the
 * joiner's periodic amount, is an addition: the join screen asks for an amount and the payment needs one.
 */
export const JoinRequest = type({
  id: wireText(string()),
  name: string(),
  ccy: wireText(enums([NAIRA])),
  target: wireMoney(),
  tgtDate: isoDay(),
  decide: wireBoolean(),
  docId: optional(nullable(string())),
  isPublic: wireBoolean(),
  start: isoDay(),
  freq: GroupFrequency,
  earn: wireBoolean(),
  cntr_amt: wireMoney(),
});
export type JoinRequest = Infer<typeof JoinRequest>;

export const Joined = type({ transId: string() });
export type Joined = Infer<typeof Joined>;

export const joinGroupCall = defineCall({
  name: 'user.join_group_savings',
  method: 'POST',
  path: '/api/v1/user/join_group_savings',
  auth: true,
  request: JoinRequest,
  response: Joined,
});

/** Joins a group; returns the reference the joiner's first contribution is paid by. */
export const joinGroup = (join: JoinRequest) => send(joinGroupCall, join).then((joined) => joined.transId);

/** The groups area's calls by name (registry.ts): the mock's handlers for them are mock-server/handlers/groups.ts. */
export const groupsCalls = {
  publicGroups: publicGroupsCall,
  createGroup: createGroupCall,
  groupByCode: groupByCodeCall,
  joinGroup: joinGroupCall,
};
