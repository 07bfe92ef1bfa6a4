import { describe, expect, it } from 'vitest';
import { addDays, depositBreakdown, simpleInterest } from './interest.ts';

describe('simple interest', () => {
  it('is amount × rate × days / 365', () => {
    expect(simpleInterest(100_000, 10, 365)).toBe(10_000);
    expect(simpleInterest(50_000, 8, 30)).toBe(328.77);
    expect(simpleInterest(0, 13, 365)).toBe(0);
  });
});

describe('deposit breakdown', () => {
  it('matures the tenor days after today and halves the interest for the breakage fee', () => {
    const today = new Date(2026, 0, 15);
    const result = depositBreakdown(250_000, 11.5, 180, today);
    expect(result.maturityDate).toEqual(new Date(2026, 6, 14));
    expect(result.interest).toBe(14178.08);
    expect(result.maxBreakageFee).toBe(7089.04);
  });

  it('crosses month and year ends by the calendar', () => {
    expect(addDays(new Date(2026, 11, 31), 1)).toEqual(new Date(2027, 0, 1));
    expect(addDays(new Date(2028, 1, 28), 1)).toEqual(new Date(2028, 1, 29));
  });
});
