// The provider states as specified (fixtures/provider-states.ts, contracts/PROVIDER-STATES.md) against
// the committed pact and the mock's state hook: every state and parameter the pact names is specified,
// every value it injects is one the state answers, and nothing a real backend chooses is pinned.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { COMMITTED_PACT_DIR, pactFiles } from '../contracts/pact-files.ts';
import { PARAMS, PROVIDER_STATES, stateSpec } from '../fixtures/provider-states.ts';
import { ProviderState } from '../fixtures/scenarios.ts';
import { mockServer } from '../mock-server/test-server.ts';
import { PROVIDER_STATES_FILE, renderProviderStates } from './provider-states.ts';
import { neededValues } from './verify-pacts.ts';

interface Interaction {
  description: string;
  providerStates?: { name: string; params?: Record<string, unknown> }[];
  request: { path: string; query?: Record<string, string[]>; headers?: Record<string, string[]>; body?: { content?: unknown }; generators?: Record<string, Record<string, unknown>> };
}
const interactions = pactFiles(COMMITTED_PACT_DIR).flatMap((file) => (JSON.parse(readFileSync(file, 'utf8')) as { interactions: Interaction[] }).interactions);
const doc = readFileSync(PROVIDER_STATES_FILE, 'utf8');
/** The part of PROVIDER-STATES.md about one state. */
const sectionOf = (state: string) => doc.split(/^## /m).find((part) => part.startsWith(`${state}\n`)) ?? '';

describe('contracts/PROVIDER-STATES.md', () => {
  it('is what npm run provider-states writes from fixtures/provider-states.ts', () => {
    expect(doc, 'run `npm run provider-states` and commit contracts/PROVIDER-STATES.md').toBe(renderProviderStates());
  });

  it('names every state and parameter of the pact, in that state’s section, with every value the pact sends', () => {
    const gaps: string[] = [];
    for (const { description, providerStates = [] } of interactions) {
      for (const { name, params = {} } of providerStates) {
        const spec = stateSpec(name);
        const section = sectionOf(name);
        if (!spec || !section) gaps.push(`"${description}": state "${name}" is not specified`);
        for (const [param, value] of Object.entries(params)) {
          const known = spec?.params.find((p) => p === param);
          const values: readonly string[] | undefined = known && (PARAMS[known] as { values?: readonly string[] }).values;
          if (!known || !section.includes(`| \`${param}\` |`)) gaps.push(`"${description}": parameter ${param} of "${name}" is not specified`);
          else if (values && !values.includes(String(value))) gaps.push(`"${description}": ${param} = ${JSON.stringify(value)} is not among its values`);
        }
      }
    }
    expect(gaps).toEqual([]);
    expect(interactions.length).toBeGreaterThan(100);
  });

  it('specifies every value the pact injects as an answer of the interaction’s state', () => {
    const gaps = interactions.flatMap((interaction) => {
      const answers = (interaction.providerStates ?? []).flatMap(({ name }) => stateSpec(name)?.answers ?? []);
      return neededValues(interaction).filter((value) => !answers.some((a) => a === value)).map((value) => `"${interaction.description}" needs ${value}`);
    });
    expect(gaps).toEqual([]);
  });
});

describe('the mock’s state hook against the specification', () => {
  const served = mockServer();
  const setUp = async (state: string, params: Record<string, unknown> = {}) => {
    const res = await fetch(`${served.base}/__mock/provider-states`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ state, params, action: 'setup' }) });
    expect(res.status, `${state} ${JSON.stringify(params)}`).toBe(200);
    return (await res.json()) as Record<string, string>;
  };

  it('answers, for each state of the pact, only values the state specifies', async () => {
    const extra: string[] = [];
    for (const { providerStates = [] } of interactions) {
      for (const { name, params } of providerStates) {
        const answered = Object.keys(await setUp(name, params));
        extra.push(...answered.filter((key) => !stateSpec(name)!.answers.some((a) => a === key)).map((key) => `${name}: ${key}`));
      }
    }
    expect([...new Set(extra)]).toEqual([]);
  });

  it('answers every value a state specifies, given the parameters that ask for it', async () => {
    const asks: Record<string, Record<string, string>[]> = {
      [ProviderState.saver]: [{ stash: 'awaiting its card OTP' }, { upload: 'an image', beneficiary: 'saved', group: 'joined' }],
      [ProviderState.freshUser]: [{ pendingBvn: 'submitted' }, { group: 'public' }],
    };
    for (const state of PROVIDER_STATES) {
      const answered = new Set<string>();
      for (const params of asks[state.name] ?? [{}]) Object.keys(await setUp(state.name, params)).forEach((key) => answered.add(key));
      expect(state.answers.filter((a) => !answered.has(a)), state.name).toEqual([]);
    }
  });

  it('lets the pact name no id, account number, e-mail or phone number of a customer that the hook does not answer', async () => {
    // Set every state of the pact up, then gather what identifies something in the mock's data.
    for (const { providerStates = [] } of interactions) for (const { name, params } of providerStates) await setUp(name, params);
    const held = new Set<string>();
    const gather = (node: unknown, key = '') => {
      if (typeof node === 'string' && node.length >= 6 && /^(id|\w+Id|email|phoneNumber|number|code|reference|bvn)$/.test(key)) held.add(node.toLowerCase());
      else if (node && typeof node === 'object') for (const [k, v] of Object.entries(node)) gather(v, Array.isArray(node) ? key : k);
    };
    const { state } = served.mock.store;
    gather({ bvns: state.bvns, users: state.users, accounts: state.accounts, cards: state.cards, bankAccounts: state.bankAccounts, groups: state.publicGroups, beneficiaries: state.beneficiaries, registrations: state.registrations });
    expect(held.size).toBeGreaterThan(50);

    const pinned: string[] = [];
    for (const { description, providerStates = [], request } of interactions) {
      const generated = request.generators ?? {};
      const literal = (value: unknown, where: string) => {
        if (typeof value === 'string' && held.has(value.toLowerCase())) pinned.push(`"${description}": ${where} = ${value}`);
      };
      const walk = (node: unknown, path: string) => {
        if (generated.body?.[path]) return;
        if (node && typeof node === 'object') for (const [k, v] of Object.entries(node)) walk(v, Array.isArray(node) ? `${path}[${k}]` : `${path}.${k}`);
        else literal(node, `body ${path}`);
      };
      walk(request.body?.content, '$');
      for (const [name, values] of Object.entries(request.query ?? {})) if (!generated.query?.[name]) values.forEach((v) => literal(v, `query ${name}`));
      request.path.split('/').forEach((segment) => literal(segment, 'path'));
      for (const { name, params = {} } of providerStates) for (const [param, value] of Object.entries(params)) literal(value, `state "${name}" parameter ${param}`);
    }
    expect(pinned).toEqual([]);
  });
});
