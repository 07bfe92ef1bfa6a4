// The signed-in customer's dashboard (spec part 1, sections 7 and 9): totals, recent activities and the
// onboarding to-do flags.
import { array, boolean, coerce, type Infer, integer, max, min, number, pattern, string, type } from 'superstruct';
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

// ---- Recent activities ----

/** A query-string number: it arrives as text at the server, so the schema accepts digits too. */
const queryInt = (low: number, high: number) => coerce(max(min(integer(), low), high), pattern(string(), /^\d+$/), Number);

export const TransactionPage = type({ pageNumber: queryInt(1, 10_000), pageSize: queryInt(1, 100) });
export type TransactionPage = Infer<typeof TransactionPage>;

/** `type` 1 is a debit (money out); any other value a credit (spec part 1, section 3). */
export const Transaction = type({ descr: string(), reference: string(), date: string(), value: number(), type: number() });
export type Transaction = Infer<typeof Transaction>;
export const DEBIT = 1;

export const transactionsCall = defineCall({
  name: 'user.transaction',
  method: 'GET',
  path: '/api/v1/user/transaction',
  auth: true,
  request: TransactionPage,
  response: array(Transaction),
});

/** The latest transactions, newest first; the dashboard shows page 1 of size 5 (spec part 1, section 9). */
export const getTransactions = (page: TransactionPage = { pageNumber: 1, pageSize: 5 }) => send(transactionsCall, page);

// ---- Onboarding to-do flags ----

export const TodoFlags = type({
  bvnConfirmed: boolean(),
  riskProfiled: boolean(),
  cardLinked: boolean(),
  savingsCreated: boolean(),
  withdrawalAccount: boolean(),
});
export type TodoFlags = Infer<typeof TodoFlags>;

export const todoCall = defineCall({ name: 'user.todo', method: 'GET', path: '/api/v1/user/todo', auth: true, response: TodoFlags });

export const getTodo = () => send(todoCall);

/** The dashboard area's calls by name (registry.ts): the mock's handlers for them are mock-server/handlers/dashboard.ts. */
export const dashboardCalls = {
  summary: summaryCall,
  transactions: transactionsCall,
  todo: todoCall,
};
