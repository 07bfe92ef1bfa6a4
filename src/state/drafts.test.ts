// @vitest-environment jsdom
// Drafts read back from sessionStorage are checked like any response: a tampered one is dropped.
import { beforeEach, describe, expect, it, vi } from 'vitest';

beforeEach(() => {
  sessionStorage.clear();
  vi.resetModules();
});

const option = { tenor: { code: '30', name: '30 days', minDays: 30, maxDays: 59 }, rate: 10 };
const goodStash = { form: { ccyCode: '1', amount: '5,000', frequency: '30' }, created: { reference: 'STH1', amount: 5000, ccyCode: '1', option } };

describe('the Stash draft', () => {
  it('reads back a draft this client wrote', async () => {
    sessionStorage.setItem('draft:stash', JSON.stringify(goodStash));
    const { stashDraft } = await import('./stash-draft.ts');
    expect(stashDraft.value).toEqual(goodStash);
  });

  it.each([
    ['not JSON', '{"form":'],
    ['null', 'null'],
    ['a form that is a string', JSON.stringify({ ...goodStash, form: 'x' })],
    ['an amount that is an object', JSON.stringify({ ...goodStash, form: { ...goodStash.form, amount: { length: 1e9 } } })],
    ['a created Stash without its option', JSON.stringify({ ...goodStash, created: { ...goodStash.created, option: null } })],
    ['a created amount as text', JSON.stringify({ ...goodStash, created: { ...goodStash.created, amount: '5000' } })],
  ])('drops a tampered draft (%s) and starts empty', async (_, raw) => {
    sessionStorage.setItem('draft:stash', raw);
    const { stashDraft, emptyStashDraft } = await import('./stash-draft.ts');
    expect(stashDraft.value).toEqual(emptyStashDraft());
    expect(JSON.parse(sessionStorage.getItem('draft:stash') ?? 'null')).toEqual(emptyStashDraft());
  });
});

describe('the pending payment', () => {
  it.each([
    ['an unknown method', { transId: 'STH1', method: 'bitcoin', challengeId: null }],
    ['a missing reference', { method: 'card', challengeId: 'CHL1' }],
    ['a challenge that is a number', { transId: 'STH1', method: 'card', challengeId: 7 }],
  ])('drops a tampered one (%s)', async (_, value) => {
    sessionStorage.setItem('draft:payment', JSON.stringify(value));
    const { pendingPayment } = await import('./payment.ts');
    expect(pendingPayment.value).toBeNull();
    expect(sessionStorage.getItem('draft:payment')).toBeNull();
  });
});

describe('drafts this client wrote are read back after a reload, under their own keys', () => {
  /** Writes `value` through the draft, then loads the module afresh as a reload would. */
  async function roundTrip<T>(load: () => Promise<{ value: T }>, key: string, value: T) {
    (await load()).value = value;
    expect(JSON.parse(sessionStorage.getItem(key) ?? 'null')).toEqual(value);
    vi.resetModules();
    return (await load()).value;
  }

  it('the transfer being sent and the withdrawal at its OTP step', async () => {
    const transfer = { key: 'key-1', email: 'ada@example.ng', name: 'Ada Obi', amount: 2500, save: 'true' };
    expect(await roundTrip(async () => (await import('./transfer-draft.ts')).transferDraft, 'draft:transfer', transfer)).toEqual(transfer);
    const withdrawal = { form: { accountId: 'BA1', amount: '5,000', reason: 'Rent', remark: 'March' }, key: 'key-2', challengeId: 'CHL1', accountName: 'Ada Obi', amount: 5000 };
    expect(await roundTrip(async () => (await import('./withdrawal-draft.ts')).withdrawalDraft, 'draft:withdrawal', withdrawal)).toEqual(withdrawal);
  });

  it('a core plan created and awaiting its payment', async () => {
    const plan = {
      category: 'Home',
      step1: { name: "Ada's Home plan", ccyCode: '1', target: '500,000', startDate: '2026-12-01', endDate: '2027-12-01' },
      step1Done: true,
      step2: { frequency: '30', earnInterest: 'true', imageRef: 'UPL1' },
      created: { reference: 'CSP1', name: "Ada's Home plan", target: 500000, startDate: '2026-12-01', endDate: '2027-12-01', frequency: '30', earnInterest: true, amount: 41666.67, imageRef: 'UPL1' },
    };
    expect(await roundTrip(async () => (await import('./plan-draft.ts')).planDraft, 'draft:core-plan', plan)).toEqual(plan);
  });

  it.each(['transfer', 'card', 'wallet'] as const)('a payment by %s', async (method) => {
    const pending = { transId: 'STH1', method, challengeId: method === 'card' ? 'CHL1' : null };
    expect(await roundTrip(async () => (await import('./payment.ts')).pendingPayment, 'draft:payment', pending)).toEqual(pending);
  });
});
