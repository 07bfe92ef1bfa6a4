import { describe, expect, it, vi } from 'vitest';
import { breakageFee, hasMatured, monthlyInterest, simpleInterest, stashTermination } from './interest.ts';

describe('simple interest', () => {
  it('is amount × rate × days / 365', () => {
    expect(simpleInterest(100_000, 10, 365)).toBe(10_000);
    expect(simpleInterest(50_000, 8, 30)).toBe(328.77);
    expect(simpleInterest(0, 13, 365)).toBe(0);
  });

  it('pays a purse a twelfth of its yearly rate in a month, to the kobo', () => {
    expect(monthlyInterest(24_000, 3)).toBe(60);
    expect(monthlyInterest(10_001, 3)).toBe(25);
    expect(monthlyInterest(12_345.67, 3)).toBe(30.86);
  });
});

describe('ending a Stash', () => {
  it('charges half the interest accrued, to the kobo', () => {
    expect(breakageFee(1000)).toBe(500);
    // Never more than half: an odd kobo's half is left to the customer.
    expect(breakageFee(0.05)).toBe(0.02);
    expect(breakageFee(65.75)).toBe(32.87);
    expect(breakageFee(0)).toBe(0);
  });

  it('before its maturity date pays the contribution and the interest less the charge', () => {
    expect(stashTermination({ contribution: 50_000, interestAccrued: 328.77, maturityDate: '2026-12-01' }, '2026-11-30')).toEqual({ matured: false, charge: 164.38, payout: 50_164.39 });
    expect(stashTermination({ contribution: 0.1, interestAccrued: 0.2, maturityDate: '2026-12-01' }, '2026-11-30')).toEqual({ matured: false, charge: 0.1, payout: 0.2 });
  });

  it('on its maturity date or after pays the contribution and all the interest, with no charge', () => {
    expect(stashTermination({ contribution: 50_000, interestAccrued: 328.77, maturityDate: '2026-12-01' }, '2026-12-01')).toEqual({ matured: true, charge: 0, payout: 50_328.77 });
    expect(stashTermination({ contribution: 0.1, interestAccrued: 0.2, maturityDate: '2026-12-01T00:00:00Z' }, '2027-01-05')).toEqual({ matured: true, charge: 0, payout: 0.3 });
  });

  it('has matured from the first minute of its maturity day in Lagos (UTC+1)', () => {
    vi.useFakeTimers();
    try {
      vi.setSystemTime(new Date('2026-11-30T22:59:00Z'));
      expect(hasMatured('2026-12-01')).toBe(false);
      vi.setSystemTime(new Date('2026-11-30T23:00:00Z'));
      expect(hasMatured('2026-12-01')).toBe(true);
      expect(stashTermination({ contribution: 1, interestAccrued: 1, maturityDate: '2026-12-01' })).toEqual({ matured: true, charge: 0, payout: 2 });
    } finally {
      vi.useRealTimers();
    }
  });
});
