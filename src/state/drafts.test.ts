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

describe('the onboarding drafts', () => {
  it('drop a tampered registration and reset draft', async () => {
    sessionStorage.setItem('draft:registration', JSON.stringify({ details: null, id: 'R1', otpVerified: 'yes' }));
    sessionStorage.setItem('draft:password-reset', JSON.stringify({ userId: 'a@b.ng', id: { $ne: 1 }, token: 'T' }));
    const { registrationDraft, resetDraft, emptyRegistration, emptyReset } = await import('../features/auth/onboarding-drafts.ts');
    expect(registrationDraft.value).toEqual(emptyRegistration);
    expect(resetDraft.value).toEqual(emptyReset);
  });

  it('keep a registration draft this client wrote', async () => {
    const draft = { details: { firstName: 'Ada', lastName: 'Obi', email: 'a@b.ng', phoneNumber: '08030000000', dob: '1990-01-01', referral: '' }, id: 12, otpVerified: true };
    sessionStorage.setItem('draft:registration', JSON.stringify(draft));
    const { registrationDraft } = await import('../features/auth/onboarding-drafts.ts');
    expect(registrationDraft.value).toEqual(draft);
  });
});
