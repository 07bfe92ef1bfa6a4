// Nothing the mock shows of its state (GET /__mock/db and each collection) or writes to its request log
// holds a secret: a password, a PIN, a session or refresh token, an id an OTP was sent for, a reset
// token, a card-link reference, or a request body that carried any of them.
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { Scenario } from '../fixtures/scenarios.ts';
import { OTP_CODE } from './otp.ts';
import { mockServer } from './test-server.ts';

const logFile = join(mkdtempSync(join(tmpdir(), 'mock-log-')), 'requests.jsonl');
process.env.MOCK_REQUEST_LOG = logFile;
const served = mockServer();
delete process.env.MOCK_REQUEST_LOG;

const platform = { source: 'web', id: 'test' };
const PASSWORD = 'Xq#Secret77';
const PIN = '9173';

async function send(method: string, path: string, body?: unknown, token?: string, headers: Record<string, string> = {}) {
  const res = await fetch(`${served.base}${path}`, {
    method,
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}), ...headers },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const envelope = (await res.json()) as { data: unknown };
  expect(res.status, `${method} ${path}: ${JSON.stringify(envelope)}`).toBeLessThan(300);
  return envelope.data as Record<string, string>;
}

/** Every string in `value`, with the key it sits under. */
function strings(value: unknown, key = ''): { key: string; text: string }[] {
  if (typeof value === 'string') return [{ key, text: value }];
  if (typeof value !== 'object' || value === null) return [];
  return Object.entries(value).flatMap(([k, child]) => strings(child, Array.isArray(value) ? key : k));
}

describe('the state view and the request log', () => {
  it('hold no password, PIN, token, OTP id, reset token, card-link reference or secret-bearing body', async () => {
    const created = (await (await fetch(`${served.base}/__mock/users`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ scenario: Scenario.saver, password: PASSWORD, pin: PIN }) })).json()) as { email: string };
    const session = await send('POST', '/api/v1/identity/login', { email: created.email, password: PASSWORD, platform });
    const { token, refreshToken } = session as { token: string; refreshToken: string };
    const user = served.mock.store.findUserByEmail(created.email)!;
    const wallet = served.mock.store.owned('accounts', user.id).find((a) => a.isDefaultPurse)!;
    // A withdrawal sent with an idempotency key: its body (with the PIN) is kept for replays.
    const withdrawal = await send('POST', '/api/v1/transfer/savingswithdraw', { pin: PIN, amount: 100, reason: '', remark: '', accountId: wallet.id }, token, { 'idempotency-key': 'key-123456789' });
    const { reference } = await send('POST', '/api/v1/user/stash', { amount: 5000, frequency: '30', ccyCode: '1' }, token);
    const [card] = served.mock.store.owned('cards', user.id);
    const challenge = await send('POST', '/api/v1/transfer/accountbycard', { cardId: card!.id, transId: reference }, token);
    const { authUrl } = await send('GET', '/api/v1/user/card_url', undefined, token);
    const registration = await send('POST', '/api/v1/identity/register', { firstName: 'Ada', lastName: 'Obi', email: 'ada.obi@example.test', phoneNumber: '+2348031112222', dob: '1990-01-01', platform });
    const reset = await send('POST', '/api/v1/identity/resetpasswordtoken', { userId: created.email, platform });
    await send('POST', '/api/v1/identity/validateresetpasswordtoken', { id: reset.id, token: OTP_CODE, platform });
    await send('PUT', '/api/v1/user/nextofkin', { firstName: 'Ngozi', lastName: 'Obi', email: 'n@example.test', phoneNumber: '+2348030000000', state: 'Lagos', address: '1 Road', password: PASSWORD }, token);

    const secrets = [PASSWORD, token, refreshToken, withdrawal.id, challenge.id, registration.id, reset.id, new URL(authUrl!).searchParams.get('ref'), 'key-123456789'].map(String);
    for (const secret of secrets) expect(secret.length, secret).toBeGreaterThanOrEqual(8);

    const whole = (await (await fetch(`${served.base}/__mock/db`)).json()) as Record<string, unknown[]>;
    const collections = await Promise.all(Object.keys(whole).map(async (name) => (await fetch(`${served.base}/__mock/db/${name}`)).json() as Promise<unknown>));
    const log = readFileSync(logFile, 'utf8');
    const shown = [...strings(whole), ...strings(collections), ...strings(log.split('\n').filter(Boolean).map((line) => JSON.parse(line) as unknown))];
    expect(shown.length).toBeGreaterThan(100);

    const leaks = shown.filter(({ key, text }) => secrets.some((s) => text.includes(s)) || text === PIN || text.includes(`"${PIN}"`) || (/^(pin|password|token|otp)$/i.test(key) && text !== '[redacted]'));
    expect(leaks).toEqual([]);
    // The reset token once validated is kept to check the new password, hidden here.
    expect(shown.filter(({ key }) => key === 'validatedToken').map(({ text }) => text)).toEqual(['[redacted]', '[redacted]']);
  });
});
