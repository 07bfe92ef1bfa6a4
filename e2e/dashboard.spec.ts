// /app/dashboard balances (spec part 1, sections 1, 2 and 8): Naira en-NG, dollars en-US, and the failure text.
import { expect, test } from './fixtures.ts';
import { SUMMARY_PATH, envelope, readSession } from './support.ts';

const naira = new Intl.NumberFormat('en-NG', { style: 'currency', currency: 'NGN' });
const dollars = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

test("a saver's balances are shown in Naira and dollars @phone", async ({ saver, signIn, request }) => {
  const page = await signIn(saver);

  const summary = await test.step('what the API reports for the saver', async () => {
    const token = (await readSession(page))!.token;
    const res = await request.get(SUMMARY_PATH, { headers: { authorization: `Bearer ${token}` } });
    expect(res.ok()).toBe(true);
    return ((await res.json()) as { data: { totAmt: number; totDollar: number; totNaira: number } }).data;
  });

  await test.step('each card shows its amount in its currency', async () => {
    await expect(page.getByRole('region', { name: 'Total Balance' })).toContainText(naira.format(summary.totAmt));
    await expect(page.getByRole('region', { name: 'Total Dollars' })).toContainText(dollars.format(summary.totDollar));
    await expect(page.getByRole('region', { name: 'Total Naira' })).toContainText(naira.format(summary.totNaira));
  });
});

test('balances use the currency symbols and thousands separators', async ({ page, saver, signIn }) => {
  await page.route(`**${SUMMARY_PATH}`, (route) =>
    route.fulfill({ json: envelope(true, [], { totAmt: 4_987_654.3, totDollar: 2_500, totNaira: 1_234_567.5 }) }),
  );
  await signIn(saver);
  await expect(page.getByRole('region', { name: 'Total Balance' })).toContainText('₦4,987,654.30');
  await expect(page.getByRole('region', { name: 'Total Dollars' })).toContainText('$2,500.00');
  await expect(page.getByRole('region', { name: 'Total Naira' })).toContainText('₦1,234,567.50');
});

test('a failed summary shows the dashboard failure text', async ({ page, saver, signIn }) => {
  await page.route(`**${SUMMARY_PATH}`, (route) => route.fulfill({ status: 500, json: envelope(false, ['Internal error']) }));
  await signIn(saver);
  await expect(page.getByRole('alert')).toHaveText('Something went wrong, Should be rectified shortly');
  await expect(page.getByRole('region', { name: 'Total Balance' })).not.toContainText('₦');
  await expect(page).toHaveURL('/app/dashboard');
});
