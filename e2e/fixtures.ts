// Journey fixtures: a fresh user per test through the mock's control routes, a signed-in page, axe.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { test as base, expect, type Page } from '@playwright/test';
import type * as Axe from 'axe-core';
import { Scenario, type ScenarioName } from '../fixtures/scenarios.ts';
import { loginCall } from '../src/api/identity.ts';
import { urlOf } from './api-calls.ts';
import { recordRoutes } from './route-recorder.ts';
import { HOUR_MS, type StoredSession } from './support.ts';

/**
 * axe-core's minified build, put into a page once per document. It travels to the browser with every
 * scan, and at half the size of the plain build (the package's `source`) a scan costs about a quarter less.
 *
 * axe waits on `setTimeout` between its rules, and a journey may have installed Playwright's clock and
 * paused it, which holds the page's timers. So axe gets the browser's own timers: the clock keeps them in
 * `__pwClock.builtins`, where Playwright's own injected scripts take theirs. A scan thus runs whatever the
 * clock does, and the clock stands still while it runs.
 */
const AXE_SCRIPT = `((timers) => (function (setTimeout, clearTimeout) {
${readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8')}
})(timers.setTimeout.bind(window), timers.clearTimeout.bind(window)))(window.__pwClock?.builtins ?? window);`;
/**
 * WCAG 2.1 A and AA. Only the violations are read, so only they get every node with its selector
 * (`resultTypes`): writing selectors for every passing node took about a quarter of a scan's CPU.
 */
const AXE_OPTIONS: Axe.RunOptions = { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] }, resultTypes: ['violations'] };

export interface Customer {
  id: string;
  email: string;
  password: string;
  pin: string | null;
  phoneNumber: string;
  name: string;
}

export interface Fixtures {
  /** Creates a new customer of the named scenario on the mock (unique per call, so workers never share state). */
  createCustomer: (scenario?: ScenarioName) => Promise<Customer>;
  /** A fresh user: every to-do open, every list empty. */
  freshUser: Customer;
  /** A saver with money, cards and history. */
  saver: Customer;
  /**
   * Signs `customer` in through the API, stores the session as the client would, and opens `address`
   * (the dashboard unless named): a test that starts elsewhere names its address here rather than
   * loading the dashboard first.
   */
  signIn: (customer: Customer, address?: string) => Promise<Page>;
  /** Fails the test if axe finds any violation on the page as it is now. */
  expectAccessible: (page?: Page) => Promise<void>;
  /** Automatic: records the app URLs the test's pages reach (reports/routes-<worker>.jsonl). */
  routeRecorder: void;
}

/**
 * Signs `customer` in through the API and opens `address` (the dashboard unless named) on `page`, the
 * session (and whose drafts they are) stored as the client stores it. An init script writes it to sessionStorage before the first
 * document's own scripts run and is removed once that document has loaded, so a later reload, sign-out
 * or expiry behaves as it does for a customer.
 */
export async function signInOn(page: Page, customer: Pick<Customer, 'email' | 'password'>, address = '/app/dashboard'): Promise<Page> {
  const res = await page.request.post(urlOf(loginCall), {
    data: { email: customer.email, password: customer.password, platform: { source: 'web', id: 'journeys' } },
  });
  expect(res.ok(), 'demo sign-in through the API').toBe(true);
  const { data } = (await res.json()) as { data: Omit<StoredSession, 'expiresAt'> };
  // The drafts' owner too, as a sign-in claims them (src/state/drafts.ts): signing in again after the
  // session runs out then finds the customer's drafts, as it does for a customer.
  const seed = await page.addInitScript(
    ({ session, ttl, owner }) => {
      sessionStorage.setItem('session', JSON.stringify({ ...session, expiresAt: Date.now() + ttl }));
      sessionStorage.setItem('draft:owner', JSON.stringify(owner));
    },
    { session: data, ttl: HOUR_MS, owner: customer.email.trim().toLowerCase() },
  );
  await page.goto(address);
  await seed.dispose();
  return page;
}

export const test = base.extend<Fixtures>({
  routeRecorder: [({ context }, use, testInfo) => recordRoutes(context, testInfo, use), { auto: true }],
  createCustomer: async ({ request }, use) => {
    await use(async (scenario = Scenario.freshUser) => {
      const res = await request.post('/__mock/users', { data: { scenario } });
      expect(res.ok(), await res.text()).toBe(true);
      return (await res.json()) as Customer;
    });
  },
  freshUser: async ({ createCustomer }, use) => {
    await use(await createCustomer(Scenario.freshUser));
  },
  saver: async ({ createCustomer }, use) => {
    await use(await createCustomer(Scenario.saver));
  },
  signIn: async ({ page }, use) => {
    await use((customer, address) => signInOn(page, customer, address));
  },
  expectAccessible: async ({ page }, use, testInfo) => {
    await use(async (target = page) => {
      // An axe scan is the heaviest thing a journey does: on a loaded two-core machine one has taken
      // more than 20 s. Each scan gives the test that much more time, so a slow scan is not a failure.
      testInfo.setTimeout(testInfo.timeout + 30_000);
      // Colour contrast is measured on what is painted: halfway through a fade (a modal's 500 ms
      // entrance) text is paler than it will be. Finite animations finish first; a paused page clock
      // does not hold them (they run on the document's timeline), and 2 s is the most this waits.
      await Promise.race([
        target.evaluate(() =>
          Promise.all(
            document
              .getAnimations()
              .filter((animation) => Number.isFinite(Number(animation.effect?.getComputedTiming().endTime ?? Infinity)))
              .map((animation) => animation.finished.catch(() => undefined)),
          ),
        ),
        new Promise((resolve) => setTimeout(resolve, 2_000)),
      ]);
      // axe runs in the page itself (the app has no frames), each violation summed up there with its nodes.
      if (!(await target.evaluate(() => 'axe' in window))) await target.evaluate(AXE_SCRIPT);
      const summary = await target.evaluate(
        (options) =>
          (window as unknown as { axe: typeof Axe }).axe
            .run(document, options)
            .then(({ violations }) => violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`)),
        AXE_OPTIONS,
      );
      expect(summary, 'axe violations').toEqual([]);
    });
  },
});

export { expect };
