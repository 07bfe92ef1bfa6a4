// The references the mock's money out makes: the prefix of what they name (TRF a transfer, WDR a
// withdrawal), the time in base 36, and six random digits, zero-padded so every reference of a
// moment has the same length. The random digits are pinned here to show the padding.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Scenario } from '../fixtures/scenarios.ts';
import { startWithdrawal, transfer } from './domain/money-out.ts';
import { createStore } from './store.ts';

vi.mock('node:crypto', async (importOriginal) => ({ ...(await importOriginal<typeof import('node:crypto')>()), randomInt: () => 42 }));

afterEach(() => void vi.useRealTimers());

describe('money-out references', () => {
  it('are the prefix, the time in base 36 (upper case) and six digits', () => {
    const now = new Date('2026-11-23T10:00:00Z');
    vi.useFakeTimers({ now, toFake: ['Date'] });
    const time = now.getTime().toString(36).toUpperCase();
    const store = createStore();
    const sender = store.addUser(Scenario.saver);
    const recipient = store.addUser(Scenario.freshUser);
    transfer(store, sender, recipient.email, 10, false);
    expect(store.owned('transactions', sender.id)[0]!.reference).toBe(`TRF${time}000042`);
    const purse = store.owned('accounts', sender.id).find((a) => a.isDefaultPurse)!;
    expect(startWithdrawal(store, sender, { pin: '1234', amount: 1, reason: 'rent', remark: '', accountId: purse.id })).toBe(`WDR${time}000042`);
  });
});
