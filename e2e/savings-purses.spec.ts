// The savings home's donut compares like with like, and each purse it lists can be funded from there.
import { summaryCall } from '../src/api/dashboard.ts';
import { callTo, envelope } from './api-calls.ts';
import { expect, test } from './fixtures.ts';
import { apiPurses, ngn, section } from './savings-support.ts';

test('the donut shares the total by value: $1,000 worth ₦1,500,000 is half beside ₦1,500,000', async ({ page, saver, signIn }) => {
  // The API's total is in naira: ₦1,500,000 and $1,000 worth ₦1,500,000 more.
  await page.route(callTo(summaryCall), (route) => route.fulfill({ json: envelope(true, [], { totAmt: 3_000_000, totNaira: 1_500_000, totDollar: 1_000 }) }));
  await signIn(saver, '/app/savings');
  const totals = section(page, 'Total savings');
  await expect(totals.getByRole('img', { name: 'Savings totals: Naira ₦1,500,000.00 (50%), Dollar $1,000.00 (50%)' })).toBeVisible();
  await expect(totals.getByRole('definition')).toHaveText(['₦1,500,000.00', '$1,000.00']);
});

test('a saver’s donut is all naira while the savings are all in naira', async ({ saver, signIn }) => {
  const page = await signIn(saver, '/app/savings');
  await expect(section(page, 'Total savings').getByRole('img', { name: /^Savings totals: Naira ₦[\d,.]+ \(100%\), Dollar \$0\.00 \(0%\)$/ })).toBeVisible();
});

test('each purse offers Fund, which opens the top-up with that purse chosen @phone', async ({ saver, signIn, expectAccessible }) => {
  const page = await signIn(saver, '/app/savings');
  const purses = await apiPurses(page);
  const strip = section(page, 'myPurse');
  for (const purse of purses) {
    await expect(strip.getByRole('link', { name: `Fund ${purse.name}`, exact: true })).toHaveAttribute('href', `/app/savings/fundpurse?purse=${purse.id}`);
  }
  await expectAccessible();
  const family = purses.find((p) => p.name === 'Family')!;
  await strip.getByRole('link', { name: 'Fund Family', exact: true }).click();
  await expect(page).toHaveURL(`/app/savings/fundpurse?purse=${family.id}`);
  await expect(page.getByRole('heading', { name: 'Fund a purse', level: 1 })).toBeVisible();
  await expect(page.getByRole('radio', { name: `Family Balance ${ngn(family.availableBalance)}` })).toBeChecked();
  await expect(page.getByRole('radio', { checked: true })).toHaveCount(1);

  await test.step('the chosen purse is kept for the session: a reload of the plain address still has it', async () => {
    await page.goto('/app/savings/fundpurse');
    await expect(page.getByRole('radio', { name: `Family Balance ${ngn(family.availableBalance)}` })).toBeChecked();
  });

  await test.step('another purse’s Fund link chooses that one instead', async () => {
    await page.goto('/app/savings');
    await strip.getByRole('link', { name: 'Fund TGIF', exact: true }).click();
    await expect(page.getByRole('radio', { name: /^TGIF Balance/ })).toBeChecked();
  });
});
