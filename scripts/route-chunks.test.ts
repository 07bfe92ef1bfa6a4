// The route table the server preloads from and the size report measures: every route the client's
// route tables declare is in it, and the drafts a step is measured with are ones its screen accepts.
import { existsSync } from 'node:fs';
import { is, type Struct } from 'superstruct';
import { describe, expect, it } from 'vitest';
import { builtPatterns, normalise } from './coverage-sources.ts';
import { matchRoute, routes } from './route-chunks.ts';
import { ROUTES } from '../src/routes/table.ts';
import { RegistrationDraft, ResetDraft } from '../src/features/auth/onboarding-drafts.ts';
import { StashDraft } from '../src/state/stash-draft.ts';
import { PendingPayment } from '../src/state/payment.ts';
import { FundPurseDraft, PurseDraft } from '../src/state/purse-draft.ts';
import { GroupDraft, JoinDraft } from '../src/state/group-draft.ts';
import { PlanDraft } from '../src/state/plan-draft.ts';
import { WithdrawalDraft } from '../src/state/withdrawal-draft.ts';

describe('the route table', () => {
  it('writes each route once: unique names and patterns, at most one parameter', () => {
    expect(new Set(ROUTES.map((r) => r.name)).size).toBe(ROUTES.length);
    expect(new Set(ROUTES.map((r) => r.pattern)).size).toBe(ROUTES.length);
    for (const r of ROUTES) expect(r.pattern.match(/:/g)?.length ?? 0, r.pattern).toBeLessThanOrEqual(1);
  });

  it('names every route the route tables declare (a fallback or a bare redirect aside)', () => {
    const table = new Set(routes.map((r) => normalise(r.path)));
    const missing = [...builtPatterns()].filter((p) => !p.includes('*') && p !== '/auth' && !table.has(p));
    // Missing, a route's HTML would preload nothing (its chunks one after another) and no budget would see it.
    expect(missing).toEqual([]);
  });

  it('names modules that exist, and each route matches its own sample address', () => {
    for (const route of routes) {
      for (const m of route.modules) expect(existsSync(m), `${route.path}: ${m}`).toBe(true);
      if (route.sample) expect(matchRoute(route.sample)?.path, route.sample).toBe(route.path);
    }
  });

  it('gives each step drafts that its screen accepts', () => {
    const structs: Record<string, Struct<unknown>> = {
      'draft:stash': StashDraft,
      'draft:payment': PendingPayment,
      'draft:purse': PurseDraft,
      'draft:fund-purse': FundPurseDraft,
      'draft:group': GroupDraft,
      'draft:group-join': JoinDraft,
      'draft:core-plan': PlanDraft,
      'draft:withdrawal': WithdrawalDraft,
      'draft:registration': RegistrationDraft,
      'draft:password-reset': ResetDraft,
    } as Record<string, Struct<unknown>>;
    let checked = 0;
    for (const route of routes) {
      for (const [key, value] of Object.entries(route.drafts ?? {})) {
        expect(key, route.path).toMatch(/^draft:/);
        const struct = structs[key];
        expect(struct !== undefined && is(value, struct), `${route.path}: ${key} fits its draft's struct`).toBe(true);
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(17);
  });
});
