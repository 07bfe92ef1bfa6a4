// Vitest global set-up of the consumer contracts: every run starts from an empty pact folder, so an
// interaction that is no longer defined cannot linger in a merged pact file; the manifest ends sorted.
import { clearPacts, PACT_DIR, sortManifests } from './pact-files.ts';

export default function setup() {
  clearPacts(PACT_DIR);
  return () => sortManifests(PACT_DIR);
}
