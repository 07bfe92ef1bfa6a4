import { describe, expect, it } from 'vitest';
import { drawnShare, savingsShares } from './totals-shares.ts';

describe('the savings shares', () => {
  it('compares like with like: $1,000 worth ₦1,500,000 beside ₦1,500,000 is half', () => {
    expect(savingsShares({ totNaira: 1_500_000, totAmt: 3_000_000 })).toEqual({ naira: 50, dollars: 50 });
  });

  it('never adds dollars to naira as if they were the same money', () => {
    // $3,000 is not a sliver beside ₦1.5 million once it is valued in naira (₦4.5 million at ₦1,500 a dollar).
    const { naira, dollars } = savingsShares({ totNaira: 1_500_000, totAmt: 6_000_000 });
    expect(naira).toBe(25);
    expect(dollars).toBe(75);
  });

  it('is all naira without dollars, all dollars without naira, and nothing without money', () => {
    expect(savingsShares({ totNaira: 2_000, totAmt: 2_000 })).toEqual({ naira: 100, dollars: 0 });
    expect(savingsShares({ totNaira: 0, totAmt: 150_000 })).toEqual({ naira: 0, dollars: 100 });
    expect(savingsShares({ totNaira: 0, totAmt: 0 })).toEqual({ naira: 0, dollars: 0 });
  });

  it('reads a total below the naira (an inconsistent answer) as no dollars', () => {
    expect(savingsShares({ totNaira: 5_000, totAmt: 4_000 })).toEqual({ naira: 100, dollars: 0 });
  });

  it('draws a non-zero share as at least a sliver', () => {
    expect([drawnShare(0), drawnShare(0.1), drawnShare(40)]).toEqual([0, 2, 40]);
  });
});
