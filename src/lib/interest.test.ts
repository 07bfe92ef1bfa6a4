import { describe, expect, it } from 'vitest';
import { addDays, breakageFee, earlyTermination, monthlyInterest, simpleInterest } from './interest.ts';

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

describe('ending a Stash early', () => {
  it('charges half the interest accrued, to the kobo', () => {
    expect(breakageFee(1000)).toBe(500);
    expect(breakageFee(0.05)).toBe(0.03);
    expect(breakageFee(0)).toBe(0);
  });

  it('pays the contribution and the interest less the charge', () => {
    expect(earlyTermination(50_000, 328.77)).toEqual({ charge: 164.39, payout: 50_164.38 });
    expect(earlyTermination(0.1, 0.2)).toEqual({ charge: 0.1, payout: 0.2 });
  });
});

describe('adding days', () => {
  it('crosses month and year ends by the calendar', () => {
    expect(addDays(new Date(2026, 11, 31), 1)).toEqual(new Date(2027, 0, 1));
    expect(addDays(new Date(2028, 1, 28), 1)).toEqual(new Date(2028, 1, 29));
  });
});
