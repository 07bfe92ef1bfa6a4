// The merged purse draft as POST /user/my_purse takes it (spec part 2, section 7: "merged purse draft").
import { NO_WITHDRAWAL, type PurseRequest } from '../../api/purses.ts';
import { NAIRA } from '../../api/wire.ts';
import { PICK_A_DATE } from '../../lib/frequency.ts';
import { parseAmount } from '../../lib/money.ts';
import type { PurseStep1, PurseStep2 } from '../../state/purse-draft.ts';

/** The percentages step 2 offers to withdraw, and the choice that lets the customer type one. */
export const PERCENTAGES = ['20', '60', '100'] as const;
export const OTHER_PERCENTAGE = 'other';

export const percentageOf = (step2: PurseStep2) => Number(step2.drPct === OTHER_PERCENTAGE ? step2.drPctOther.trim() : step2.drPct);

export function purseRequest(step1: PurseStep1, step2: PurseStep2): PurseRequest {
  const withdraws = step2.autoWithdraw === 'true';
  const picked = withdraws && step2.drFreq === PICK_A_DATE;
  return {
    name: step1.name.trim(),
    ccyCode: NAIRA,
    startDate: step1.startDate,
    // The forms offer only these codes; the request schema holds the call to them all the same.
    crFreq: step1.crFreq as PurseRequest['crFreq'],
    amount: parseAmount(step1.amount) ?? 0,
    autoWithdraw: withdraws,
    drFreq: withdraws ? (step2.drFreq as PurseRequest['drFreq']) : NO_WITHDRAWAL,
    drDate: picked ? step2.drDate : '',
    drDateOpt: picked,
    drPct: withdraws ? percentageOf(step2) : 0,
    isAutomated: true,
  };
}

export const sameRequest = (a: PurseRequest, b: PurseRequest) => JSON.stringify(a) === JSON.stringify(b);
