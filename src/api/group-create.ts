// Creating a savings group (spec part 2, sections 3 and 7; wire sheet row 35).
import { enums, nullable, optional, string, type, type Infer } from 'superstruct';
import { GROUP_SAVINGS, GroupFrequency, IsoDay } from './group.ts';
import { defineCall, send } from './http.ts';
import { NAIRA } from './products.ts';
import { wireBoolean, wireMoney, wireText } from './wire.ts';

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
