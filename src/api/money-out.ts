// Money out of the account area (spec part 2, sections 2, 3 and 7; wire sheet rows 52 to 58):
// saved beneficiaries, transfers to other customers, and withdrawals to the linked bank account. A
// withdrawal's OTP is sent again by resendWithdrawalOtp in otp.ts, beside the call it makes, so the
// screens that load this module do not load the OTP call too.
import { array, enums, nonempty, optional, size, string, type, unknown, type Infer } from 'superstruct';
import { defineCall, send } from './http.ts';
import { wireBoolean, wireMoney, wireText } from './wire.ts';

const BENEFICIARY = '/api/v1/user/beneficiary';
const WITHDRAW = '/api/v1/transfer/savingswithdraw';

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

// ---- Transfer to another customer, from the default purse (the myPurse wallet) ----

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
});

/** Sends money once: `idempotencyKey` is the same for every retry of one transfer, so the API moves it once. */
export const transferToBeneficiary = (transfer: TransferRequest, idempotencyKey: string) => send(transferCall, transfer, { idempotencyKey }).then(() => undefined);

// ---- Withdrawal to the linked bank account, confirmed with an OTP ----

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

export const withdrawalStartCall = defineCall({ name: 'transfer.savingswithdraw.initiate', method: 'POST', path: WITHDRAW, auth: true, request: WithdrawalRequest, response: WithdrawalChallenge });

export const WithdrawalConfirm = type({ token: nonempty(string()), transId: nonempty(string()) });
export type WithdrawalConfirm = Infer<typeof WithdrawalConfirm>;

/** PUT on the start's path (wire sheet row 58); `transId` carries the challenge id. */
export const withdrawalConfirmCall = defineCall({ name: 'transfer.savingswithdraw.confirm', method: 'PUT', path: WITHDRAW, auth: true, request: WithdrawalConfirm, response: optional(unknown()) });

/** Starts a withdrawal: the server sends an OTP and answers with the challenge id. */
export const startWithdrawal = (withdrawal: WithdrawalRequest, idempotencyKey: string) => send(withdrawalStartCall, withdrawal, { idempotencyKey }).then((c) => c.id);
export const confirmWithdrawal = (confirm: WithdrawalConfirm) => send(withdrawalConfirmCall, confirm).then(() => undefined);
