// @vitest-environment jsdom
// The sign-up and reset drafts read back from sessionStorage are checked like any response: a tampered one is dropped.
import { beforeEach, describe, expect, it, vi } from 'vitest';

beforeEach(() => {
  sessionStorage.clear();
  vi.resetModules();
});

describe('the onboarding drafts', () => {
  it('drop a tampered registration and reset draft', async () => {
    sessionStorage.setItem('draft:registration', JSON.stringify({ details: null, id: 'R1', otpVerified: 'yes' }));
    sessionStorage.setItem('draft:password-reset', JSON.stringify({ userId: 'a@b.ng', id: { $ne: 1 }, token: 'T' }));
    const { registrationDraft, resetDraft, emptyRegistration, emptyReset } = await import('./onboarding-drafts.ts');
    expect(registrationDraft.value).toEqual(emptyRegistration);
    expect(resetDraft.value).toEqual(emptyReset);
  });

  it('keep a registration draft this client wrote', async () => {
    const draft = { details: { firstName: 'Ada', lastName: 'Obi', email: 'a@b.ng', phoneNumber: '08030000000', dob: '1990-01-01', referral: '' }, id: 12, otpVerified: true };
    sessionStorage.setItem('draft:registration', JSON.stringify(draft));
    const { registrationDraft } = await import('./onboarding-drafts.ts');
    expect(registrationDraft.value).toEqual(draft);
  });
});
