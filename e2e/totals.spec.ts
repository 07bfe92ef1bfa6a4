// The dashboard's totals are the customer's money: each one moves by the amount when money comes in (a
// Stash and a purse top-up paid by card) or goes out (a transfer, a withdrawal). The money moves through
// the API, as the other journeys walk those screens; this one reads the dashboard after each.
import type { Page } from '@playwright/test';
import { summaryCall } from '../src/api/dashboard.ts';
import { transferCall, withdrawalConfirmCall, withdrawalStartCall } from '../src/api/money-out.ts';
import { cardPaymentConfirmCall, cardPaymentStartCall, cardsCall } from '../src/api/payments.ts';
import { fundPurseCall, purseAccountsCall } from '../src/api/purses.ts';
import { createStashCall } from '../src/api/savings.ts';
import { OTP_CODE } from '../mock-server/otp.ts';
import { urlOf, type ApiCall } from './api-calls.ts';
import { amountOf } from './dashboard-support.ts';
import { expect, test } from './fixtures.ts';
import { readSession } from './support.ts';

/** Sends `call` as the customer signed in on `page`, and answers its data. */
async function send<T>(page: Page, call: ApiCall, body?: unknown, headers: Record<string, string> = {}): Promise<T> {
  const session = await readSession(page);
  const res = await page.request.fetch(urlOf(call), { method: call.method, data: body, headers: { authorization: `Bearer ${session!.token}`, ...headers } });
  const answer = (await res.json()) as { success: boolean; data: T };
  expect(answer.success, `${call.name}: ${JSON.stringify(answer)}`).toBe(true);
  return answer.data;
}

async function payByCard(page: Page, transId: string) {
  const [card] = await send<{ id: string }[]>(page, cardsCall);
  const { id } = await send<{ id: string }>(page, cardPaymentStartCall, { cardId: card!.id, transId });
  await send(page, cardPaymentConfirmCall, { token: OTP_CODE, transId, challengeId: id });
}

/** The three totals as the dashboard shows them, once it has loaded again. */
async function shownTotals(page: Page) {
  await page.reload();
  const figure = async (name: string) => {
    const shown = page.getByRole('region', { name, exact: true }).getByRole('paragraph');
    await expect(shown).toHaveText(/\d/);
    return amountOf(await shown.innerText());
  };
  return { balance: await figure('Total Balance'), naira: await figure('Total Naira'), dollars: await figure('Total Dollars') };
}

test('each total moves by the amount of a Stash, a transfer, a withdrawal and a top-up', async ({ page, saver, createCustomer, signIn }) => {
  const friend = await createCustomer();
  await signIn(saver);
  let before = await shownTotals(page);
  const summary = await send<{ totAmt: number; totNaira: number; totDollar: number }>(page, summaryCall);
  expect(before, 'the dashboard shows the summary').toEqual({ balance: summary.totAmt, naira: summary.totNaira, dollars: summary.totDollar });
  const purse = async (name: string) => (await send<{ id: string; name: string }[]>(page, purseAccountsCall)).find((p) => p.name === name)!.id;

  const moves: [string, number, () => Promise<void>][] = [
    [
      'a Stash of ₦25,000 paid by card',
      25_000,
      async () => payByCard(page, (await send<{ reference: string }>(page, createStashCall, { amount: 25_000, frequency: '30', ccyCode: '1' })).reference),
    ],
    [
      'a transfer of ₦1,500.50 to another customer',
      -1_500.5,
      async () => void (await send(page, transferCall, { beneficiaryId: friend.email, amount: 1_500.5, saveBeneficiary: false }, { 'idempotency-key': `totals-${Date.now()}` })),
    ],
    [
      'a withdrawal of ₦2,000 to the bank account',
      -2_000,
      async () => {
        const { id } = await send<{ id: string }>(page, withdrawalStartCall, { pin: saver.pin, amount: 2_000, reason: '', remark: '', accountId: await purse('Vibe cash') });
        await send(page, withdrawalConfirmCall, { token: OTP_CODE, transId: id });
      },
    ],
    [
      'a top-up of ₦3,250 to the Family purse, paid by card',
      3_250,
      async () => payByCard(page, (await send<{ reference: string }>(page, fundPurseCall, { accountNumber: await purse('Family'), amount: 3_250 })).reference),
    ],
  ];
  for (const [what, amount, move] of moves) {
    await test.step(what, async () => {
      await move();
      const after = await shownTotals(page);
      expect(after.balance).toBeCloseTo(before.balance + amount, 2);
      expect(after.naira).toBeCloseTo(before.naira + amount, 2);
      expect(after.dollars).toBe(before.dollars);
      before = after;
    });
  }
});
