// Steady screens: a part that loads on its own keeps its room while it loads, fails or is empty, so what
// is below it stays where it first appeared. The savings home's calls are held back and let go one by
// one; the Stash list's first card (the last section, with its Terminate button) must not move.
import type { Locator, Page, Route } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { summaryCall } from '../src/api/dashboard.ts';
import { beneficiariesCall } from '../src/api/money-out.ts';
import { purseAccountsCall } from '../src/api/purses.ts';
import { coreAccountsCall, stashAccountsCall } from '../src/api/savings.ts';
import { productInterestCall } from '../src/api/util.ts';
import { paths } from '../src/paths.ts';
import { callTo, envelope, FAULT, holdCalls, type ApiCall } from './api-calls.ts';
import { section } from './savings-support.ts';
import { createStash } from './stash-support.ts';
import { chunkOf, holdRequests } from './support.ts';

type Answer = 'data' | 'failing' | 'empty';

/** Installs a faked answer for `call` (before the hold, so the hold hands the request on to it). */
async function answerWith(page: Page, call: ApiCall, answer: Answer) {
  if (answer === 'failing') await page.route(callTo(call), FAULT.serverError.answer);
  if (answer === 'empty') await page.route(callTo(call), (route: Route) => route.fulfill({ json: envelope(true, [], []) }));
}

/** Where `locator` is, to the pixel. */
const boxOf = async (locator: Locator) => {
  const box = await locator.boundingBox();
  expect(box, 'on the page').not.toBeNull();
  return { x: Math.round(box!.x), y: Math.round(box!.y), width: Math.round(box!.width), height: Math.round(box!.height) };
};

/** The savings home's sections above the Stash list, each with what shows once its call has answered. */
const SECTIONS = [
  { name: 'the totals', call: summaryCall, region: 'Total savings', shown: { data: /^Savings totals/, empty: /^Savings totals/ } },
  { name: 'the purses', call: purseAccountsCall, region: 'myPurse', shown: { data: 'Vibe cash', empty: 'No Accounts' } },
  { name: 'the core plans', call: coreAccountsCall, region: 'Core Savings', shown: { data: /Home plan/, empty: 'No core Accounts' } },
] as const;

/**
 * Opens /app/savings with every call held back, lets the Stash list arrive first, then the sections above
 * it one by one (answered as `answers` says), and checks the first Stash card stays where it appeared.
 */
async function stashCardStaysPut(page: Page, answers: Partial<Record<(typeof SECTIONS)[number]['name'], Answer>> = {}) {
  const releaseStash = await holdCalls(page, stashAccountsCall);
  const releases: (() => void)[] = [];
  for (const s of SECTIONS) {
    await answerWith(page, s.call, answers[s.name] ?? 'data');
    releases.push(await holdCalls(page, s.call));
  }
  await page.goto(paths.savings);
  releaseStash();
  const card = section(page, 'Stash').getByRole('listitem').first();
  await expect(card.getByRole('button', { name: 'Terminate' })).toBeVisible();
  const at = await boxOf(card);
  for (const [i, s] of SECTIONS.entries()) {
    await test.step(`${s.name} arrive${answers[s.name] ? ` ${answers[s.name]}` : ''}`, async () => {
      releases[i]!();
      const region = section(page, s.region);
      const answer = answers[s.name] ?? 'data';
      if (answer === 'failing') await expect(region.getByRole('alert')).toHaveText(FAULT.serverError.text);
      else if (s.name === 'the totals') await expect(region.getByRole('img', { name: s.shown[answer] })).toBeVisible();
      else await expect(region.getByText(s.shown[answer]).first()).toBeVisible();
      expect(await boxOf(card), `the first Stash card after ${s.name} arrived`).toEqual(at);
    });
  }
}

test("a section's loading state is readable at every moment of its pulse", async ({ page, saver, signIn, expectAccessible }) => {
  for (const call of [stashAccountsCall, ...SECTIONS.map((s) => s.call)]) await holdCalls(page, call);
  await signIn(saver, paths.savings);
  await expect(section(page, 'Stash').getByRole('status')).toHaveText('Loading your Stash accounts…');
  // Every pulse halfway, where it is palest, held there while axe measures the contrast.
  await page.evaluate(() =>
    document.getAnimations().forEach((animation) => {
      animation.pause();
      animation.currentTime = 800;
    }),
  );
  await expectAccessible();
});

test.describe('the savings home keeps its layout while its sections arrive', () => {
  test('the first Stash card stays put as the totals, purses and core plans arrive one by one @phone', async ({ saver, signIn }) => {
    await stashCardStaysPut(await signIn(saver));
  });

  for (const s of SECTIONS) {
    test(`the first Stash card stays put when ${s.name} fail`, async ({ saver, signIn }) => {
      await stashCardStaysPut(await signIn(saver), { [s.name]: 'failing' });
    });
  }

  test('the first Stash card stays put when the purses and core plans are empty @phone', async ({ saver, signIn }) => {
    await stashCardStaysPut(await signIn(saver), { 'the purses': 'empty', 'the core plans': 'empty' });
  });
});

test('the Stash form keeps PROCEED where it is as the lock periods arrive @phone', async ({ page, saver, signIn }) => {
  const release = await holdCalls(page, productInterestCall);
  await signIn(saver, paths.stash);
  const proceed = page.getByRole('button', { name: 'PROCEED' });
  await expect(page.getByRole('status').filter({ hasText: 'Loading lock periods' })).toBeVisible();
  const at = await boxOf(proceed);
  release();
  await expect(page.getByRole('radiogroup', { name: 'Lock period' })).toBeVisible();
  expect(await boxOf(proceed)).toEqual(at);
});

test('the Stash breakdown keeps the payment steps\' room while their code arrives @phone', async ({ saver, signIn }) => {
  const page = await signIn(saver);
  const release = await holdRequests(page, `**${chunkOf('src/features/payments/payment-steps.tsx')}`);
  await createStash(page);
  const payment = page.getByRole('region', { name: 'Payment' });
  await expect(payment.getByRole('status')).toHaveText('Loading payment options…');
  // The fee's figure arrives in a row of its own: the sentence above the payment keeps its lines.
  const fee = page.getByRole('region', { name: 'Your Stash' }).getByRole('term').filter({ hasText: 'Breakage fee, at most' });
  await expect(fee.locator('xpath=following-sibling::dd[1]')).toHaveText(/^₦/);
  const at = await boxOf(payment);
  release();
  await expect(payment.getByRole('radiogroup', { name: 'How do you want to pay?' })).toBeVisible();
  expect(await boxOf(payment)).toEqual(at);
});

test.describe('the money screens keep their layout while their data arrives', () => {
  for (const answer of ['data', 'empty', 'failing'] as const) {
    test(`Add Beneficiary stays put as the list arrives (${answer}) @phone`, async ({ signIn, createCustomer }) => {
      // The demo customer's own list has two beneficiaries; a saver's is empty.
      const page = await signIn(await createCustomer());
      if (answer === 'data') {
        await page.route(callTo(beneficiariesCall), (route) =>
          route.fulfill({ json: envelope(true, [], [1, 2, 3].map((n) => ({ id: String(n), name: `Beneficiary ${n}`, email: `b${n}@example.com` }))) }),
        );
      } else await answerWith(page, beneficiariesCall, answer);
      const release = await holdCalls(page, beneficiariesCall);
      await page.goto(paths.beneficiary);
      const add = page.getByRole('button', { name: 'Add Beneficiary' });
      await expect(page.getByRole('status').filter({ hasText: 'Loading beneficiaries' })).toBeVisible();
      const at = await boxOf(add);
      release();
      await expect(page.getByText({ data: 'Beneficiary 3', empty: 'No Beneficiary has been saved!', failing: FAULT.serverError.text }[answer])).toBeVisible();
      expect(await boxOf(add)).toEqual(at);
    });
  }

  for (const answer of ['data', 'failing'] as const) {
    test(`the transfer form stays put as the wallet balance arrives (${answer}) @phone`, async ({ page, saver, signIn }) => {
      await answerWith(page, purseAccountsCall, answer);
      const release = await holdCalls(page, purseAccountsCall);
      await signIn(saver, paths.transfer);
      const recipient = page.getByLabel("Recipient's e-mail");
      await expect(page.getByRole('status').filter({ hasText: 'Loading your balance' })).toBeVisible();
      const at = await boxOf(recipient);
      release();
      await expect(answer === 'data' ? page.getByText(/^Wallet balance/) : page.getByRole('alert')).toBeVisible();
      expect(await boxOf(recipient)).toEqual(at);
    });
  }
});
