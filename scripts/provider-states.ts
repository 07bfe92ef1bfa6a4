// Writes contracts/PROVIDER-STATES.md, the provider states as a backend team implements them, from
// fixtures/provider-states.ts (which the mock's state hook also reads). scripts/provider-states.test.ts
// fails when the committed file differs from what this writes.
//   npm run provider-states
import { writeFileSync } from 'node:fs';
import { relative, resolve } from 'node:path';
import { ANSWERS, PARAMS, PROVIDER_STATES, type AnswerSpec, type ParamSpec, type StateSpec } from '../fixtures/provider-states.ts';

export const PROVIDER_STATES_FILE = resolve(import.meta.dirname, '../contracts/PROVIDER-STATES.md');

const cell = (text: string) => text.replace(/\|/g, '\\|');
const quoted = (values: readonly string[] | undefined) => (values ? values.map((v) => `\`${v}\``).join(', ') : 'any');

const paramRow = (name: string, p: ParamSpec) => `| \`${name}\` | ${cell(p.type)} | ${cell(p.meaning)} | ${quoted(p.values)} |`;
const answerRow = (name: string, a: AnswerSpec) => `| \`${name}\` | ${cell(a.meaning)} | ${cell(a.when ?? 'always')} |`;

function section(state: StateSpec): string {
  return [
    `## ${state.name}`,
    '',
    state.summary,
    '',
    'The set-up must create, at least:',
    '',
    ...state.creates.map((item) => `- ${item}`),
    '',
    state.params.length
      ? ['| parameter | type | meaning | values |', '|---|---|---|---|', ...state.params.map((name) => paramRow(name, PARAMS[name]))].join('\n')
      : 'It takes no parameters.',
    '',
    '| the hook answers | meaning | when |',
    '|---|---|---|',
    ...state.answers.map((name) => answerRow(name, ANSWERS[name])),
    '',
  ].join('\n');
}

export function renderProviderStates(): string {
  return [
    '# Provider states',
    '',
    '<!-- Written by `npm run provider-states` from fixtures/provider-states.ts; edit that file, not this one. -->',
    '',
    'Every interaction of the pacts in `contracts/pacts/` names a provider state. Before each interaction the',
    'verifier sends your state hook `POST` with the JSON body `{ "state": "<name>", "params": { … }, "action": "setup" }`;',
    'every parameter is text. The hook sets the state up and answers `200` with a JSON object of text values;',
    'the pacts inject them into the request that follows (`fromProviderState`: the `generators` of each',
    'interaction, e.g. `"expression": "Bearer ${token}"`), so ids, account numbers, references and other',
    'customers are yours to choose. Answer non-2xx, with a message, for a state or parameter you do not',
    'know, or when the set-up fails. No teardown is sent: make each set-up independent (a new customer each',
    'time, with an e-mail address unique to it), so that the pacts pass again and again against one database.',
    '',
    'What a state must create is a minimum: more data is fine. Counts and kinds are what the pacts rely',
    'on; the ids, account numbers and e-mail addresses are your own.',
    '',
    '| state | in short |',
    '|---|---|',
    ...PROVIDER_STATES.map((s) => `| [${s.name}](#${s.name.replace(/[^\w -]/g, '').replace(/ /g, '-').toLowerCase()}) | ${cell(s.summary)} |`),
    '',
    ...PROVIDER_STATES.map(section),
  ].join('\n');
}

if (import.meta.url === `file://${process.argv[1]}`) {
  writeFileSync(PROVIDER_STATES_FILE, renderProviderStates());
  console.log(`Wrote ${relative(process.cwd(), PROVIDER_STATES_FILE)}: review it with git diff, then commit it.`);
}
