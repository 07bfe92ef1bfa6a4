// Money out (spec part 2, sections 2, 3 and 7; wire sheet rows 39 to 41, 48 and 52 to 58): saved
// beneficiaries, transfers to other customers, withdrawals to the linked bank account, and that account.
import { array, enums, type Infer, is, nonempty, optional, pattern, size, string, type, unknown } from 'superstruct';
import { defineCall, send } from './http.ts';
import { recordOrNone, wireBoolean, wireMoney, wireText } from './wire.ts';

// ---- Saved beneficiaries ----
const BENEFICIARY = '/api/v1/user/beneficiary';

/** A saved beneficiary: another customer, named by id, with the name and e-mail to show. */
export const Beneficiary = type({ id: wireText(string()), name: string(), email: string() });
export type Beneficiary = Infer<typeof Beneficiary>;

export const beneficiariesCall = defineCall({ name: 'user.beneficiary.list', method: 'GET', path: BENEFICIARY, auth: true, response: array(Beneficiary) });
export const getBeneficiaries = () => send(beneficiariesCall);

/** '0' an e-mail (the identifier contains '@'), '1' a phone number (spec part 2, section 5). */
export const IdentifierType = { email: '0', phone: '1' } as const;
export const identifierType = (identifier: string) => (identifier.includes('@') ? IdentifierType.email : IdentifierType.phone);

export const ResolveRequest = type({ identifier: nonempty(string()), type: wireText(enums([IdentifierType.email, IdentifierType.phone])) });
export type ResolveRequest = Infer<typeof ResolveRequest>;
/** The customer the identifier names (the original merged it with the request and read id and name). */
export const ResolvedCustomer = type({ id: wireText(string()), name: string() });
export type ResolvedCustomer = Infer<typeof ResolvedCustomer>;

export const resolveBeneficiaryCall = defineCall({
  name: 'user.resolve_beneficiary',
  method: 'POST',
  path: '/api/v1/user/resolve_beneficiary',
  auth: true,
  request: ResolveRequest,
  response: ResolvedCustomer,
});

/** Finds the customer an e-mail or phone number belongs to; the type follows from the text. */
export const resolveBeneficiary = (identifier: string) => {
  const trimmed = identifier.trim();
  return send(resolveBeneficiaryCall, { identifier: trimmed, type: identifierType(trimmed) });
};

export const BeneficiaryId = type({ id: nonempty(wireText(string())) });
export type BeneficiaryId = Infer<typeof BeneficiaryId>;

export const addBeneficiaryCall = defineCall({ name: 'user.beneficiary.add', method: 'POST', path: BENEFICIARY, auth: true, request: BeneficiaryId, response: optional(unknown()) });
/** The id travels in the body, with no query (wire sheet row 55). */
export const deleteBeneficiaryCall = defineCall({ name: 'user.beneficiary.delete', method: 'DELETE', path: BENEFICIARY, auth: true, request: BeneficiaryId, requestIn: 'body', response: optional(unknown()) });

export const addBeneficiary = (id: string) => send(addBeneficiaryCall, { id }).then(() => undefined);
export const deleteBeneficiary = (id: string) => send(deleteBeneficiaryCall, { id }).then(() => undefined);

// ---- A transfer to another customer, from the default purse, the Vibe cash wallet ----
/** `beneficiaryId` is the recipient's e-mail (spec part 2, section 7; wire sheet row 56). */
export const TransferRequest = type({ beneficiaryId: nonempty(string()), amount: wireMoney(), saveBeneficiary: wireBoolean() });
export type TransferRequest = Infer<typeof TransferRequest>;

export const transferCall = defineCall({
  name: 'transfer.TransferToBeneficiary',
  method: 'POST',
  // The spec's path: the original's lacked the slash after v1 (README, deviations).
  path: '/api/v1/transfer/TransferToBeneficiary',
  auth: true,
  request: TransferRequest,
  response: optional(unknown()),
  idempotent: true,
});

/** Sends money once: `idempotencyKey` is the same for every retry of one transfer, so the API moves it once. */
export const transferToBeneficiary = (transfer: TransferRequest, idempotencyKey: string) => send(transferCall, transfer, { idempotencyKey }).then(() => undefined);

// ---- A withdrawal to the linked bank account, confirmed with an OTP ----
const WITHDRAW = '/api/v1/transfer/savingswithdraw';

/** The thirteen reasons of spec part 2, section 9, as the original listed them. */
export const WITHDRAWAL_REASONS = [
  'food',
  'entertainment',
  'shopping',
  'children',
  'vacation',
  'rent',
  'pay bills',
  'party',
  'emergency fund',
  'transportation',
  'health care',
  'Retirement',
  'education',
] as const;

export const WithdrawalRequest = type({
  pin: size(string(), 2, 50),
  amount: wireMoney(),
  /** One of the reasons, or '' when none is chosen. */
  reason: enums(['', ...WITHDRAWAL_REASONS]),
  remark: size(string(), 0, 500),
  /** The purse's id from the 0106 listing. */
  accountId: nonempty(wireText(string())),
});
export type WithdrawalRequest = Infer<typeof WithdrawalRequest>;
/** `id` is the OTP challenge the confirmation names as its `transId`. */
export const WithdrawalChallenge = type({ id: wireText(nonempty(string())) });

export const withdrawalStartCall = defineCall({ name: 'transfer.savingswithdraw.initiate', method: 'POST', path: WITHDRAW, auth: true, request: WithdrawalRequest, response: WithdrawalChallenge, idempotent: true });

export const WithdrawalConfirm = type({ token: nonempty(string()), transId: nonempty(string()) });
export type WithdrawalConfirm = Infer<typeof WithdrawalConfirm>;

/** PUT on the start's path (wire sheet row 58); `transId` carries the challenge id. */
export const withdrawalConfirmCall = defineCall({ name: 'transfer.savingswithdraw.confirm', method: 'PUT', path: WITHDRAW, auth: true, request: WithdrawalConfirm, response: optional(unknown()) });

/** Starts a withdrawal: the server sends an OTP and answers with the challenge id. */
export const startWithdrawal = (withdrawal: WithdrawalRequest, idempotencyKey: string) => send(withdrawalStartCall, withdrawal, { idempotencyKey }).then((c) => c.id);
export const confirmWithdrawal = (confirm: WithdrawalConfirm) => send(withdrawalConfirmCall, confirm).then(() => undefined);

// ---- The customer's one withdrawal bank account ----
/** `aName` is the account holder's name, `bName` the bank's, `number` the account number. */
export const BankAccount = type({ id: wireText(string()), aName: string(), number: wireText(string()), bName: string() });
export type BankAccount = Infer<typeof BankAccount>;

/** The account, or `{}` (or `null`) while none is linked; a partial account is refused. */
export const BankAccountAnswer = recordOrNone(BankAccount, 'BankAccountOrNone');

export const bankAccountCall = defineCall({
  name: 'user.bankaccount.get',
  method: 'GET',
  path: '/api/v1/user/bankaccount',
  auth: true,
  response: BankAccountAnswer,
});

/** The linked withdrawal bank account, or `null` while none is linked. */
export const getBankAccount = () => send(bankAccountCall).then((account) => (is(account, BankAccount) ? account : null));

// ---- Adding and removing the withdrawal bank account ----
/** A bank as listed (wire sheet row 48); the code is sent back as received. */
export const Bank = type({ code: wireText(string()), name: string() });
export type Bank = Infer<typeof Bank>;

export const banksCall = defineCall({ name: 'util.bank', method: 'GET', path: '/api/v1/util/bank', auth: true, response: array(Bank) });
export const getBanks = () => send(banksCall);

/** Account number 10 to 15 digits, PIN exactly 4 digits (spec part 2, sections 5 and 9). */
export const AddBankAccountRequest = type({
  accountNumber: wireText(pattern(string(), /^\d{10,15}$/)),
  bankCode: wireText(nonempty(string())),
  pin: wireText(pattern(string(), /^\d{4}$/)),
});
export type AddBankAccountRequest = Infer<typeof AddBankAccountRequest>;

export const addBankAccountCall = defineCall({
  name: 'user.bankaccount.add',
  method: 'POST',
  path: '/api/v1/user/bankaccount',
  auth: true,
  request: AddBankAccountRequest,
  // Only success and messages are read (wire sheet, section 5).
  response: optional(unknown()),
});
export const addBankAccount = (request: AddBankAccountRequest) => send(addBankAccountCall, request).then(() => undefined);

export const BankAccountId = type({ id: wireText(pattern(string(), /^[A-Za-z0-9_-]+$/)) });

/** The id travels in the query (`?id=`); the original also sent it as a body, which a DELETE need not carry. */
export const deleteBankAccountCall = defineCall({
  name: 'user.bankaccount.delete',
  method: 'DELETE',
  path: '/api/v1/user/bankaccount',
  auth: true,
  request: BankAccountId,
  requestIn: 'query',
  response: optional(unknown()),
});
export const deleteBankAccount = (id: string) => send(deleteBankAccountCall, { id }).then(() => undefined);

/** The money out area's calls by name (registry.ts): the mock's handlers for them are mock-server/handlers/money-out.ts. */
export const moneyOutCalls = {
  beneficiaries: beneficiariesCall,
  resolveBeneficiary: resolveBeneficiaryCall,
  addBeneficiary: addBeneficiaryCall,
  deleteBeneficiary: deleteBeneficiaryCall,
  transfer: transferCall,
  withdrawalStart: withdrawalStartCall,
  withdrawalConfirm: withdrawalConfirmCall,
  bankAccount: bankAccountCall,
  banks: banksCall,
  addBankAccount: addBankAccountCall,
  deleteBankAccount: deleteBankAccountCall,
};
