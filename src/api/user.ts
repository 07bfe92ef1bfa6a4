// The signed-in customer's own data (spec part 1, section 7; part 2, section 7).
import { number, type, type Infer } from 'superstruct';
import { defineCall, send } from './http.ts';

export const UserSummary = type({ totAmt: number(), totDollar: number(), totNaira: number() });
export type UserSummary = Infer<typeof UserSummary>;

export const summaryCall = defineCall({
  name: 'user.summary',
  method: 'GET',
  path: '/api/v1/user/summary',
  auth: true,
  response: UserSummary,
});

export const getSummary = () => send(summaryCall);
