// The wallet in a purse listing is found by the mark the API gives it, never by a name a customer can type.
import { describe, expect, it } from 'vitest';
import { isWalletName, walletOf, type PurseAccount } from './purses.ts';

const purse = (name: string, nameClass: string | null, availableBalance: number, id = name): PurseAccount => ({ id, name, availableBalance, nameClass });

describe('the wallet in a purse listing', () => {
  it('is the purse marked vibe, even after a purse of the same name listed first', () => {
    const lookalike = purse('Vibe cash', null, 50_000, 'custom');
    const wallet = purse('Vibe cash', 'vibe', 1_200, 'wallet');
    expect(walletOf([lookalike, purse('TGIF', 'tgif', 300), wallet])).toBe(wallet);
  });

  it('is the one purse of its name when the API marks none, and none when several share it or none has it', () => {
    const wallet = purse('Vibe cash', null, 1_200);
    expect(walletOf([purse('TGIF', 'tgif', 300), wallet])).toBe(wallet);
    expect(walletOf([purse('vibe CASH', null, 50_000, 'a'), wallet])).toBeUndefined();
    expect(walletOf([purse('TGIF', 'tgif', 300)])).toBeUndefined();
    expect(walletOf([])).toBeUndefined();
  });
});

describe("the wallet's name", () => {
  it.each(['Vibe cash', 'vibe cash', ' VIBE   CASH ', 'Vibe\u00a0cash', 'VibeCash', 'Vibe\u200bcash'])('reads %j as the wallet\'s', (name) => {
    expect(isWalletName(name)).toBe(true);
  });

  it.each(['Vibe cash 2', 'Vibes cash', 'Cash', 'Vibe'])('leaves %j to a purse', (name) => {
    expect(isWalletName(name)).toBe(false);
  });
});
