// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from 'vitest';

beforeEach(() => {
  sessionStorage.clear();
  vi.resetModules();
});

describe('the pending payment', () => {
  it('keeps the method and challenge of one reference across a reload', async () => {
    const first = await import('./payment.ts');
    first.choosePaymentMethod('STH1', 'card');
    first.holdChallenge('STH1', 'CHL9');
    vi.resetModules();
    const reloaded = await import('./payment.ts');
    expect(reloaded.pendingPayment.value).toEqual({ transId: 'STH1', method: 'card', challengeId: 'CHL9' });
  });

  it('starts afresh for another reference', async () => {
    const { choosePaymentMethod, holdChallenge, paymentOf } = await import('./payment.ts');
    holdChallenge('STH1', 'CHL9');
    expect(paymentOf('STH2')).toEqual({ transId: 'STH2', method: null, challengeId: null });
    choosePaymentMethod('STH1', 'wallet');
    expect(paymentOf('STH1')).toEqual({ transId: 'STH1', method: 'wallet', challengeId: null });
  });

  it('is forgotten when the payment ends and at logout', async () => {
    const { choosePaymentMethod, endPayment, pendingPayment } = await import('./payment.ts');
    const { logout } = await import('./session.ts');
    choosePaymentMethod('STH1', 'transfer');
    endPayment();
    expect(pendingPayment.value).toBeNull();
    choosePaymentMethod('STH1', 'transfer');
    logout();
    expect(pendingPayment.value).toBeNull();
    expect(sessionStorage.getItem('draft:payment')).toBeNull();
  });

  it('once paid, is no longer pending and is marked paid, for its own reference only', async () => {
    const { choosePaymentMethod, paidTransId, paymentDone, pendingPayment } = await import('./payment.ts');
    choosePaymentMethod('STH1', 'wallet');
    paymentDone('STH1');
    expect(pendingPayment.value).toBeNull();
    expect(paidTransId.value).toBe('STH1');
    choosePaymentMethod('STH2', 'wallet');
    expect(paidTransId.value).not.toBe('STH2');
  });

  it('resends with operation 4 for a transaction and 5 without one', async () => {
    const { paymentOtpOperation } = await import('./payment.ts');
    expect(paymentOtpOperation('STH1')).toBe(4);
    expect(paymentOtpOperation(null)).toBe(5);
    expect(paymentOtpOperation('')).toBe(5);
  });
});
