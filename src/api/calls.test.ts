// Each wrapper of src/api sends its own call with what it was given, in the shape the API takes, and
// hands back the part of the answer the screens use. A fake fetch records the request and answers with
// the data of a test; the wrappers are what the screens call, the pacts check the same calls end to end.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { deleteCard, getPortfolio, getReferralCode } from './account.ts';
import { getNextOfKin, getProfile, saveNextOfKin, updateProfile } from './account.ts';
import { changePassword, changePin } from './account.ts';
import { addBankAccount, deleteBankAccount, getBanks } from './money-out.ts';
import { getBankAccount } from './money-out.ts';
import { confirmBvn, submitBvn } from './identity.ts';
import { sendContactMessage } from './util.ts';
import { createGroup, findGroupByCode, joinGroup } from './groups.ts';
import { getBlogPosts, sendFeedback } from './util.ts';
import { configureHttp, type Session } from './config.ts';
import { SESSION_LIFETIME_MS } from './http.ts';
import { login } from './identity.ts';
import { memorySession } from './memory-session.ts';
import { addBeneficiary, confirmWithdrawal, deleteBeneficiary, getBeneficiaries, resolveBeneficiary, startWithdrawal, transferToBeneficiary } from './money-out.ts';
import { requestPasswordReset, resetPassword, validateResetToken } from './identity.ts';
import { getCards, getVirtualAccount } from './payments.ts';
import { createPin } from './identity.ts';
import { createCorePlan, getEstimate, getPlanFutureValue, terminateStash } from './savings.ts';
import { WEB_PLATFORM } from './identity.ts';
import { createPurse, fundPurse } from './purses.ts';
import { createPassword, register, validateRegistrationOtp } from './identity.ts';
import { createStash, getCoreAccounts, getStashAccounts } from './savings.ts';
import { getPurseAccounts } from './purses.ts';
import { confirmCardPayment, payFromPurse, startCardPayment } from './payments.ts';
import { getPublicGroups } from './groups.ts';
import { getCardLinkUrl } from './payments.ts';
import { getSummary, getTodo, getTransactions } from './dashboard.ts';
import { getProductInterest, resendOtp, resendWithdrawalOtp, uploadFile } from './util.ts';

const T0 = Date.UTC(2026, 10, 22, 9, 0, 0);
const session: Session = { name: 'Ada Obi', token: 'tok', refreshToken: 'ref', expiresAt: T0 + 60_000 };

interface Sent {
  method: string;
  path: string;
  query: Record<string, string>;
  body: unknown;
  idempotencyKey: string | null;
  authorization: string | null;
}

let sent: Sent[];
let answer: unknown;

beforeEach(() => {
  sent = [];
  answer = null;
  const fetch = vi.fn((input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(input instanceof Request ? input.url : input.toString());
    const headers = new Headers(init?.headers);
    sent.push({
      method: init?.method ?? 'GET',
      path: url.pathname,
      query: Object.fromEntries(url.searchParams),
      body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined,
      idempotencyKey: headers.get('idempotency-key'),
      authorization: headers.get('authorization'),
    });
    return Promise.resolve(new Response(JSON.stringify({ success: true, data: answer, messages: [] }), { status: 200, headers: { 'content-type': 'application/json' } }));
  });
  configureHttp({ baseURL: 'http://api.test', session: memorySession(session), now: () => T0, fetch });
});

afterEach(() => {
  vi.restoreAllMocks();
});

/** Runs a wrapper against `data` as the answer's data; its one request and what it resolved to. */
async function call(run: () => Promise<unknown>, data: unknown = null) {
  answer = data;
  const result = await run();
  expect(sent).toHaveLength(1);
  return { request: sent[0]!, result };
}

const web = { platform: WEB_PLATFORM };

describe('reads send their call and nothing else', () => {
  it.each<[string, () => Promise<unknown>, string, Record<string, string>]>([
    ['getPortfolio', getPortfolio, 'PUT /api/v1/user/portfolio_summary', {}],
    ['getProfile', getProfile, 'GET /api/v1/user/profile', {}],
    ['getReferralCode', getReferralCode, 'GET /api/v1/user/referral', {}],
    ['getBanks', getBanks, 'GET /api/v1/util/bank', {}],
    ['getBlogPosts', getBlogPosts, 'GET /api/v1/util/blogposts', {}],
    ['getBeneficiaries', getBeneficiaries, 'GET /api/v1/user/beneficiary', {}],
    ['getCards', getCards, 'GET /api/v1/user/card', {}],
    ['getSummary', getSummary, 'GET /api/v1/user/summary', {}],
    ['getTodo', getTodo, 'GET /api/v1/user/todo', {}],
    ['getPublicGroups', getPublicGroups, 'GET /api/v1/user/public_group_savings', {}],
    ['getStashAccounts', getStashAccounts, 'GET /api/v1/user/accountbyproduct', { productCode: '0103' }],
    ['getCoreAccounts', getCoreAccounts, 'GET /api/v1/user/accountbyproduct', { productCode: '0201' }],
    ['getPurseAccounts', getPurseAccounts, 'GET /api/v1/user/accountbyproduct', { productCode: '0106' }],
    ['getTransactions', () => getTransactions(), 'GET /api/v1/user/transaction', { pageNumber: '1', pageSize: '5' }],
    ['findGroupByCode', () => findGroupByCode('  AB12CD '), 'GET /api/v1/user/group_savings', { Code: 'AB12CD' }],
  ])('%s', async (_, run, route, query) => {
    await run().catch(() => undefined); // a null answer fits few of these; the request is what counts here
    expect(sent).toHaveLength(1);
    expect(`${sent[0]!.method} ${sent[0]!.path}`).toBe(route);
    expect(sent[0]).toMatchObject({ query, authorization: 'Bearer tok' });
  });
});

// Writes whose request the wrapper builds (or passes on) and whose answer it reads or drops.
type Write = [name: string, run: () => Promise<unknown>, route: string, payload: Record<string, unknown>, data: unknown, result: unknown];
const kin = { firstName: 'Ngozi', lastName: 'Obi', email: 'ngozi@example.com', phoneNumber: '08031234567', state: 'Lagos', address: '1 Marina', password: 'pw' };
const withdrawal = { pin: '1234', amount: 5000, reason: 'rent' as const, remark: '', accountId: 'P1' };
const schedule = { target: 120000, frequency: '30' as const, startDate: '2026-12-01', endDate: '2027-12-01' };

describe('writes send what they were given and hand back what the screens read', () => {
  it.each<Write>([
    ['updateProfile', () => updateProfile({ address: '1 Marina', state: 'Lagos', password: 'pw' }), 'PUT /api/v1/user/profile', { address: '1 Marina', state: 'Lagos', password: 'pw' }, null, undefined],
    ['saveNextOfKin, first', () => saveNextOfKin(kin, false), 'POST /api/v1/user/nextofkin', kin, null, undefined],
    ['saveNextOfKin, again', () => saveNextOfKin(kin, true), 'PUT /api/v1/user/nextofkin', kin, null, undefined],
    ['deleteCard', () => deleteCard('C9'), 'DELETE /api/v1/user/card', { id: 'C9' }, null, undefined],
    ['changePassword', () => changePassword('Old1!pass', 'New1!pass', 'key-1'), 'PUT /api/v1/identity/password', { oldPsswrd: 'Old1!pass', newPsswrd: 'New1!pass', ...web }, null, undefined],
    ['changePin', () => changePin('1234', '4321', 'key-2'), 'PUT /api/v1/user/pin', { oldPin: '1234', newPin: '4321', ...web }, null, undefined],
    ['addBankAccount', () => addBankAccount({ bankCode: '058', number: '0123456789', pin: '1234' } as never), 'POST /api/v1/user/bankaccount', { bankCode: '058', number: '0123456789', pin: '1234' }, null, undefined],
    ['deleteBankAccount', () => deleteBankAccount('B1'), 'DELETE /api/v1/user/bankaccount', { id: 'B1' }, null, undefined],
    ['submitBvn', () => submitBvn('22212345678'), 'POST /api/v1/user/bvn', { bvn: '22212345678' }, null, undefined],
    ['confirmBvn', () => confirmBvn('22212345678', '123456'), 'PUT /api/v1/user/bvn', { id: '22212345678', token: '123456' }, null, undefined],
    ['sendContactMessage', () => sendContactMessage({ message: 'Hello' } as never), 'POST /api/v1/util/contact', { message: 'Hello' }, null, undefined],
    ['createGroup', () => createGroup({ name: 'Ajo' } as never), 'POST /api/v1/user/group_savings', { name: 'Ajo' }, { transId: 'GRP0', code: 'AB12CD' }, { transId: 'GRP0', code: 'AB12CD' }],
    ['joinGroup', () => joinGroup({ code: 'AB12CD' } as never), 'POST /api/v1/user/join_group_savings', { code: 'AB12CD' }, { transId: 'GRP1' }, 'GRP1'],
    ['sendFeedback', () => sendFeedback({ frequency: '1' } as never), 'POST /api/v1/util/feedback', { frequency: '1' }, null, undefined],
    ['resolveBeneficiary by e-mail', () => resolveBeneficiary(' chidi@example.com '), 'POST /api/v1/user/resolve_beneficiary', { identifier: 'chidi@example.com', type: '0' }, { id: 'U2', name: 'Chidi Eze' }, { id: 'U2', name: 'Chidi Eze' }],
    ['resolveBeneficiary by phone', () => resolveBeneficiary('08039990001'), 'POST /api/v1/user/resolve_beneficiary', { identifier: '08039990001', type: '1' }, { id: 'U2', name: 'Chidi Eze' }, { id: 'U2', name: 'Chidi Eze' }],
    ['addBeneficiary', () => addBeneficiary('U2'), 'POST /api/v1/user/beneficiary', { id: 'U2' }, null, undefined],
    ['deleteBeneficiary', () => deleteBeneficiary('U2'), 'DELETE /api/v1/user/beneficiary', { id: 'U2' }, null, undefined],
    ['startWithdrawal', () => startWithdrawal(withdrawal, 'key-1'), 'POST /api/v1/transfer/savingswithdraw', withdrawal, { id: 'CH1' }, 'CH1'],
    ['confirmWithdrawal', () => confirmWithdrawal({ token: '123456', transId: 'CH1' }), 'PUT /api/v1/transfer/savingswithdraw', { token: '123456', transId: 'CH1' }, null, undefined],
    ['resendWithdrawalOtp', () => resendWithdrawalOtp('CH1'), 'POST /api/v1/util/resendotp', { id: 'CH1', operationType: 5 }, null, undefined],
    ['resendOtp', () => resendOtp(7, 1), 'POST /api/v1/util/resendotp', { id: 7, operationType: 1 }, null, undefined],
    ['requestPasswordReset', () => requestPasswordReset('ada@example.com'), 'POST /api/v1/identity/resetpasswordtoken', { userId: 'ada@example.com', ...web }, { id: 'R1' }, 'R1'],
    ['validateResetToken', () => validateResetToken('R1', '123456'), 'POST /api/v1/identity/validateresetpasswordtoken', { id: 'R1', token: '123456', ...web }, null, undefined],
    ['resetPassword', () => resetPassword('R1', '123456', 'New1!pass'), 'POST /api/v1/identity/resetpassword', { id: 'R1', token: '123456', password: 'New1!pass', ...web }, null, undefined],
    ['createPin', () => createPin('1234'), 'POST /api/v1/user/pin', { pin: '1234', ...web }, null, undefined],
    ['terminateStash', () => terminateStash('ACC1'), 'PUT /api/v1/user/Terminate_Savings_Plan', { productCode: '0103', accountNo: 'ACC1', currency: 1 }, null, undefined],
    ['getEstimate', () => getEstimate(schedule), 'GET /api/v1/util/estimate', { ExpectedReturn: '120000', Frequency: '30', TargetDate: '2027-12-01', StartDate: '2026-12-01', Product: '0201' }, { estimate: 9230.77 }, 9230.77],
    ['getPlanFutureValue', () => getPlanFutureValue(schedule), 'GET /api/v1/util/future_value', { Principal: '120000', Tenor: '30', Product: '0201', Currency: '1', TargetDate: '2027-12-01', StartDate: '2026-12-01' }, { value: 125000 }, 125000],
    ['createCorePlan', () => createCorePlan({ name: 'Home' } as never), 'POST /api/v1/user/coreaccount', { name: 'Home' }, { reference: 'CSP1' }, 'CSP1'],
    ['createPurse', () => createPurse({ name: 'Rent' } as never), 'POST /api/v1/user/my_purse', { name: 'Rent' }, { reference: 'PUR1' }, 'PUR1'],
    ['fundPurse', () => fundPurse({ accountId: 'P1', amount: 500 } as never), 'POST /api/v1/transfer/FundExistingPurse', { accountId: 'P1', amount: 500 }, { reference: 'FND1' }, 'FND1'],
    ['register', () => register({ email: 'ada@example.com' } as never), 'POST /api/v1/identity/register', { email: 'ada@example.com', ...web }, { id: 'REG1' }, 'REG1'],
    ['validateRegistrationOtp', () => validateRegistrationOtp('REG1', '123456'), 'POST /api/v1/identity/validateregistrationotp', { id: 'REG1', token: '123456', ...web }, null, undefined],
    ['createStash', () => createStash({ amount: 5000, frequency: '30', ccyCode: '1' } as never), 'POST /api/v1/user/stash', { amount: 5000, frequency: '30', ccyCode: '1' }, { reference: 'STH1' }, 'STH1'],
    ['startCardPayment', () => startCardPayment('C9', 'STH1'), 'POST /api/v1/transfer/accountbycard', { cardId: 'C9', transId: 'STH1' }, { id: 'CH2' }, 'CH2'],
    ['confirmCardPayment', () => confirmCardPayment({ transId: 'STH1', challengeId: 'CH2', token: '123456' }), 'PUT /api/v1/transfer/accountbycard', { transId: 'STH1', challengeId: 'CH2', token: '123456' }, null, undefined],
    ['payFromPurse', () => payFromPurse('STH1'), 'POST /api/v1/transfer/fundbypurse', { transId: 'STH1' }, null, undefined],
    ['getCardLinkUrl', getCardLinkUrl, 'GET /api/v1/user/card_url', {}, { authUrl: 'https://pay.example.com/link' }, 'https://pay.example.com/link'],
    ['getProductInterest', () => getProductInterest('0103'), 'GET /api/v1/util/productinterest/', { code: '0103', ccy: '1' }, { interest: [] }, []],
    ['uploadFile', () => uploadFile({ name: 'a.png', content: 'data:image/png;base64,AAAA' }), 'POST /api/v1/util/fileupload', { name: 'a.png', content: 'data:image/png;base64,AAAA' }, { reference: 'IMG1' }, 'IMG1'],
  ])('%s', async (_, run, route, payload, data, result) => {
    const { request, result: got } = await call(run, data);
    expect(`${request.method} ${request.path}`).toBe(route);
    expect(request.method === 'GET' ? request.query : (request.body ?? request.query)).toEqual(payload);
    expect(got).toEqual(result);
  });

  it('sends a payment, or a change of password or PIN, with its idempotency key, and nothing else with one', async () => {
    await call(() => transferToBeneficiary({ beneficiaryId: 'chidi@example.com', amount: 2500, saveBeneficiary: true }, 'key-7'));
    expect(sent[0]).toMatchObject({ method: 'POST', path: '/api/v1/transfer/TransferToBeneficiary', idempotencyKey: 'key-7', body: { beneficiaryId: 'chidi@example.com', amount: 2500, saveBeneficiary: true } });
    sent = [];
    await call(() => startWithdrawal(withdrawal, 'key-8'), { id: 'CH1' });
    expect(sent[0]!.idempotencyKey).toBe('key-8');
    sent = [];
    await call(() => changePassword('Old1!pass', 'New1!pass', 'key-9'));
    expect(sent[0]!.idempotencyKey).toBe('key-9');
    sent = [];
    await call(() => changePin('1234', '4321', 'key-10'));
    expect(sent[0]!.idempotencyKey).toBe('key-10');
    sent = [];
    await call(() => payFromPurse('STH1'));
    expect(sent[0]!.idempotencyKey).toBeNull();
  });
});

describe('answers that may hold nothing yet', () => {
  it.each<[string, () => Promise<unknown>, unknown]>([
    ['getNextOfKin', getNextOfKin, { firstName: 'Ngozi', lastName: 'Obi', email: 'ngozi@example.com', phoneNumber: '08031234567', state: 'Lagos', address: '1 Marina' }],
    ['getBankAccount', getBankAccount, { id: 'B1', aName: 'Ada Obi', number: '0123456789', bName: 'GTBank' }],
    ['getVirtualAccount', getVirtualAccount, { accountName: 'Ada Obi', accountNo: '9912345678', bank: 'Wema' }],
  ])('%s is the record when there is one, and null for {} or null', async (_, run, record) => {
    expect((await call(run, record)).result).toEqual(record);
    for (const none of [{}, null]) {
      sent = [];
      expect((await call(run, none)).result).toBeNull();
    }
  });
});

describe('sign-in and a first password start a session', () => {
  it('login sends the credentials from this client and keeps the tokens for an hour', async () => {
    const { request, result } = await call(() => login({ email: 'ada@example.com', password: 'Pass1!word' }, () => T0), { name: 'Ada Obi', token: 't1', refreshToken: 'r1' });
    expect(request).toMatchObject({ method: 'POST', path: '/api/v1/identity/login', authorization: null, body: { email: 'ada@example.com', password: 'Pass1!word', ...web } });
    expect(result).toEqual({ name: 'Ada Obi', token: 't1', refreshToken: 'r1', expiresAt: T0 + SESSION_LIFETIME_MS });
  });

  it('createPassword keeps the tokens for as long as the server says', async () => {
    const { request, result } = await call(() => createPassword('REG1', 'Pass1!word', () => T0), { name: 'Ada Obi', token: 't1', refreshToken: 'r1', expiresIn: 90_000 });
    expect(request).toMatchObject({ method: 'POST', path: '/api/v1/identity/createpassword', body: { id: 'REG1', password: 'Pass1!word', ...web } });
    expect(result).toEqual({ name: 'Ada Obi', token: 't1', refreshToken: 'r1', expiresAt: T0 + 90_000 });
  });
});
