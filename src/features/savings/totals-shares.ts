// The savings donut's shares: naira against dollars, both in naira. The dollars' worth in naira is what the
// API's Total Balance (totAmt, in naira) holds beyond the naira, so the client needs no exchange rate.
import type { UserSummary } from '../../api/dashboard.ts';

export interface Shares {
  /** Percent of the total, 0 to 100. */
  naira: number;
  dollars: number;
}

export function savingsShares({ totNaira, totAmt }: Pick<UserSummary, 'totNaira' | 'totAmt'>): Shares {
  const naira = Math.max(0, totNaira);
  const dollarsInNaira = Math.max(0, totAmt - naira);
  const whole = naira + dollarsInNaira;
  if (whole <= 0) return { naira: 0, dollars: 0 };
  return { naira: (naira / whole) * 100, dollars: (dollarsInNaira / whole) * 100 };
}

/** The share drawn: a non-zero share keeps at least a sliver visible. */
export const drawnShare = (share: number) => (share > 0 ? Math.max(2, share) : 0);
