// The mock takes what the original product's client sent (../shared/spec/original-client-api.md):
// each call of part 1 replayed in that client's own form (its helpers' headers, its methods and
// query names, digit strings for amounts and codes) must succeed, and answer the fields it read.
import { assert, literal, number, string, type, unknown, type Struct } from 'superstruct';
import { describe, expect, it } from 'vitest';
import { Scenario } from '../fixtures/scenarios.ts';
import { TOKEN_TTL_MS } from './auth.ts';
import { OTP_CODE } from './otp.ts';
import { mockServer } from './test-server.ts';

const served = mockServer();

interface Envelope {
  success: boolean;
  data: unknown;
  messages: string[];
}

// The original's literal placeholder platform (sheet row 1).
const platform = { source: 'string', id: 'string' };
const json = { 'Content-Type': 'application/json' };

async function read(res: Response): Promise<Envelope> {
  return (await res.json()) as Envelope;
}

/** The original's helpers (sheet section 0): register1 and login send no bearer; getData sends no body and no Content-Type. */
const original = {
  register1: (path: string, body: unknown) => fetch(`${served.base}${path}`, { method: 'POST', headers: json, body: JSON.stringify(body) }).then(read),
  getData: (path: string, token: string) => fetch(`${served.base}${path}`, { headers: { Authorization: `Bearer ${token}` } }).then(read),
  postData: (path: string, body: unknown, token: string) =>
    fetch(`${served.base}${path}`, { method: 'POST', headers: { ...json, Authorization: `Bearer ${token}` }, body: JSON.stringify(body) }).then(read),
  putData: (path: string, body: unknown, token: string) =>
    fetch(`${served.base}${path}`, { method: 'PUT', headers: { ...json, Authorization: `Bearer ${token}` }, body: JSON.stringify(body) }).then(read),
};

// The fields the original read, written out here rather than borrowed from the client's schemas.
const text = string();
const SessionRead = type({ name: text, token: text, refreshToken: text });
const shaped = <T, S>(data: unknown, shape: Struct<T, S>) => assert(data, shape);

/** Expects success, as the original did (`success === true`; the status is never read), and returns `data`. */
function succeeded<T>(answer: Envelope): T {
  expect(answer, JSON.stringify(answer)).toMatchObject({ success: true });
  return answer.data as T;
}

async function customer(scenario: string) {
  const res = await fetch(`${served.base}/__mock/users`, { method: 'POST', headers: json, body: JSON.stringify({ scenario }) });
  const { email, password } = (await res.json()) as { email: string; password: string };
  // 1. Login.
  const session = succeeded<unknown>(await original.register1('/api/v1/identity/login', { email, password, platform }));
  assert(session, SessionRead);
  return session;
}

describe('the original client, call by call (part 1)', () => {
  it('registers (3-6) with referral "" and gets expiresIn in milliseconds, then creates a PIN (10)', async () => {
    const pending = succeeded<{ id: string | number }>(
      await original.register1('/api/v1/identity/register', {
        firstName: 'Ngozi',
        lastName: 'Adeyemi',
        email: 'ngozi.original@example.test',
        phoneNumber: '+2348091112233',
        dob: '1991-03-09',
        platform,
        referral: '',
      }),
    );
    succeeded(await original.register1('/api/v1/util/resendotp', { id: pending.id, operationType: 1 }));
    succeeded(await original.register1('/api/v1/identity/validateregistrationotp', { id: pending.id, token: OTP_CODE, platform }));
    const fresh = succeeded<{ token: string; expiresIn: number }>(
      await original.register1('/api/v1/identity/createpassword', { id: pending.id, password: 'Secret#123', platform }),
    );
    // The original set expiresAt = now + expiresIn: one hour is 3,600,000.
    expect(fresh.expiresIn).toBe(TOKEN_TTL_MS);
    expect(TOKEN_TTL_MS).toBe(3_600_000);
    succeeded(await original.postData('/api/v1/user/pin', { pin: '4321', platform }, fresh.token));
  });

  it('resets a password (7-9) naming the customer by e-mail', async () => {
    const res = await fetch(`${served.base}/__mock/users`, { method: 'POST', headers: json, body: JSON.stringify({ scenario: Scenario.freshUser }) });
    const { email } = (await res.json()) as { email: string };
    const reset = succeeded<{ id: string | number }>(await original.register1('/api/v1/identity/resetpasswordtoken', { userId: email, platform }));
    succeeded(await original.register1('/api/v1/identity/validateresetpasswordtoken', { id: reset.id, token: OTP_CODE, platform }));
    succeeded(await original.register1('/api/v1/identity/resetpassword', { id: reset.id, token: OTP_CODE, password: 'Another#456', platform }));
    succeeded(await original.register1('/api/v1/identity/login', { email, password: 'Another#456', platform }));
  });

  it('renews the session without a bearer (2)', async () => {
    const session = await customer(Scenario.saver);
    const renewed = succeeded(await original.register1('/api/v1/identity/refresh', { token: session.token, refreshToken: session.refreshToken }));
    assert(renewed, SessionRead);
    expect(renewed.name).toBe(session.name);
  });

  it('verifies a BVN (11-13): POST the number, resend (with a bearer: docs/deviations.md), PUT the OTP', async () => {
    const { token } = await customer(Scenario.freshUser);
    const bvn = '22298765432';
    succeeded(await original.postData('/api/v1/user/bvn', { bvn }, token));
    // The original resent without a bearer; a customer's code is now resent only with their session.
    expect((await original.register1('/api/v1/util/resendotp', { id: bvn, operationType: 6 })).success).toBe(false);
    succeeded(await original.postData('/api/v1/util/resendotp', { id: bvn, operationType: 6 }, token));
    succeeded(await original.putData('/api/v1/user/bvn', { id: bvn, token: OTP_CODE }, token));
    expect(succeeded<{ bvnConfirmed: boolean }>(await original.getData('/api/v1/user/todo', token)).bvnConfirmed).toBe(true);
  });

  it('shows the dashboard (14-20) with the shapes the original read', async () => {
    const { token } = await customer(Scenario.saver);
    shaped(succeeded(await original.getData('/api/v1/user/summary', token)), type({ totAmt: number(), totDollar: number(), totNaira: number() }));
    const history = succeeded<unknown[]>(await original.getData('/api/v1/user/transaction?pageNumber=1&pageSize=5', token));
    expect(history).toHaveLength(5);
    shaped(history[0], type({ descr: text, reference: text, date: text, value: number(), type: number() }));
    expect(succeeded(await original.getData('/api/v1/user/todo', token))).toMatchObject({ bvnConfirmed: true, cardLinked: true });
    const [group] = succeeded<{ currency: { code: unknown } }[]>(await original.getData('/api/v1/user/public_group_savings', token));
    // The original compared the code with the number 1 to show Naira.
    expect(group?.currency.code).toBe(1);
    const [card] = succeeded<unknown[]>(await original.getData('/api/v1/user/card', token));
    // pan is spread into characters and type upper-cased by the original.
    shaped(card, type({ id: unknown(), bin: text, pan: text, type: text, expMnt: unknown(), expYr: unknown() }));
    expect(succeeded<{ authUrl: string }>(await original.getData('/api/v1/user/card_url', token)).authUrl).toMatch(/^http/);
    shaped(succeeded(await original.getData('/api/v1/user/virtual_acct', token)), type({ accountName: text, accountNo: text, bank: text }));
  });

  it('reads an empty object for a virtual account that is not configured (20)', async () => {
    const { token } = await customer(Scenario.freshUser);
    expect(succeeded(await original.getData('/api/v1/user/virtual_acct', token))).toEqual({});
  });

  it('creates a Stash with digit strings and pays it by card, confirming with PUT (21, 22, 24, 26, 27)', async () => {
    const { token } = await customer(Scenario.saver);
    const { interest } = succeeded<{ interest: { tenor: { code: string } }[] }>(await original.getData('/api/v1/util/productinterest/?code=0103&ccy=1', token));
    const tenor = interest[0]!.tenor.code;
    // `frequency` forced to text by a template literal, amount the unformatted digits.
    const { reference } = succeeded<{ reference: string }>(await original.postData('/api/v1/user/stash', { amount: '5000', frequency: `${tenor}`, ccyCode: '1' }, token));
    const [card] = succeeded<{ id: string | number }[]>(await original.getData('/api/v1/user/card', token));
    const challenge = succeeded<{ id: string }>(await original.postData('/api/v1/transfer/accountbycard', { cardId: String(card!.id), transId: reference }, token));
    succeeded(await original.postData('/api/v1/util/resendotp', { id: challenge.id, operationType: 4 }, token));
    succeeded(await original.putData('/api/v1/transfer/accountbycard', { token: OTP_CODE, transId: reference, challengeId: challenge.id }, token));
    const stashes = succeeded<{ contribution: number }[]>(await original.getData('/api/v1/user/accountbyproduct?productCode=0103', token));
    expect(stashes.some((s) => s.contribution === 5000)).toBe(true);
  });

  it('pays a Stash from the wallet (25)', async () => {
    const { token } = await customer(Scenario.saver);
    const { reference } = succeeded<{ reference: string }>(await original.postData('/api/v1/user/stash', { amount: '1500', frequency: '30', ccyCode: '1' }, token));
    succeeded(await original.postData('/api/v1/transfer/fundbypurse', { transId: reference }, token));
  });

  it('lists accounts per product with productCode (28): Stash, core and purse shapes', async () => {
    const { token } = await customer(Scenario.saver);
    const [stash] = succeeded<unknown[]>(await original.getData('/api/v1/user/accountbyproduct?productCode=0103', token));
    shaped(stash, type({ id: text, name: text, daysLeft: number(), contribution: number(), maturityDate: text }));
    const [core] = succeeded<unknown[]>(await original.getData('/api/v1/user/accountbyproduct?productCode=0201', token));
    shaped(core, type({ id: text, name: text, tenureElapsed: number(), contribution: number(), target: number(), interestAccrued: number(), maturityDate: text, currency: type({ code: literal('NGN') }) }));
    const purses = succeeded<{ name: string; availableBalance: number }[]>(await original.getData('/api/v1/user/accountbyproduct?productCode=0106', token));
    expect(purses.map((p) => p.name)).toContain('Vibe cash');
  });
});
