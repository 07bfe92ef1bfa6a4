// npm run coverage: the catalogue (contracts/catalogue) against what the project holds and what the last
// journey run did. Calls x {client, pact success, pact failure, mock handler, journey}; routes x visited;
// messages x asserted. Fails on a gap in anything built; lists what is not built yet. Run after journeys.
import { mkdirSync, writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { messages, routeById, routeEntries, wireCalls } from '../contracts/catalogue/catalogue.ts';
import { check, isSuccess, observeCall, observePact } from '../contracts/catalogue/match.ts';
import { loadClientCalls, loadPactInteractions } from '../contracts/catalogue/project.ts';
import { handlers } from '../mock-server/app.ts';
import { servedCalls } from '../mock-server/route.ts';
import { areaOf, builtPatterns, callsUsedByScreens, matches, normalise, requestLog, sourceTexts, visitedUrls } from './coverage-sources.ts';

const { values: flags } = parseArgs({ options: { verbose: { type: 'boolean', default: false } } });
const mark = (ok: boolean) => (ok ? 'yes' : '--');
const gaps: string[] = [];

// ---- Calls ----
const clientCalls = loadClientCalls();
const clientVerdicts = clientCalls.map((c) => ({ call: c, verdict: check(observeCall(c)) }));
const pactVerdicts = loadPactInteractions().map((i) => ({ success: isSuccess(i), verdict: check(observePact(i)) }));
const onScreens = await callsUsedByScreens();
const handled = servedCalls(handlers).flatMap(({ call, methods }) => {
  const { entry } = check(observeCall(call));
  return methods.map((method) => ({ method, entry }));
});
const mockEntries = new Set(handled.map((h) => h.entry?.id));
/** Where the spec names another method than the sheet, the mock must take that one too. */
const takesSpecMethod = (e: (typeof wireCalls)[number]) => handled.some((h) => h.entry === e && h.method === e.alsoAccept?.method);
const log = requestLog();
// Only what the client sent from a page counts; a fixture's own sign-in through `request` does not.
const exercisedNames = new Set((log ?? []).filter((r) => r.browser).map((r) => r.call).filter(Boolean));

const callRows = wireCalls.map((entry) => {
  const client = clientVerdicts.filter((v) => v.verdict.entry === entry);
  const pacts = pactVerdicts.filter((p) => p.verdict.entry === entry);
  const row = {
    id: entry.id,
    wire: `${entry.method} ${entry.path}`,
    built: client.length > 0,
    client: client.map((v) => v.call.name),
    pactSuccess: pacts.filter((p) => p.success).length,
    pactFailure: pacts.filter((p) => !p.success).length,
    mock: mockEntries.has(entry.id),
    journey: client.some((v) => exercisedNames.has(v.call.name)),
    /** A screen sends it; a call defined only for the wire (its screen not built yet) has no journey to meet. */
    screen: client.some((v) => onScreens.has(v.call.name)),
  };
  if (row.built) {
    const missing = [
      !row.pactSuccess && 'a pact success interaction',
      !row.pactFailure && 'a pact failure interaction',
      !row.mock && 'a mock handler',
      row.screen && !row.journey && (log ? 'a journey exercising it' : 'a journey exercising it (no request log: run the journeys first)'),
    ].filter(Boolean);
    if (missing.length) gaps.push(`call ${entry.id}: lacks ${missing.join(', ')}`);
  }
  return row;
});
const strayClient = clientVerdicts.filter((v) => !v.verdict.entry).map((v) => v.call.name);
for (const name of strayClient) gaps.push(`client call ${name}: its path is not in the catalogue (see the catalogue unit test)`);
const unknownRequests = [...new Set((log ?? []).filter((r) => !r.call && r.browser).map((r) => `${r.method} ${r.path} -> ${r.status}`))];

// ---- Routes ----
const built = builtPatterns();
const fallbacks = routeEntries.filter((r) => r.kind === 'fallback');
const specific = routeEntries.filter((r) => r.kind !== 'fallback');
const isBuiltSpecific = (r: (typeof routeEntries)[number]) =>
  built.has(normalise(r.pattern)) || (r.kind === 'redirect' && areaOf(r.pattern, fallbacks)?.redirectsTo === r.redirectsTo && fallbackBuilt(areaOf(r.pattern, fallbacks)!));
function fallbackBuilt(f: (typeof routeEntries)[number]): boolean {
  return specific.some((r) => r.kind === 'screen' && areaOf(r.pattern, fallbacks) === f && built.has(normalise(r.pattern)));
}
const urls = visitedUrls();
const visits = new Map<string, Set<string>>();
const visit = (id: string, spec: string) => visits.set(id, (visits.get(id) ?? new Set()).add(spec));
for (const { url, spec } of urls ?? []) {
  const path = new URL(url, 'http://app.invalid').pathname;
  if (/^\/(__mock|mock-provider|api)(\/|$)/.test(path)) continue;
  const hits = specific.filter((r) => [r.pattern, ...(r.alsoMatches ?? [])].some((p) => matches(p, path)));
  for (const r of hits) visit(r.id, spec);
  // A path no built screen answers is the fallback's to redirect.
  if (!hits.some(isBuiltSpecific)) {
    const area = areaOf(path, fallbacks);
    if (area) visit(area.id, spec);
  }
}
const routeRows = routeEntries.map((r) => {
  const isBuilt = r.kind === 'fallback' ? fallbackBuilt(r) : isBuiltSpecific(r);
  const row = { id: r.id, pattern: r.pattern, kind: r.kind, part: r.part, built: isBuilt, visitedBy: [...(visits.get(r.id) ?? [])] };
  if (isBuilt && !row.visitedBy.length) gaps.push(`route ${r.id} (${r.pattern}): no journey visits it${urls ? '' : ' (no route log: run the journeys first)'}`);
  return row;
});
const builtRoute = new Set(routeRows.filter((r) => r.built).map((r) => r.id));

// ---- Messages ----
const e2e = sourceTexts('e2e', () => true);
const src = sourceTexts('src', (f) => !/\.test\.tsx?$/.test(f));
const textCount = new Map<string, number>();
for (const m of messages) if (m.text) textCount.set(m.text, (textCount.get(m.text) ?? 0) + 1);
const messageRows = messages.map((m) => {
  const isBuilt = m.routes.some((r) => builtRoute.has(r));
  const row = {
    id: m.id, text: m.text, kind: m.kind, durationMs: m.durationMs, routes: m.routes, built: isBuilt,
    inClient: m.text ? src.find(m.text).length > 0 : null,
    assertedIn: m.text ? e2e.find(m.text) : [],
    sharedText: m.text ? (textCount.get(m.text) ?? 0) > 1 : false,
    deviation: m.deviation,
  };
  if (isBuilt && m.text && !row.assertedIn.length) gaps.push(`message ${m.id} '${m.text}' (${m.routes.join(', ')}): no journey asserts it${row.inClient ? '' : '; the client source lacks it too'}`);
  return row;
});

// ---- Report ----
const pad = (s: string, n: number) => (s.length > n ? `${s.slice(0, n - 1)}…` : s.padEnd(n));
const out: string[] = [];
out.push('Calls (built ones; client = defineCall; pact +/- = success/failure interactions; mock = handler registered; journey = in the mock request log)');
out.push(`  ${pad('catalogue id', 34)} ${pad('client', 7)} ${pad('pact+', 6)} ${pad('pact-', 6)} ${pad('mock', 5)} journey`);
for (const r of callRows.filter((r) => r.built)) {
  out.push(`  ${pad(r.id, 34)} ${pad(mark(true), 7)} ${pad(String(r.pactSuccess || '--'), 6)} ${pad(String(r.pactFailure || '--'), 6)} ${pad(mark(r.mock), 5)} ${r.journey ? 'yes' : r.screen ? '--' : 'no screen yet'}`);
}
const unbuiltCalls = callRows.filter((r) => !r.built);
out.push(`  not built yet (${unbuiltCalls.length}): ${unbuiltCalls.map((r) => r.id).join(', ')}`);
const specMethods = wireCalls.filter((e) => e.alsoAccept && callRows.find((r) => r.id === e.id)?.built);
for (const e of specMethods.filter((e) => !takesSpecMethod(e))) gaps.push(`call ${e.id}: the mock must also take the spec's ${e.alsoAccept!.method} (${e.alsoAccept!.source})`);
for (const e of specMethods) out.push(`  ${e.id}: the mock ${takesSpecMethod(e) ? 'takes' : 'does NOT take'} the spec's ${e.alsoAccept!.method} besides the sheet's ${e.method} (${e.alsoAccept!.source})`);
if (unknownRequests.length) out.push(`  journey requests no handler took: ${unknownRequests.join('; ')}`);

out.push('', 'Routes (built ones; visited = some journey reached a URL matching it)');
for (const r of routeRows.filter((r) => r.built)) out.push(`  ${pad(r.pattern, 36)} ${pad(r.kind, 9)} ${r.visitedBy.length ? `yes (${r.visitedBy.length} spec file${r.visitedBy.length > 1 ? 's' : ''})` : '--'}`);
const unbuiltRoutes = routeRows.filter((r) => !r.built);
out.push(`  not built yet (${unbuiltRoutes.length}): ${unbuiltRoutes.map((r) => r.pattern).join(' ')}`);

out.push('', 'Messages of built screens (asserted = the exact text stands in that many e2e/*.ts files; items without text are checked by hand)');
for (const r of messageRows.filter((r) => r.built)) {
  const status = r.text ? (r.assertedIn.length ? `yes (${r.assertedIn.length})` : '--') : 'no text: by hand';
  out.push(`  ${pad(r.id, 34)} ${pad(status, 12)} ${r.text ? `'${r.text}'` : ''}${r.durationMs ? ` [${r.durationMs} ms]` : ''}${r.inClient === false ? ' (not in src/)' : ''}${r.sharedText ? ' (shared text)' : ''}`);
}
const unbuiltMessages = messageRows.filter((r) => !r.built);
const byRoute = new Map<string, number>();
for (const m of unbuiltMessages) { const key = m.routes.map((id) => routeById(id)?.pattern ?? id).join(' ') || '(route not shown)'; byRoute.set(key, (byRoute.get(key) ?? 0) + 1); }
out.push(`  not built yet (${unbuiltMessages.length}): ${[...byRoute].map(([k, n]) => `${k} ${n}`).join(', ')}`);
if (flags.verbose) for (const m of unbuiltMessages) out.push(`    ${m.id} ${m.text ? `'${m.text}'` : '(timed)'}`);

const builtCalls = callRows.length - unbuiltCalls.length;
out.push('', `Summary: calls ${builtCalls} built, ${unbuiltCalls.length} not built; routes ${routeRows.length - unbuiltRoutes.length} built, ${unbuiltRoutes.length} not built; messages ${messageRows.length - unbuiltMessages.length} built, ${unbuiltMessages.length} not built`);
out.push(gaps.length ? `Gaps in what is built (${gaps.length}):\n${gaps.map((g) => `  - ${g}`).join('\n')}` : 'No gaps in what is built.');
console.log(out.join('\n'));

mkdirSync('reports', { recursive: true });
writeFileSync('reports/coverage.json', JSON.stringify({ calls: callRows, routes: routeRows, messages: messageRows, unknownRequests, gaps }, null, 2));
process.exit(gaps.length ? 1 : 0);
