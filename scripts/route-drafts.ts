// What a step of a flow finds in sessionStorage when a customer reloads it mid-flow: the drafts the
// size report visits it with (scripts/size.ts), so a step is measured as itself. Without them a step
// sends the visit back to the flow's start, and the figure would be that of two screens, not of this one.
// Each value must pass its draft's check (src/state/*-draft.ts): a visit that still lands elsewhere fails
// the size report.
import type { RegistrationDraft, ResetDraft } from '../src/features/auth/onboarding-drafts.ts';
import type { CreatedGroup, GroupDraft, GroupForm, JoinDraft } from '../src/state/group-draft.ts';
import type { WithdrawalDraft } from '../src/state/withdrawal-draft.ts';
import type { PendingPayment } from '../src/state/payment.ts';
import type { PlanDraft } from '../src/state/plan-draft.ts';
import type { FundPurseDraft, PurseDraft } from '../src/state/purse-draft.ts';
import type { StashDraft } from '../src/state/stash-draft.ts';
import type { RouteName } from '../src/routes/table.ts';

/** Session storage entries, by key (a draft is stored under `draft:` and its name). */
export type Drafts = Record<string, unknown>;

/** The transaction a sample flow pays, and the card challenge its OTP step confirms. */
export const SAMPLE_REFERENCE = 'SAMPLE-REF-1';
export const SAMPLE_CHALLENGE = 'SAMPLE-CHALLENGE-1';

const NAIRA = '1';
const card: PendingPayment = { transId: SAMPLE_REFERENCE, method: 'card', challengeId: SAMPLE_CHALLENGE };

const details = { firstName: 'Ada', lastName: 'Obi', email: 'ada@example.com', phoneNumber: '+2348012345678', dob: '1990-01-01', referral: '' };
const registration = (otpVerified: boolean): Drafts => ({ 'draft:registration': { details, id: 7, otpVerified } satisfies RegistrationDraft });
const reset = (token: string | null): Drafts => ({ 'draft:password-reset': { userId: 'ada@example.com', id: 7, token } satisfies ResetDraft });

const stash: StashDraft = {
  form: { ccyCode: NAIRA, amount: '50,000', frequency: '30' },
  created: { reference: SAMPLE_REFERENCE, amount: 50_000, ccyCode: NAIRA, option: { tenor: { code: '30', name: '30 days', minDays: 30, maxDays: 59 }, rate: 6 } },
};

const purseStep1 = { name: 'School fees', ccyCode: NAIRA, crFreq: '30', startDate: '2027-01-04', amount: '5,000' };
const purseStep2 = { autoWithdraw: 'false', drFreq: '0', drDate: '', drPct: '', drPctOther: '' };
const purse = (created: boolean): PurseDraft => ({
  type: 'Family',
  step1: purseStep1,
  step2: created ? purseStep2 : null,
  created: created
    ? {
        reference: SAMPLE_REFERENCE,
        type: 'Family',
        request: { name: 'School fees', ccyCode: NAIRA, startDate: '2027-01-04', crFreq: '30', amount: 5_000, autoWithdraw: false, drFreq: '0', drDate: '', drDateOpt: false, drPct: 0, isAutomated: false },
      }
    : null,
});
const fundPurse: FundPurseDraft = {
  accountId: '1',
  accountName: 'School fees',
  amount: '5,000',
  created: { reference: SAMPLE_REFERENCE, accountId: '1', accountName: 'School fees', balance: 20_000, amount: 5_000 },
};

const groupForm: GroupForm = { name: 'Ajo circle', ccy: NAIRA, target: '600,000', tgtDate: '2027-12-31', decide: 'true', docId: '', start: '2027-01-04', freq: '30', amount: '50,000' };
const createdGroup: CreatedGroup = { transId: SAMPLE_REFERENCE, code: 'AJO123', isPublic: false, name: 'Ajo circle', target: 600_000, tgtDate: '2027-12-31', start: '2027-01-04', freq: '30', amount: 50_000 };
const group = (answered: number, created: CreatedGroup | null): GroupDraft => ({ kind: 'private', form: groupForm, answered, created });
const joined: JoinDraft = {
  group: { id: 1, name: 'Ajo circle', target: 600_000, startDate: '2027-01-04', endDate: '2027-12-31', contribution: 50_000, frequency: 30 },
  viaCode: false,
  form: { start: '2027-01-04', freq: '30', amount: '50,000' },
  joined: { transId: SAMPLE_REFERENCE, start: '2027-01-04', freq: '30', amount: 50_000 },
};

const planStep1 = { name: "Ada's Family plan", ccyCode: NAIRA, target: '600,000', startDate: '2027-01-04', endDate: '2027-12-31' };
const plan = (created: boolean): PlanDraft => ({
  category: 'Family',
  step1: planStep1,
  step1Done: true,
  step2: created ? { frequency: '30', earnInterest: 'true', imageRef: '' } : { frequency: '', earnInterest: '', imageRef: '' },
  created: created
    ? { reference: SAMPLE_REFERENCE, name: "Ada's Family plan", target: 600_000, startDate: '2027-01-04', endDate: '2027-12-31', frequency: '30', earnInterest: true, amount: 50_000, imageRef: '' }
    : null,
});

const withdrawal: WithdrawalDraft = {
  form: { accountId: '1', amount: '5,000', reason: 'Bills', remark: '' },
  key: 'sample-idempotency-key',
  challengeId: SAMPLE_CHALLENGE,
  accountName: 'School fees',
  amount: 5_000,
};

/** By route name (src/routes/table.ts): what a reload of that step finds. */
export const routeDrafts = {
  signup2: registration(false),
  signup3: registration(true),
  forgotToken: reset(null),
  createForgotPassword: reset('123456'),
  stashBreakdown: { 'draft:stash': stash },
  stashOtp: { 'draft:stash': stash, 'draft:payment': card },
  purseStep2: { 'draft:purse': purse(false) },
  purseStep3: { 'draft:purse': purse(true) },
  purseOtp: { 'draft:purse': purse(true), 'draft:payment': card },
  fundPurseBreakdown: { 'draft:fund-purse': fundPurse },
  fundPurseOtp: { 'draft:fund-purse': fundPurse, 'draft:payment': card },
  groupSavings2: { 'draft:group': group(1, null) },
  groupSavings3: { 'draft:group': group(2, null) },
  groupSavings4: { 'draft:group': group(2, createdGroup) },
  groupOtp: { 'draft:group': group(2, createdGroup), 'draft:payment': card },
  joinGroup2: { 'draft:group-join': joined },
  savingsCreate3: { 'draft:core-plan': plan(false) },
  savingsCreate4: { 'draft:core-plan': plan(true) },
  savingsOtp: { 'draft:core-plan': plan(true), 'draft:payment': card },
  otpWithdraw: { 'draft:withdrawal': withdrawal },
  otpWithdrawChallenge: { 'draft:withdrawal': withdrawal },
} satisfies Partial<Record<RouteName, Drafts>>;

/** By route name: the parameter the size report visits a route with where 1 would not do (otherwise `:param` is 1). */
export const routeSamples = {
  stashOtp: SAMPLE_CHALLENGE,
  purseStep1: 'Family',
  purseStep2: 'Family',
  purseOtp: SAMPLE_CHALLENGE,
  fundPurseOtp: SAMPLE_CHALLENGE,
  groupSavings1: 'private',
  // The demo's first public group (1 is no group: the screen would say it could not find it).
  joinGroup1: '1000',
  groupOtp: SAMPLE_CHALLENGE,
  savingsCreate2: 'Family',
  savingsCreate3: 'Family',
  otpWithdrawChallenge: SAMPLE_CHALLENGE,
} satisfies Partial<Record<RouteName, string>>;
