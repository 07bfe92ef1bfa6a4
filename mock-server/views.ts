// Maps the mock's records to the API's response data, shaped by the client's own types.
import type { PublicGroupRecord, TransactionRecord, UserRecord } from '../fixtures/builders.ts';
import type { PublicGroup } from '../src/api/groups.ts';
import type { TodoFlags, Transaction } from '../src/api/dashboard.ts';

export const sessionView = (user: UserRecord, session: { token: string; refreshToken: string }) => ({
  name: `${user.firstName} ${user.lastName}`,
  token: session.token,
  refreshToken: session.refreshToken,
});


export const transactionView = ({ descr, reference, date, value, type }: TransactionRecord): Transaction => ({ descr, reference, date, value, type });

export const todoView = (user: UserRecord): TodoFlags => ({ ...user.todo });

export const publicGroupView = (group: PublicGroupRecord): PublicGroup => ({
  id: group.id,
  code: group.code,
  name: group.name,
  target: group.target,
  startDate: group.startDate,
  endDate: group.endDate,
  // A number on the wire: the original compared it with 1 for Naira (wire sheet row 17).
  currency: { code: Number(group.currency) },
  contribution: group.contribution,
  ownerDecide: group.ownerDecide,
  imageUrl: group.imageUrl,
  frequency: group.frequency,
});
