// The public shell: every header and footer link, the phone menu, the newsletter that sends nothing,
// and the redirect of unknown public paths (spec part 2, section 2).
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';

const HOME_TITLE = 'Save towards every goal, in Naira and Dollars';

/** The header's links; on a phone they sit behind the Menu button. */
async function headerLink(page: Page, name: string) {
  const header = page.getByRole('banner');
  const menu = header.getByRole('button', { name: 'Menu' });
  // Narrower than the desktop breakpoint (1024 px), the links sit behind the Menu button.
  if ((page.viewportSize()?.width ?? 0) < 1024 && (await menu.getAttribute('aria-expanded')) !== 'true') await menu.click();
  return header.getByRole('navigation', { name: 'Site' }).getByRole('link', { name, exact: true });
}

test.describe('header', () => {
  const destinations = [
    { name: 'Home', from: '/aboutus', url: '/', heading: HOME_TITLE },
    { name: 'About Us', from: '/', url: '/aboutus', heading: 'About Us' },
    { name: 'Contact Us', from: '/', url: '/contactus', heading: 'Contact Us' },
    { name: 'FAQ', from: '/', url: '/faq', heading: 'Frequently Asked Questions' },
    { name: 'Sign in', from: '/', url: '/auth/login', heading: 'Sign in' },
  ];
  for (const d of destinations) {
    test(`${d.name} opens ${d.url} @phone`, async ({ page }) => {
      await page.goto(d.from);
      await (await headerLink(page, d.name)).click();
      await expect(page).toHaveURL(d.url);
      await expect(page.getByRole('heading', { level: 1, name: d.heading })).toBeVisible();
    });
  }

  test('Products opens the products on the landing page, from another page too @phone', async ({ page }) => {
    await page.goto('/faq');
    await (await headerLink(page, 'Products')).click();
    await expect(page).toHaveURL('/#products');
    await expect(page.getByRole('heading', { name: 'Our products' })).toBeInViewport();

    // From the landing page itself the address's path stays: the phone menu closes all the same.
    await page.evaluate(() => window.scrollTo(0, 0));
    await (await headerLink(page, 'Products')).click();
    await expect(page.getByRole('heading', { name: 'Our products' })).toBeInViewport();
    const menu = page.getByRole('banner').getByRole('button', { name: 'Menu' });
    if (await menu.isVisible()) await expect(menu).toHaveAttribute('aria-expanded', 'false');
  });

  test('Create free account points to the first sign-up step', async ({ page }) => {
    await page.goto('/');
    await expect(await headerLink(page, 'Create free account')).toHaveAttribute('href', '/auth/signup1/1');
  });

  test('a signed-in customer is offered their dashboard in place of Sign in and Create free account', async ({ saver, signIn }) => {
    const page = await signIn(saver);
    await page.goto('/aboutus');
    const dashboard = await headerLink(page, 'My dashboard');
    await expect(dashboard).toHaveAttribute('href', '/app/dashboard');
    const nav = page.getByRole('banner').getByRole('navigation', { name: 'Site' });
    await expect(nav.getByRole('link', { name: 'Sign in' })).toHaveCount(0);
    await expect(nav.getByRole('link', { name: 'Create free account' })).toHaveCount(0);
    await dashboard.click();
    await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
  });

  test('the current page is marked in the header', async ({ page }) => {
    await page.goto('/faq');
    await expect(await headerLink(page, 'FAQ')).toHaveAttribute('aria-current', 'page');
    await expect(await headerLink(page, 'Home')).not.toHaveAttribute('aria-current', 'page');
  });

  test('on a phone the Menu button shows and hides the links @phone', async ({ page }) => {
    test.skip(test.info().project.name !== 'phone', 'the Menu button exists on narrow screens only');
    await page.goto('/');
    const menu = page.getByRole('button', { name: 'Menu' });
    const nav = page.getByRole('navigation', { name: 'Site' });

    await expect(menu).toHaveAttribute('aria-expanded', 'false');
    await expect(nav).toBeHidden();
    await menu.click();
    await expect(menu).toHaveAttribute('aria-expanded', 'true');
    await expect(nav.getByRole('link', { name: 'About Us' })).toBeVisible();

    await test.step('Escape closes it and returns focus to the button', async () => {
      await nav.getByRole('link', { name: 'About Us' }).focus();
      await page.keyboard.press('Escape');
      await expect(nav).toBeHidden();
      await expect(menu).toBeFocused();
    });

    await test.step('Escape closes it wherever focus is, say in the page below it', async () => {
      await menu.click();
      await expect(nav).toBeVisible();
      await page.getByRole('main').getByRole('link').first().focus();
      await page.keyboard.press('Escape');
      await expect(nav).toBeHidden();
      await expect(menu).toBeFocused();
    });

    await test.step('following a link closes it', async () => {
      await menu.click();
      await nav.getByRole('link', { name: 'FAQ', exact: true }).click();
      await expect(page).toHaveURL('/faq');
      await expect(nav).toBeHidden();
      await expect(menu).toHaveAttribute('aria-expanded', 'false');
    });
  });

  test('on a desktop screen the links show without a Menu button', async ({ page }) => {
    test.skip(test.info().project.name === 'phone', 'desktop layout');
    await page.goto('/');
    await expect(page.getByRole('button', { name: 'Menu' })).toBeHidden();
    await expect(page.getByRole('navigation', { name: 'Site' }).getByRole('link', { name: 'Contact Us' })).toBeVisible();
  });
});

test.describe('footer', () => {
  const internal = [
    { name: 'Who we are', url: '/aboutus', heading: 'About Us' },
    { name: 'Get in touch', url: '/contactus', heading: 'Contact Us' },
    { name: 'Help centre', url: '/faq', heading: 'Frequently Asked Questions' },
    { name: 'FAQs', url: '/faq', heading: 'Frequently Asked Questions' },
    { name: 'Privacy Policy', url: '/privacy', heading: 'Privacy Policy' },
    { name: 'Terms of Use', url: '/terms', heading: 'Terms of Use' },
  ];
  for (const link of internal) {
    test(`${link.name} opens ${link.url} at its top`, async ({ page }) => {
      await page.goto('/');
      await page.getByRole('contentinfo').getByRole('link', { name: link.name, exact: true }).click();
      await expect(page).toHaveURL(link.url);
      await expect(page.getByRole('heading', { level: 1, name: link.heading })).toBeInViewport();
    });
  }

  test('Security opens the FAQ at Safety & Security @phone', async ({ page }) => {
    await page.goto('/aboutus');
    await page.getByRole('contentinfo').getByRole('link', { name: 'Security', exact: true }).click();
    await expect(page).toHaveURL('/faq#safety-security');
    await expect(page.getByRole('heading', { level: 2, name: 'Safety & Security' })).toBeInViewport();
  });

  test('the eight products and the blog open the app, which asks a visitor to sign in', async ({ page }) => {
    await page.goto('/');
    const footer = page.getByRole('contentinfo');
    const products = footer.getByRole('region', { name: 'Products' }).getByRole('link');
    await expect(products).toHaveText(['myPurse', 'Stash', 'Group Savings', 'Target Savings', 'Bills Payment', 'Buy Now Pay Later', 'Investments', 'Dollar Savings']);
    for (const link of await products.all()) await expect(link).toHaveAttribute('href', '/app');
    await expect(footer.getByRole('link', { name: 'Blog', exact: true })).toHaveAttribute('href', '/app/blog');

    await footer.getByRole('link', { name: 'Buy Now Pay Later' }).click();
    await expect(page).toHaveURL('/auth/login');
    await page.goto('/');
    await page.getByRole('contentinfo').getByRole('link', { name: 'Blog', exact: true }).click();
    await expect(page).toHaveURL('/auth/login');
  });

  test('support phone, e-mail and the Lekki office address', async ({ page }) => {
    await page.goto('/');
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByRole('link', { name: '+234 1 700 0100' })).toHaveAttribute('href', 'tel:+23417000100');
    await expect(footer.getByRole('link', { name: 'support@vibesavings.example' })).toHaveAttribute('href', 'mailto:support@vibesavings.example');
    await expect(footer.getByText('Lekki, Lagos, Nigeria')).toBeVisible();
  });

  test('app store and social links open the outside site in a new tab', async ({ page }) => {
    await page.goto('/');
    const footer = page.getByRole('contentinfo');
    const outside = [
      { name: 'App Store (iOS)', href: 'https://apps.apple.com/' },
      { name: 'Google Play (Android)', href: 'https://play.google.com/store/apps' },
      { name: 'Facebook', href: 'https://www.facebook.com/' },
      { name: 'Instagram', href: 'https://www.instagram.com/' },
      { name: 'LinkedIn', href: 'https://www.linkedin.com/' },
      { name: 'YouTube', href: 'https://www.youtube.com/' },
      { name: 'Twitter', href: 'https://twitter.com/' },
    ];
    for (const o of outside) {
      const link = footer.getByRole('link', { name: `${o.name} (opens in a new tab)`, exact: true });
      await expect(link).toHaveAttribute('href', o.href);
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', /\bnoopener\b/);
    }
  });

  test('the newsletter form sends nothing and says so @phone', async ({ page }) => {
    await page.goto('/');
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByRole('button', { name: 'Subscribe' })).toBeVisible();
    // What the page sends (a call, a form's submission), not the page's own code arriving below the fold.
    const requests: string[] = [];
    page.on('request', (r) => void (['fetch', 'xhr', 'document'].includes(r.resourceType()) && requests.push(r.url())));

    await footer.getByLabel('Your e-mail address').fill('ada@example.com');
    await footer.getByRole('button', { name: 'Subscribe' }).click();

    await expect(footer.getByRole('status')).toHaveText(/nothing was sent/);
    await expect(page).toHaveURL('/');
    expect(requests, 'the newsletter makes no request').toEqual([]);
  });
});

test.describe('unknown paths', () => {
  for (const path of ['/pricing', '/aboutus/team', '/faq/general', '/createaccount']) {
    test(`${path} redirects to the home page`, async ({ page }) => {
      await page.goto(path);
      await expect(page).toHaveURL('/');
      await expect(page.getByRole('heading', { level: 1, name: HOME_TITLE })).toBeVisible();
    });
  }
});
