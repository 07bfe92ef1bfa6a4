// Units cannot be read from a struct: these probes run the real client function against a stub answer
// and see which unit it assumed. Keyed by catalogue id.
import { configureHttp } from '../../src/api/http.ts';
import { memorySession } from '../../src/api/memory-session.ts';
import { createPassword } from '../../src/api/registration.ts';

export interface ProbeResult {
  /** The unit each field was read in. */
  unit: Record<string, 'ms' | 's' | 'other'>;
  detail: string;
}

const answering = (data: unknown): typeof fetch => () =>
  Promise.resolve(new Response(JSON.stringify({ success: true, data }), { status: 200, headers: { 'content-type': 'application/json' } }));

export const unitProbes: Record<string, () => Promise<ProbeResult>> = {
  'identity.createpassword': async () => {
    const expiresIn = 3_600_000;
    configureHttp({ baseURL: 'http://probe.invalid', session: memorySession(), fetch: answering({ name: 'A', token: 't', refreshToken: 'r', expiresIn }) });
    const session = await createPassword('id-1', 'Passw0rd!', () => 0);
    const unit = session.expiresAt === expiresIn ? 'ms' : session.expiresAt === expiresIn * 1000 ? 's' : 'other';
    return { unit: { expiresIn: unit }, detail: `expiresIn ${expiresIn} gave expiresAt now + ${session.expiresAt}` };
  },
};
