// The mock is honest about purses: it keeps the purse rules (drDate only with pick-a-date, a
// percentage from 1 to 100, no start before today), opens a paid purse with its balance, raises a
// funded purse and records the transaction, and never lets the wallet pay for itself.
import { describe, expect, it } from 'vitest';
import { todayInLagos } from '../src/lib/calendar.ts';
import { DATE_ONLY_WHEN_PICKED, PERCENTAGE_RANGE, START_IN_PAST, DATE_NEEDED, WALLET_NAME_RESERVED } from './domain/purses.ts';
import { PURSE_NOT_FOUND, WALLET_FUNDS_ITSELF } from './domain/payments.ts';
import { mockServer, signedInCustomer } from './test-server.ts';

const served = mockServer();

const purse = (over: Record<string, unknown> = {}) => ({
  name: 'Detty December',
  ccyCode: '1',
  startDate: todayInLagos(),
  crFreq: '30',
  amount: 2000,
  autoWithdraw: false,
  drFreq: '0',
  drDate: '',
  drDateOpt: false,
  drPct: 0,
  isAutomated: true,
  ...over,
});

async function customer() {
  const { token, id } = await signedInCustomer(served.base);
  const send = async (method: string, path: string, body?: unknown) => {
    const res = await fetch(`${served.base}${path}`, {
      method,
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    return { status: res.status, ...((await res.json()) as { success: boolean; data: { reference: string } & Record<string, unknown>; messages: string[] }) };
  };
  const purses = async () => (await send('GET', '/api/v1/user/accountbyproduct?productCode=0106')).data as unknown as { id: string; name: string; availableBalance: number }[];
  return { id, send, purses };
}

describe('creating a purse', () => {
  it.each([
    ['a start before today', { startDate: '2020-01-01' }, START_IN_PAST],
    ['a withdrawal date without pick-a-date', { autoWithdraw: true, drFreq: '30', drPct: 20, drDate: '2099-01-01' }, DATE_ONLY_WHEN_PICKED],
    ['pick-a-date without its date', { autoWithdraw: true, drFreq: '001', drDateOpt: true, drPct: 20 }, DATE_NEEDED],
    ['automatic withdrawal of 0%', { autoWithdraw: true, drFreq: '7', drPct: 0 }, PERCENTAGE_RANGE],
    ["the wallet's name", { name: 'Vibe cash' }, WALLET_NAME_RESERVED],
    ["the wallet's name in another case and spacing", { name: '  vIBE \u00a0  CASH ' }, WALLET_NAME_RESERVED],
    ["the wallet's name run together", { name: 'VibeCash' }, WALLET_NAME_RESERVED],
  ])('refuses %s with a 400 naming the field', async (_what, over, message) => {
    const { send } = await customer();
    const answer = await send('POST', '/api/v1/user/my_purse', purse(over));
    expect(answer).toMatchObject({ status: 400, success: false, messages: [message] });
  });

  it("takes a name that only contains the wallet's, and lists the wallet alone with the wallet's nameClass", async () => {
    const { send, purses } = await customer();
    const created = await send('POST', '/api/v1/user/my_purse', purse({ name: 'Vibe cash 2' }));
    expect(created.success).toBe(true);
    expect((await send('POST', '/api/v1/transfer/fundbypurse', { transId: created.data.reference })).success).toBe(true);
    const listed = (await send('GET', '/api/v1/user/accountbyproduct?productCode=0106')).data as unknown as { name: string; nameClass: string | null }[];
    expect(listed.filter((p) => p.nameClass === 'vibe').map((p) => p.name)).toEqual(['Vibe cash']);
    expect(await purses()).toContainEqual(expect.objectContaining({ name: 'Vibe cash 2' }));
  });

  it('refuses a percentage over 100 by the request schema', async () => {
    const { send } = await customer();
    const answer = await send('POST', '/api/v1/user/my_purse', purse({ autoWithdraw: true, drFreq: '7', drPct: 150 }));
    expect(answer.status).toBe(400);
    expect(answer.messages[0]).toMatch(/^drPct: /);
  });

  it('takes what the original client sent (text codes and amounts) and opens the purse once paid', async () => {
    const { send, purses } = await customer();
    const before = await purses();
    const created = await send('POST', '/api/v1/user/my_purse', purse({ amount: '3000', autoWithdraw: 'true', drFreq: '001', drDate: '2099-02-01', drDateOpt: true, drPct: '60' }));
    expect(created.success).toBe(true);
    expect(await purses(), 'nothing opens before it is paid').toHaveLength(before.length);
    expect((await send('POST', '/api/v1/transfer/fundbypurse', { transId: created.data.reference })).success).toBe(true);
    expect(await purses()).toContainEqual(expect.objectContaining({ name: 'Detty December', availableBalance: 3000 }));
  });
});

describe('funding a purse', () => {
  it('raises the purse by the amount paid, once, and records the transaction', async () => {
    const { id, send, purses } = await customer();
    const before = await purses();
    const family = before.find((p) => p.name === 'Family')!;
    const wallet = before.find((p) => p.name === 'Vibe cash')!;
    const started = await send('POST', '/api/v1/transfer/FundExistingPurse', { accountNumber: family.id, amount: '1500' });
    expect(typeof started.data.reference).toBe('string');
    expect(started.data.transId).toBe(started.data.reference);
    const pay = () => send('POST', '/api/v1/transfer/fundbypurse', { transId: started.data.reference });
    expect((await pay()).success).toBe(true);
    expect((await pay()).success, 'a repeated confirmation succeeds').toBe(true);
    const after = await purses();
    expect(after.find((p) => p.id === family.id)!.availableBalance).toBeCloseTo(family.availableBalance + 1500, 2);
    expect(after.find((p) => p.id === wallet.id)!.availableBalance).toBeCloseTo(wallet.availableBalance - 1500, 2);
    const history = served.mock.store.owned('transactions', id).filter((t) => t.reference === started.data.reference);
    expect(history).toEqual([expect.objectContaining({ value: 1500, descr: 'Family funding from Vibe cash' })]);
  });

  it('refuses a purse that is not the customer’s', async () => {
    const { send } = await customer();
    const other = await customer();
    const [theirs] = await other.purses();
    expect(await send('POST', '/api/v1/transfer/FundExistingPurse', { accountNumber: theirs!.id, amount: 1500 })).toMatchObject({ status: 404, messages: [PURSE_NOT_FOUND] });
  });

  it('never lets Vibe cash pay for its own top-up, and moves nothing', async () => {
    const { send, purses } = await customer();
    const wallet = (await purses()).find((p) => p.name === 'Vibe cash')!;
    const started = await send('POST', '/api/v1/transfer/FundExistingPurse', { accountNumber: wallet.id, amount: 1500 });
    expect(await send('POST', '/api/v1/transfer/fundbypurse', { transId: started.data.reference })).toMatchObject({ status: 400, messages: [WALLET_FUNDS_ITSELF] });
    expect((await purses()).find((p) => p.id === wallet.id)!.availableBalance).toBe(wallet.availableBalance);
  });
});
