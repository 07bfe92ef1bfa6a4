// Joining a savings group (spec part 2, sections 3 and 7; wire sheet row 36).
import { enums, nullable, optional, string, type, type Infer } from 'superstruct';
import { GroupFrequency, IsoDay } from './group.ts';
import { defineCall, send } from './http.ts';
import { NAIRA } from './products.ts';
import { wireBoolean, wireMoney, wireText } from './wire.ts';

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
