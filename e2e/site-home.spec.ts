// The landing page: hero, sections, the two carousels driven by the clock, and axe (spec part 2, sections 1 and 2).
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';

const INTERVAL = 5000; // CAROUSEL_INTERVAL_MS
const T0 = new Date('2031-03-14T09:00:00+01:00').getTime();

const carousels = [
  { label: 'Products at a glance', item: 'product', count: 10, first: 'myPurse', second: 'Stash', last: 'Dollar Savings' },
  { label: 'Customer testimonials', item: 'testimonial', count: 4, first: 'Amaka Nwosu', second: 'Babatunde Ajayi', last: 'Emeka Obi' },
];

/** The slide on show in a carousel: the only one exposed to assistive technology. */
const shownSlide = (page: Page, label: string) => page.getByRole('region', { name: label, exact: true }).getByRole('group');

/**
 * Opens the landing page with time frozen, so every carousel move is one the test makes. React holds
 * back lazily loaded content for up to 300 ms after showing a fallback, and on a frozen clock that
 * wait never ends: the clock is stepped 50 ms at a time until the carousels are on screen. Their
 * timers therefore start up to SETTLE ms before the test takes over, hence the margin below.
 */
async function openWithClock(page: Page) {
  await page.clock.install({ time: T0 });
  await page.clock.pauseAt(T0 + 1000);
  await page.goto('/');
  await expect(async () => {
    await page.clock.runFor(50);
    await expect(shownSlide(page, 'Customer testimonials')).toHaveCount(1, { timeout: 250 });
  }).toPass();
  // The page is prerendered: its carousels' buttons work (are enabled) once the code has hydrated them.
  for (const next of await page.getByRole('button', { name: /^Next / }).all()) await expect(next).toBeEnabled();
}
const SETTLE = 200;


test('the hero, its calls to action and every section @phone', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Save towards every goal, in Naira and Dollars' })).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', { name: 'Start saving' })).toHaveAttribute('href', '/auth/signup1/1');

  await test.step('Learn More moves to Why Us', async () => {
    await page.getByRole('link', { name: 'Learn More' }).click();
    await expect(page).toHaveURL('/#why-us');
    await expect(page.getByRole('heading', { level: 2, name: 'Why Us' })).toBeInViewport();
  });

  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 2 })).toHaveText(['Why Us', 'Your money is safe', 'Payments made simple', 'What our customers say', 'Our products', 'Save on the go']);
  const safety = main.getByRole('region', { name: 'Your money is safe' }).getByRole('heading', { level: 3 });
  await expect(safety).toHaveText(['Insured deposits', '256-bit SSL', 'Two-factor authentication', 'Encryption', 'Fraud detection', 'Account monitoring']);
  await expect(main.getByText('Funds are insured by the Nigeria Deposit Insurance Corporation (NDIC)', { exact: false })).toBeVisible();
  await expect(main.getByText('Withdrawals are free at any time', { exact: false })).toBeVisible();

  await test.step('app store links', async () => {
    const ios = main.getByRole('link', { name: 'Download for iOS on App Store (opens in a new tab)' });
    const android = main.getByRole('link', { name: 'Download for Android on Google Play (opens in a new tab)' });
    await expect(ios).toHaveAttribute('href', 'https://apps.apple.com/');
    await expect(android).toHaveAttribute('href', 'https://play.google.com/store/apps');
    await expect(android).toHaveAttribute('rel', /\bnoopener\b/);
  });
});

test('the product slides describe each product as the spec states it', async ({ page }) => {
  await openWithClock(page);
  const region = page.getByRole('region', { name: 'Products at a glance' });
  const next = region.getByRole('button', { name: 'Next product' });
  const expected: [string, RegExp][] = [
    ['myPurse', /free at any time/],
    ['Stash', /small breakage fee/],
    ['Target Savings', /locked until maturity, with interest if you choose it/],
    ['Group Savings', /Locked until maturity, interest optional/],
    ['Bills Payment', /Airtime, data and utilities.*scheduled payments and discounts/],
    ['Buy Now Pay Later', /Stash balance at least equal to the loan is held under a lien until the loan is settled.*combine several plans.*registered phone number/],
    ['Transfers and requests', /need a verified BVN/],
    ['Referrals', /Account, then Refer and Earn.*creates a savings plan/],
    ['Investments', /investment/],
    ['Dollar Savings', /Dollars/],
  ];
  for (const [i, [title, text]] of expected.entries()) {
    const slide = shownSlide(page, 'Products at a glance');
    await expect(slide).toHaveAccessibleName(`${i + 1} of 10`);
    await expect(slide.getByRole('heading', { name: title })).toBeVisible();
    await expect(slide).toContainText(text);
    await next.click();
  }
});

for (const c of carousels) {
  test.describe(`${c.label} carousel`, () => {
    const slideTitle = (page: Page, title: string) => shownSlide(page, c.label).getByText(title, { exact: true });

    test('advances every 5 seconds, one item at a time, and loops', async ({ page }) => {
      await openWithClock(page);
      await expect(shownSlide(page, c.label)).toHaveCount(1);
      await expect(slideTitle(page, c.first)).toBeVisible();

      await page.clock.runFor(INTERVAL - SETTLE);
      await expect(slideTitle(page, c.first)).toBeVisible();
      await page.clock.runFor(SETTLE);
      await expect(slideTitle(page, c.second)).toBeVisible();
      await expect(shownSlide(page, c.label)).toHaveAccessibleName(`2 of ${c.count}`);

      for (let shown = 2; shown < c.count; shown += 1) {
        await page.clock.runFor(INTERVAL);
        await expect(shownSlide(page, c.label)).toHaveAccessibleName(`${shown + 1} of ${c.count}`);
      }
      await expect(slideTitle(page, c.last)).toBeVisible();
      await page.clock.runFor(INTERVAL);
      await expect(slideTitle(page, c.first)).toBeVisible();
    });

    test('stops while focus is inside and resumes when it leaves', async ({ page }) => {
      await openWithClock(page);
      const region = page.getByRole('region', { name: c.label, exact: true });
      await expect(slideTitle(page, c.first)).toBeVisible();

      await region.getByRole('button', { name: `Next ${c.item}` }).focus();
      await page.clock.runFor(INTERVAL * 3);
      await expect(slideTitle(page, c.first)).toBeVisible();

      await page.getByRole('link', { name: 'Learn More' }).focus();
      await page.clock.runFor(INTERVAL);
      await expect(slideTitle(page, c.second)).toBeVisible();
    });

    test('a click on Next holds it only while the pointer is over it', async ({ page }) => {
      await openWithClock(page);
      const region = page.getByRole('region', { name: c.label, exact: true });
      await region.getByRole('button', { name: `Next ${c.item}` }).click();
      await expect(slideTitle(page, c.second)).toBeVisible();
      await page.clock.runFor(INTERVAL * 2);
      await expect(slideTitle(page, c.second)).toBeVisible();

      await page.mouse.move(0, 0);
      await page.clock.runFor(INTERVAL);
      await expect(slideTitle(page, c.second)).toBeHidden();
      await expect(region.getByRole('button', { name: `Pause ${c.item}s` })).toBeVisible();
    });

    test('stops while hovered and resumes when the pointer leaves', async ({ page }) => {
      await openWithClock(page);
      const region = page.getByRole('region', { name: c.label, exact: true });
      await expect(slideTitle(page, c.first)).toBeVisible();

      await region.hover();
      await page.clock.runFor(INTERVAL * 3);
      await expect(slideTitle(page, c.first)).toBeVisible();

      await page.mouse.move(0, 0);
      await page.clock.runFor(INTERVAL);
      await expect(slideTitle(page, c.second)).toBeVisible();
    });

    test('the keyboard moves it, Previous wraps to the last item, and Pause stops it', async ({ page }) => {
      await openWithClock(page);
      const region = page.getByRole('region', { name: c.label, exact: true });
      const pause = region.getByRole('button', { name: `Pause ${c.item}s` });

      await test.step('Next and Previous with Enter', async () => {
        await region.getByRole('button', { name: `Next ${c.item}` }).press('Enter');
        await expect(slideTitle(page, c.second)).toBeVisible();
        const previous = region.getByRole('button', { name: `Previous ${c.item}` });
        await previous.press('Enter');
        await previous.press('Enter');
        await expect(slideTitle(page, c.last)).toBeVisible();
      });

      await test.step('Pause holds the slide even after focus leaves; Play resumes', async () => {
        await pause.press('Enter');
        const play = region.getByRole('button', { name: `Play ${c.item}s` });
        await expect(play).toBeVisible();
        await page.getByRole('link', { name: 'Learn More' }).focus();
        await page.clock.runFor(INTERVAL * 3);
        await expect(slideTitle(page, c.last)).toBeVisible();

        await play.press('Enter');
        await expect(pause).toBeVisible();
        await page.clock.runFor(INTERVAL);
        await expect(slideTitle(page, c.first)).toBeVisible();
      });
    });

    test('does not play by itself for a visitor who prefers reduced motion', async ({ page }) => {
      await page.emulateMedia({ reducedMotion: 'reduce' });
      await openWithClock(page);
      const region = page.getByRole('region', { name: c.label, exact: true });
      await expect(region.getByRole('button', { name: `Play ${c.item}s` })).toBeVisible();
      await page.clock.runFor(INTERVAL * 3);
      await expect(slideTitle(page, c.first)).toBeVisible();
      await region.getByRole('button', { name: `Next ${c.item}` }).click();
      await expect(slideTitle(page, c.second)).toBeVisible();
    });
  });
}

test('the carousels keep their height from one slide to the next, so nothing below moves', async ({ page }) => {
  await openWithClock(page);
  const region = page.getByRole('region', { name: 'Products at a glance' });
  await expect(shownSlide(page, 'Products at a glance')).toHaveAccessibleName('1 of 10');
  const heights = new Set<number>();
  for (let i = 0; i < 10; i += 1) {
    heights.add(Math.round((await region.boundingBox())!.height));
    await region.getByRole('button', { name: 'Next product' }).click();
  }
  expect([...heights]).toHaveLength(1);
});

test('nothing on screen moves while the page and its lazily loaded parts arrive @phone', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'What our customers say' })).toBeAttached();
  await expect(page.getByRole('contentinfo')).toBeAttached();
  // Cumulative layout shift as Chromium measures it, from the first paint on.
  const shift = await page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        new PerformanceObserver((list) => {
          const entries = list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[];
          resolve(entries.filter((e) => !e.hadRecentInput).reduce((sum, e) => sum + e.value, 0));
        }).observe({ type: 'layout-shift', buffered: true });
        setTimeout(() => resolve(0), 500);
      }),
  );
  expect(shift).toBeLessThan(0.01);
});

test('the landing page passes axe @phone', async ({ page, expectAccessible }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'What our customers say' })).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();
  await expectAccessible();
});
