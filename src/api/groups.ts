// Group savings: create a group, find a private one by its code, join one (spec part 2, sections 3 and 7;
// wire sheet rows 34 to 36). The public list is `publicGroupsCall` in user.ts (the dashboard's too).
import { assign, enums, nullable, number, optional, pattern, string, type, type Infer } from 'superstruct';
import { defineCall, send } from './http.ts';
import { PublicGroup } from './public-group.ts';
import { NAIRA } from './products.ts';
import { wireBoolean, wireMoney, wireText } from './wire.ts';

const GROUP_SAVINGS = '/api/v1/user/group_savings';

/** A calendar day, YYYY-MM-DD (the original sent its date inputs' values). */
export const IsoDay = pattern(string(), /^\d{4}-\d{2}-\d{2}$/);
/** Days between contributions: '1' daily, '7' weekly, '30' monthly, '0' one time (sent as text, as the original did). */
export const GroupFrequency = wireText(enums(['1', '7', '30', '0']));
export type GroupFrequency = Infer<typeof GroupFrequency>;

/** A group as found by its code or listed: the public listing's fields, plus how many members have paid in. */
export const Group = assign(PublicGroup, type({ members: optional(number()) }));
export type Group = Infer<typeof Group>;

export const GroupRequest = type({
  name: string(),
  ccy: wireText(enums([NAIRA])),
  target: wireMoney(),
  tgtDate: IsoDay,
  isPublic: wireBoolean(),
  /** true: the owner decides how members save. A public group has no such step and sends false. */
  decide: wireBoolean(),
  /** The group image's upload reference; left out when there is none. */
  docId: optional(nullable(string())),
  start: IsoDay,
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

/** `Code` with a capital C (wire sheet row 34). */
export const GroupCodeQuery = type({ Code: string() });
export type GroupCodeQuery = Infer<typeof GroupCodeQuery>;

export const groupByCodeCall = defineCall({
  name: 'user.group_savings.lookup',
  method: 'GET',
  path: GROUP_SAVINGS,
  auth: true,
  request: GroupCodeQuery,
  response: Group,
});

export const findGroupByCode = (code: string) => send(groupByCodeCall, { Code: code.trim() });

/**
 * The join the spec intends (sheet conflict 8: the original's form could never submit). `cntr_amt`, the
 * joiner's periodic amount, is an addition: the join screen asks for an amount and the payment needs one.
 */
export const JoinRequest = type({
  id: wireText(string()),
  name: string(),
  ccy: wireText(enums([NAIRA])),
  target: wireMoney(),
  tgtDate: IsoDay,
  decide: wireBoolean(),
  docId: optional(nullable(string())),
  isPublic: wireBoolean(),
  start: IsoDay,
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
