// @vitest-environment jsdom
// The flows' drafts start from what the screens expect, and the small rules beside them.
import { beforeEach, describe, expect, it, vi } from 'vitest';
// Loaded once: they load src/api's definitions, which the mutation run leaves to the tests of src/api
// (README, Mutation testing: static mutants); storage is empty as this file starts.
import { groupDraft, joinDraft, stepsBeforeSchedule } from './group-draft.ts';
import { fundPurseDraft, purseDraft } from './purse-draft.ts';

beforeEach(() => {
  sessionStorage.clear();
  vi.resetModules();
});

describe('plan drafts', () => {
  it("name a new plan after the customer's first name and the category", async () => {
    const { newPlanDraft } = await import('./plan-draft.ts');
    expect(newPlanDraft('Home', 'Ada')).toEqual({
      category: 'Home',
      step1: { name: "Ada's Home plan", ccyCode: '', target: '', startDate: '', endDate: '' },
      step1Done: false,
      step2: { frequency: '', earnInterest: '', imageRef: '' },
      created: null,
    });
    expect(newPlanDraft('Home', '').step1.name).toBe('');
  });

  it('take the seven goal categories and the custom plan, nothing else', async () => {
    const { isPlanCategory, PLAN_CATEGORIES } = await import('./plan-draft.ts');
    for (const category of [...PLAN_CATEGORIES, 'Create']) expect(isPlanCategory(category), category).toBe(true);
    for (const category of ['home', 'Car', '']) expect(isPlanCategory(category), category).toBe(false);
  });
});

describe('group drafts', () => {
  it('ask a private group one step more than a public one', () => {
    expect(stepsBeforeSchedule('private')).toBe(2);
    expect(stepsBeforeSchedule('public')).toBe(1);
  });

  it('start empty', () => {
    expect(groupDraft.value).toEqual({ kind: null, form: { name: '', ccy: '', target: '', tgtDate: '', decide: '', docId: '', start: '', freq: '', amount: '' }, answered: 0, created: null });
    expect(joinDraft.value).toEqual({ group: null, viaCode: false, form: { start: '', freq: '', amount: '' }, joined: null });
  });
});

describe('money out drafts', () => {
  it('give every withdrawal attempt a key of its own', async () => {
    const { emptyWithdrawal } = await import('./withdrawal-draft.ts');
    const { newIdempotencyKey } = await import('./idempotency-key.ts');
    const a = emptyWithdrawal();
    expect(a).toEqual({ form: { accountId: '', amount: '', reason: '', remark: '' }, key: expect.any(String) as string, challengeId: null, accountName: '', amount: 0 });
    expect(a.key).toMatch(/^[0-9a-f-]{36}$/);
    expect(emptyWithdrawal().key).not.toBe(a.key);
    expect(newIdempotencyKey()).not.toBe(newIdempotencyKey());
  });

  it('make a key without crypto.randomUUID too', async () => {
    vi.stubGlobal('crypto', {});
    try {
      const { newIdempotencyKey } = await import('./idempotency-key.ts');
      const key = newIdempotencyKey();
      expect(key).toMatch(/^[0-9a-z]+-[0-9a-z]+$/);
      expect(newIdempotencyKey()).not.toBe(key);
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('make a key where there is no crypto at all', async () => {
    vi.stubGlobal('crypto', undefined);
    try {
      const { newIdempotencyKey } = await import('./idempotency-key.ts');
      const { withdrawalDraft } = await import('./withdrawal-draft.ts');
      expect(newIdempotencyKey()).toMatch(/^[0-9a-z]+-[0-9a-z]+$/);
      expect(withdrawalDraft.value.key).toMatch(/^[0-9a-z]+-[0-9a-z]+$/);
    } finally {
      vi.unstubAllGlobals();
    }
  });
});

describe('the purse, feedback and Stash drafts', () => {
  it('start empty', async () => {
    const { feedbackDraft } = await import('./feedback-draft.ts');
    const { stashDraft } = await import('./stash-draft.ts');
    expect(purseDraft.value).toEqual({ type: '', step1: null, step2: null, created: null });
    expect(fundPurseDraft.value).toEqual({ accountId: '', accountName: '', amount: '', created: null });
    expect(feedbackDraft.value).toEqual({ step: 1, answers: { frequency: '', mEarn: '', mExp: '', savingPercent: '', isSaving: '', projection: '' } });
    expect(stashDraft.value).toEqual({ form: { ccyCode: '', amount: '', frequency: '' }, created: null });
  });

  it.each([
    [1, true],
    [6, true],
    [0, false],
    [7, false],
    [2.5, false],
    ['2', false],
  ])('the questionnaire keeps a stored step of %s: %s', async (step, kept) => {
    const answers = { frequency: '1', mEarn: '', mExp: '', savingPercent: '', isSaving: '', projection: '' };
    sessionStorage.setItem('draft:feedback', JSON.stringify({ step, answers }));
    const { feedbackDraft, emptyFeedbackDraft } = await import('./feedback-draft.ts');
    expect(feedbackDraft.value).toEqual(kept ? { step, answers } : emptyFeedbackDraft());
  });
});

describe('the page sign-in returns to', () => {
  it('is remembered from an /app page only, and read once', async () => {
    const { rememberReturn, takeReturn } = await import('./return-to.ts');
    window.history.replaceState(null, '', '/app/blog/103?q=stash#top');
    rememberReturn();
    expect(sessionStorage.getItem('returnTo')).toBe('/app/blog/103?q=stash#top');
    expect(takeReturn()).toBe('/app/blog/103?q=stash#top');
    expect(takeReturn()).toBeNull();
    window.history.replaceState(null, '', '/auth/login');
    rememberReturn();
    expect(sessionStorage.getItem('returnTo')).toBeNull();
  });

  it('is nothing when storage cannot be read', async () => {
    const { takeReturn } = await import('./return-to.ts');
    sessionStorage.setItem('returnTo', '/app/blog');
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    });
    try {
      expect(takeReturn()).toBeNull();
    } finally {
      vi.restoreAllMocks();
    }
  });

  it('is refused when what was stored is not an /app path of this site', async () => {
    const { takeReturn } = await import('./return-to.ts');
    sessionStorage.setItem('returnTo', 'https://evil.example/app');
    expect(takeReturn()).toBeNull();
    expect(sessionStorage.getItem('returnTo')).toBeNull();
  });
});
