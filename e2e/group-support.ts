// Helpers for the group savings journeys: the forms as a customer fills them,
// and groups set up through the API with a customer's own token.
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { createGroupCall, groupByCodeCall, publicGroupsCall } from '../src/api/groups.ts';
import { purseFundingCall } from '../src/api/payments.ts';
import { coreAccountsCall } from '../src/api/savings.ts';
import { lagosDayIn } from '../src/lib/calendar.ts';
import { isCall, urlOf } from './api-calls.ts';
import { sessionHeaders } from './support.ts';

export const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

const next = (page: Page) => page.getByRole('button', { name: 'NEXT' });

export async function fillDetails(page: Page, { name, target = '300000', tgtDate = lagosDayIn(120) }: { name: string; target?: string; tgtDate?: string }) {
  await page.getByLabel('Group name').fill(name);
  await page.getByLabel('Currency').selectOption({ label: 'Naira' });
  await page.getByLabel('Target amount').pressSequentially(target);
  await page.getByLabel('Target date').fill(tgtDate);
  await next(page).click();
}

export async function fillSchedule(page: Page, { start = lagosDayIn(3), freq = 'Weekly', amount = '15000' } = {}) {
  await page.getByLabel('Start date').fill(start);
  await page.getByRole('radio', { name: new RegExp(`^${freq}`) }).check();
  await page.getByLabel('Contribution amount').pressSequentially(amount);
}

/** Walks the creation steps of a group through the UI up to its breakdown; returns the creation answer. */
export async function createGroupWithUi(page: Page, kind: 'private' | 'public', name: string, amount = '15000') {
  await page.goto(`/app/groupsavings1/${kind}`);
  await fillDetails(page, { name });
  if (kind === 'private') {
    await expect(page).toHaveURL('/app/groupsavings2');
    await page.getByRole('radio', { name: /^Each member decides/ }).check();
    await next(page).click();
  }
  await expect(page).toHaveURL('/app/groupsavings3');
  await fillSchedule(page, { amount });
  const created = page.waitForResponse(isCall(createGroupCall));
  await next(page).click();
  const body = (await (await created).json()) as { data: { transId: string; code: string } };
  await expect(page).toHaveURL('/app/groupsavings4');
  return body.data;
}

/** The page's own session token, for calls a test makes as that customer. */
/**
 * Creates a group through the API as the page's customer and pays its first contribution from the wallet,
 * which opens it (a precondition, not the screen under test): the owner is its first member.
 */
export async function createGroupByApi(page: Page, request: APIRequestContext, { name, isPublic, decide = false }: { name: string; isPublic: boolean; decide?: boolean }) {
  const headers = await sessionHeaders(page);
  const res = await request.post(urlOf(createGroupCall), {
    headers,
    data: { name, ccy: '1', target: 250000, tgtDate: lagosDayIn(150), isPublic, decide, start: lagosDayIn(2), freq: '30', cntr_amt: 25000, earn: true },
  });
  expect(res.ok(), await res.text()).toBe(true);
  const created = ((await res.json()) as { data: { transId: string; code: string } }).data;
  const paid = await request.post(urlOf(purseFundingCall), { headers, data: { transId: created.transId } });
  expect(paid.ok(), await paid.text()).toBe(true);
  return created;
}

interface CoreAccount {
  name: string;
  isGroup: boolean;
  contribution: number;
}

/** The customer's Core Savings accounts (product 0201) as the API lists them, with the page's session. */
export async function coreAccounts(page: Page) {
  const res = await page.request.get(urlOf(coreAccountsCall), { headers: await sessionHeaders(page) });
  expect(res.ok()).toBe(true);
  return ((await res.json()) as { data: CoreAccount[] }).data;
}

/** A group as the code lookup answers it, with the page's session. */
export async function lookUp(page: Page, code: string) {
  const res = await page.request.get(urlOf(groupByCodeCall, { Code: code }), { headers: await sessionHeaders(page) });
  return (await res.json()) as { success: boolean; data: { id: string; members: number } | null; messages: string[] };
}

export async function fillJoin(page: Page, { start = lagosDayIn(5), freq = 'Weekly', amount = '5000' } = {}) {
  await page.getByLabel('Start date').fill(start);
  await page.getByRole('radio', { name: new RegExp(`^${freq}`) }).check();
  // Every group here is in Naira (only Naira is offered), whose code arrives as the number 1.
  await page.getByLabel('Amount (Naira)').pressSequentially(amount);
}

/** The name of a listed challenge whose members choose how they save (the owner does not decide). */
export async function challengeMembersChoose(page: Page) {
  const res = await page.request.get(urlOf(publicGroupsCall), { headers: await sessionHeaders(page) });
  const groups = ((await res.json()) as { data: { name: string; ownerDecide?: boolean }[] }).data;
  const found = groups.find((g) => !g.ownerDecide);
  if (!found) throw new Error('no listed challenge lets its members choose how they save');
  return found.name;
}
