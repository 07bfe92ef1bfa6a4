// Provider verification, one interaction at a time. Each interaction's provider states are set up through
// the API's own state hook, and the values the hook answers (a token, ...) reach that interaction's request
// through the pact's provider-state generators, and no other. A state that is unknown, fails, or answers
// without a value the request needs fails that interaction, named. An empty pact, or one that lacks an
// interaction the consumer tests define (see contracts/pact-files.ts), fails as a whole.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { Verifier, type LogLevel, type VerifierOptions } from '@pact-foundation/pact';
import { pactFileProblems, pactFiles, readPact, type Pact, type PactInteraction } from '../contracts/pact-files.ts';

export interface VerifyOptions {
  /** The folder of pact files (and their manifests, when they have them). */
  pactDir: string;
  /** Fail a pact without its manifest (the committed pacts); a pact as a broker serves it has none. */
  requireManifest?: boolean;
  baseUrl: string;
  /** Receives POST { state, params, action: 'setup' } and answers the values the pacts inject. */
  statesUrl: string;
  logLevel?: LogLevel;
}
export interface InteractionResult {
  pact: string;
  description: string;
  states: string[];
  /** Empty when the interaction passed. */
  problems: string[];
}
export interface Report {
  /** Problems of the pact files themselves: none found, empty, incomplete. */
  problems: string[];
  results: InteractionResult[];
}

/** The names of the provider-state values an interaction's generators use (`Bearer ${token}` needs token). */
export function neededValues(interaction: unknown): string[] {
  const names = new Set<string>();
  const visit = (node: unknown) => {
    if (typeof node !== 'object' || node === null) return;
    const { type, expression } = node as { type?: unknown; expression?: unknown };
    if (type === 'ProviderState' && typeof expression === 'string') for (const [, name] of expression.matchAll(/\$\{([^}]+)\}/g)) names.add(name!);
    Object.values(node).forEach(visit);
  };
  visit(interaction);
  return [...names];
}

async function setUpState(statesUrl: string, state: string, params: unknown): Promise<Record<string, unknown>> {
  const res = await fetch(statesUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ state, params: params ?? {}, action: 'setup' }),
  });
  const text = await res.text();
  if (!res.ok) throw new Error(`the state hook answered ${res.status}: ${text.slice(0, 200)}`);
  const body: unknown = text ? JSON.parse(text) : {};
  if (typeof body !== 'object' || body === null || Array.isArray(body)) throw new Error(`the state hook answered ${text.slice(0, 200)}, not a JSON object`);
  return body as Record<string, unknown>;
}

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** The verifier rejects with its JSON result as the message; its mismatches say what differed. */
function mismatchesOf(error: unknown): string[] {
  type Mismatch = { mismatch?: { message?: string; mismatches?: { mismatch?: string }[] } };
  try {
    const { errors = [] } = JSON.parse(messageOf(error)) as { errors?: Mismatch[] };
    const texts = errors.flatMap(({ mismatch }) => mismatch?.mismatches?.map((m) => m.mismatch ?? '') ?? [mismatch?.message ?? '']).filter(Boolean);
    if (texts.length) return texts.map((t) => `the provider's answer differs: ${t}`);
  } catch {
    // Not the verifier's JSON: report the error as it came.
  }
  return [`verification failed: ${messageOf(error)}`];
}

/** Verifies one interaction alone, from a pact file `single` that holds only it. */
async function verifyInteraction(file: string, pact: Pact, interaction: PactInteraction, single: string, options: VerifyOptions): Promise<InteractionResult> {
  const states = interaction.providerStates ?? [];
  const problems: string[] = [];
  // This interaction's own values: nothing from an earlier interaction can reach its request.
  const provided: Record<string, unknown> = {};
  const setUp = new Set<string>();
  const stateHandlers = Object.fromEntries(
    states.map(({ name }) => [
      name,
      async (params: unknown) => {
        setUp.add(name);
        try {
          return Object.assign(provided, await setUpState(options.statesUrl, name, params));
        } catch (error) {
          problems.push(`state "${name}": ${messageOf(error)}`);
          throw error;
        }
      },
    ]),
  );
  writeFileSync(single, JSON.stringify({ ...pact, interactions: [interaction] }));
  try {
    await new Verifier({ provider: pact.provider.name, providerBaseUrl: options.baseUrl, pactUrls: [single], stateHandlers, logLevel: options.logLevel ?? 'error' }).verifyProvider();
  } catch (error) {
    problems.push(...mismatchesOf(error));
  }
  for (const { name } of states) if (!setUp.has(name)) problems.push(`state "${name}" was never set up`);
  const missing = neededValues(interaction).filter((value) => !(value in provided));
  if (missing.length) {
    const from = states.length ? `state ${states.map((s) => `"${s.name}"`).join(', ')} answered without it` : 'the interaction names no provider state';
    problems.push(`the request needs ${missing.map((m) => `"${m}"`).join(', ')} from its provider state; ${from}`);
  }
  return { pact: basename(file), description: interaction.description, states: states.map((s) => s.name), problems };
}

export async function verifyPacts(options: VerifyOptions): Promise<Report> {
  const problems = pactFileProblems(options.pactDir, { requireManifest: options.requireManifest ?? false });
  const results: InteractionResult[] = [];
  const scratch = mkdtempSync(join(tmpdir(), 'pact-one-'));
  try {
    for (const file of pactFiles(options.pactDir)) {
      const pact = readPact(file);
      for (const interaction of pact.interactions) results.push(await verifyInteraction(file, pact, interaction, join(scratch, 'interaction.json'), options));
    }
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
  return { problems, results };
}

export const passed = (result: InteractionResult) => result.problems.length === 0;
export const reportPassed = (report: Report) => !report.problems.length && report.results.every(passed);

/** The closing list: every interaction with its states, and under each failure, why. */
export function formatReport(report: Report, against: string): string {
  const failed = report.results.filter((r) => !passed(r)).length;
  const lines = report.results.map((r) => {
    const head = `  ${passed(r) ? 'ok    ' : 'FAILED'}  ${r.description}${r.states.length ? `  [given ${r.states.join(', ')}]` : ''}`;
    return [head, ...r.problems.map((p) => `            - ${p}`)].join('\n');
  });
  return [
    `Provider verification against ${against}: ${report.results.length - failed} passed, ${failed} failed`,
    ...lines,
    ...report.problems.map((p) => `  FAILED  ${p}`),
    reportPassed(report) ? 'Provider verification passed.' : 'Provider verification FAILED.',
  ].join('\n');
}

/** How a provider's CI fetches the pacts to verify from a Pact Broker, and where results go. */
export interface BrokerOptions {
  brokerUrl: string;
  provider: string;
  baseUrl: string;
  statesUrl: string;
  /** Default: the consumer's main branch, and every version deployed or released. */
  consumerVersionSelectors?: NonNullable<VerifierOptions['consumerVersionSelectors']>;
  enablePending?: boolean;
  includeWipPactsSince?: string;
  publish?: boolean;
  providerVersion?: string;
  providerBranch?: string;
  logLevel?: LogLevel;
}

export const DEFAULT_SELECTORS = [{ mainBranch: true }, { deployedOrReleased: true }];

/**
 * The options of pact-js's Verifier for a broker: it fetches by selectors, marks pending and WIP pacts,
 * and publishes the results. The state hook is called by the Pact core itself (a non-2xx answer fails the
 * interaction; its JSON answer feeds the pacts' provider-state generators), with no teardown.
 * Credentials: PACT_BROKER_TOKEN, or PACT_BROKER_USERNAME and PACT_BROKER_PASSWORD.
 */
export function brokerVerifierOptions(options: BrokerOptions, env: NodeJS.ProcessEnv = process.env): VerifierOptions {
  return {
    provider: options.provider,
    providerBaseUrl: options.baseUrl,
    pactBrokerUrl: options.brokerUrl,
    ...(env.PACT_BROKER_TOKEN ? { pactBrokerToken: env.PACT_BROKER_TOKEN } : {}),
    ...(env.PACT_BROKER_USERNAME ? { pactBrokerUsername: env.PACT_BROKER_USERNAME, pactBrokerPassword: env.PACT_BROKER_PASSWORD ?? '' } : {}),
    consumerVersionSelectors: options.consumerVersionSelectors ?? DEFAULT_SELECTORS,
    enablePending: options.enablePending ?? false,
    ...(options.includeWipPactsSince ? { includeWipPactsSince: options.includeWipPactsSince } : {}),
    publishVerificationResult: options.publish ?? false,
    ...(options.providerVersion ? { providerVersion: options.providerVersion } : {}),
    ...(options.providerBranch ? { providerVersionBranch: options.providerBranch } : {}),
    providerStatesSetupUrl: options.statesUrl,
    providerStatesSetupTeardown: false,
    providerStatesSetupBody: true,
    failIfNoPactsFound: true,
    logLevel: options.logLevel ?? 'info',
  };
}

/** Verifies the pacts a broker selects; rejects when verification fails. */
export const verifyFromBroker = (options: BrokerOptions) => new Verifier(brokerVerifierOptions(options)).verifyProvider();
