// What a struct cannot show (units, the meaning of an empty answer) is probed by running the real client
// function against a stub answer. Each probe names its catalogue entry and returns its mismatches.
import { configureHttp } from '../../src/api/config.ts';
import { memorySession } from '../../src/api/memory-session.ts';
import { getVirtualAccount } from '../../src/api/payments.ts';
import { createPassword } from '../../src/api/identity.ts';
import { callById } from './catalogue.ts';
import type { Mismatch } from './match.ts';

const answering = (data: unknown): typeof fetch => () =>
  Promise.resolve(new Response(JSON.stringify({ success: true, data }), { status: 200, headers: { 'content-type': 'application/json' } }));

/** Points the client at a stub that answers `data`, with a session valid for an hour. */
const stub = (data: unknown) =>
  configureHttp({
    baseURL: 'http://probe.invalid',
    session: memorySession({ name: 'A', token: 't', refreshToken: 'r', expiresAt: Date.now() + 3_600_000 }),
    fetch: answering(data),
  });

export const probes: Record<string, () => Promise<Mismatch[]>> = {
  /** The sheet reads expiresIn as milliseconds: expiresAt = now + expiresIn. */
  'identity.createpassword': async () => {
    const want = callById('identity.createpassword')?.units?.expiresIn;
    const expiresIn = 3_600_000;
    stub({ name: 'A', token: 't', refreshToken: 'r', expiresIn });
    const { expiresAt } = await createPassword('id-1', 'Passw0rd!', () => 0);
    const read = expiresAt === expiresIn ? 'ms' : expiresAt === expiresIn * 1000 ? 's' : `other (${expiresAt})`;
    return read === want ? [] : [{ aspect: 'unit', message: `expiresIn read as ${read} (expiresIn ${expiresIn} gave expiresAt now + ${expiresAt}), the sheet reads ${want}` }];
  },
  /** The sheet: an empty object means the virtual account is not configured. */
  'user.virtual_acct': async () => {
    stub({});
    try {
      await getVirtualAccount();
      return [];
    } catch (error) {
      return [{ aspect: 'answer', message: `an empty object (the sheet: "not configured") is refused: ${error instanceof Error ? error.message : String(error)}` }];
    }
  },
};
