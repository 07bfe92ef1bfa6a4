// About Us, the FAQ accordion, the Terms and the Privacy Policy (spec part 2, sections 2 and 9).
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { expectTapTargets } from './support.ts';

test.describe('About Us', () => {
  test('vision, who we are, the team of six and five advisers to come @phone', async ({ page, expectAccessible }) => {
    await page.goto('/aboutus');
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1, name: 'About Us' })).toBeVisible();
    await expect(main.getByRole('heading', { level: 2 })).toHaveText(['Our vision', 'Who we are', 'Our team', 'Advisory team']);
    await expect(main.getByText(/^A Nigeria where every individual/)).toBeVisible();

    const team = main.getByRole('region', { name: 'Our team' }).getByRole('listitem');
    await expect(team).toHaveCount(6);
    await expect(team.filter({ hasText: 'Chidinma Okeke' })).toContainText('Chief Executive Officer');
    await expect(team.filter({ hasText: 'Ibrahim Musa' })).toContainText('Chief Technology Officer');

    const advisers = main.getByRole('region', { name: 'Advisory team' }).getByRole('listitem');
    await expect(advisers).toHaveCount(5);
    await expect(advisers.getByRole('heading', { name: 'Coming soon' })).toHaveCount(5);
    await expectAccessible();
  });
});

test.describe('FAQ', () => {
  const sections = ['General Questions', 'Safety & Security', 'Savings', 'BVN', 'Target and Group Savings', 'Interest', 'Withdrawals', 'Fees & Charges', 'Referral'];
  const question = (page: Page, name: string) => page.getByRole('main').getByRole('button', { name, exact: true });

  test('nine sections, every answer closed at first @phone', async ({ page }) => {
    await page.goto('/faq');
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1, name: 'Frequently Asked Questions' })).toBeVisible();
    await expect(main.getByRole('heading', { level: 2 })).toHaveText(sections);
    await expect(main.getByRole('navigation', { name: 'FAQ sections' }).getByRole('link')).toHaveText(sections);
    await expectTapTargets(main.getByRole('navigation', { name: 'FAQ sections' }).getByRole('link'));

    const questions = main.getByRole('button');
    expect(await questions.count()).toBeGreaterThanOrEqual(sections.length * 2);
    for (const q of await questions.all()) await expect(q).toHaveAttribute('aria-expanded', 'false');
    await expect(main.getByText('Anyone aged 18 or older who holds a Nigerian bank account.')).toBeHidden();
  });

  test('several answers can be open at once, and all can be closed again', async ({ page }) => {
    await page.goto('/faq');
    const who = question(page, 'Who can use Vibe Savings?');
    const bvn = question(page, 'Why do you need my BVN?');
    const whoAnswer = page.getByText('Anyone aged 18 or older who holds a Nigerian bank account.');
    const bvnAnswer = page.getByText(/lets us verify your identity, as know-your-customer \(KYC\) rules require/);

    await who.click();
    await bvn.click();
    await expect(who).toHaveAttribute('aria-expanded', 'true');
    await expect(bvn).toHaveAttribute('aria-expanded', 'true');
    await expect(whoAnswer).toBeVisible();
    await expect(bvnAnswer).toBeVisible();
    await expect(page.getByText('A verified BVN is needed to send money to other users and to request money from them.')).toBeVisible();

    await who.click();
    await expect(who).toHaveAttribute('aria-expanded', 'false');
    await expect(whoAnswer).toBeHidden();
    await expect(bvnAnswer).toBeVisible();

    await bvn.press('Enter');
    await expect(bvn).toHaveAttribute('aria-expanded', 'false');
    await expect(bvnAnswer).toBeHidden();
  });

  test('the answer about products shows the four product blurbs', async ({ page, expectAccessible }) => {
    await page.goto('/faq');
    const products = question(page, 'What products does Vibe Savings offer?');
    await products.click();
    const answer = page.getByRole('region', { name: 'What products does Vibe Savings offer?' });
    await expect(answer.getByRole('heading', { level: 4 })).toHaveText(['myPurse', 'Target Savings', 'Bills Payment', 'Buy Now Pay Later']);
    await expect(answer).toContainText('withdraw for free at any time');
    await expectAccessible();
  });

  test('the public statements on fees, interest, withdrawals and referrals', async ({ page }) => {
    await page.goto('/faq');
    const open = async (name: string) => question(page, name).click();
    await open('Are there any fees for using the app?');
    await expect(page.getByText('No. There are no fees for using the app, and withdrawals from myPurse are free.')).toBeVisible();
    await open('When is interest paid?');
    await expect(page.getByText('Interest on a plan is paid when the plan matures. Interest on purses is paid at the end of each month.')).toBeVisible();
    await open('What happens when my plan matures?');
    await expect(page.getByText(/paid into your default purse, Vibe cash/)).toBeVisible();
    await open('Can I pause or break my savings plan?');
    await expect(page.getByText(/cannot be paused or broken early/)).toBeVisible();
    await open('My phone number has changed. How do I receive the BVN code?');
    await expect(page.getByText(/sent to the e-mail address linked to your BVN/)).toBeVisible();
    await open('Where do I find my referral code?');
    await expect(page.getByText('Every registered user has one: open Account, then Refer and Earn.')).toBeVisible();
  });

  test('the section links move to their section', async ({ page }) => {
    await page.goto('/faq');
    await page.getByRole('navigation', { name: 'FAQ sections' }).getByRole('link', { name: 'Referral' }).click();
    await expect(page).toHaveURL('/faq#referral');
    await expect(page.getByRole('heading', { level: 2, name: 'Referral' })).toBeInViewport();
  });
});

const legal = [
  {
    path: '/terms',
    title: 'Terms of Use',
    date: 'Effective date: 01 July 2021',
    facts: [/at least three Business Days before/, /dated within the last three months/, /typically two to five years/, /at least 18 years old/, /"Client" means a User who creates and funds a savings plan/, /You cannot opt out of these/],
  },
  {
    path: '/privacy',
    title: 'Privacy Policy',
    date: 'Last updated: April 10th 2023',
    facts: [/does not currently respond to Do Not Track signals/, /object to decisions made about you by automated means alone/, /not for anyone under 18/, /cookies/i, /How long we keep your data/, /Changes to this policy/],
  },
];

for (const doc of legal) {
  test.describe(doc.title, () => {
    test(`${doc.path}: its date, its contents and its sections @phone`, async ({ page, expectAccessible }) => {
      await page.goto(doc.path);
      const main = page.getByRole('main');
      await expect(main.getByRole('heading', { level: 1, name: doc.title })).toBeVisible();
      await expect(main.getByText(doc.date)).toBeVisible();

      const contents = main.getByRole('navigation', { name: 'Contents' }).getByRole('link');
      const sections = main.getByRole('heading', { level: 2 }).filter({ hasNotText: 'Contents' });
      const count = await contents.count();
      expect(count).toBeGreaterThanOrEqual(10);
      await expect(sections).toHaveCount(count);
      await expectTapTargets(contents);
      for (const fact of doc.facts) await expect(main.getByText(fact).first()).toBeVisible();
      await expectAccessible();
    });

    test(`${doc.path}: a contents link moves to its section`, async ({ page }) => {
      await page.goto(doc.path);
      const last = page.getByRole('navigation', { name: 'Contents' }).getByRole('link').last();
      const name = await last.textContent();
      await last.click();
      await expect(page).toHaveURL(new RegExp(`${doc.path}#`));
      await expect(page.getByRole('heading', { level: 2, name: new RegExp(`\\d+\\. ${name}$`) })).toBeInViewport();
    });
  });
}
