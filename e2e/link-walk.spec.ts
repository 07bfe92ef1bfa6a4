// The link walk: every link of the signed-in app's sidebar, mobile menu (at 360 px), header and
// dashboard (plan cards, purse links, to-dos, View more, challenges), and of the public footer, is
// collected from the page itself and followed, as the demo customer and as a fresh customer. A link
// that falls through to a catch-all fails the test: an /app path other than the dashboard that
// lands on /app/dashboard, or a public path other than / that lands on /. Each screen a link lands on
// is also checked for sideways scrolling: the demo customer's walk at 360 px (a small phone), the fresh
// customer's at 744 px (a tablet held upright, between the phone and the wide layouts). The failures
// list them all.
import type { Page } from '@playwright/test';
import { DEMO } from '../fixtures/scenarios.ts';
import { expect, test, type Customer } from './fixtures.ts';

interface Found {
  href: string;
  places: Set<string>;
}

const DASHBOARD = '/app/dashboard';

/** Same-origin links inside `scope`, as path + query + hash. */
async function linksIn(page: Page, scope: string): Promise<string[]> {
  const root = page.locator(scope).first();
  await expect(root).toBeVisible();
  return root.evaluate((el) =>
    [...el.querySelectorAll<HTMLAnchorElement>('a[href]')]
      .map((a) => new URL(a.href, location.href))
      .filter((url) => url.origin === location.origin)
      .map((url) => url.pathname + url.search + url.hash),
  );
}

async function collect(page: Page): Promise<Map<string, Found>> {
  const found = new Map<string, Found>();
  const add = (place: string, hrefs: string[]) => {
    for (const href of hrefs) {
      const entry = found.get(href) ?? { href, places: new Set<string>() };
      entry.places.add(place);
      found.set(href, entry);
    }
  };
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(DASHBOARD);
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
  // Everything the dashboard loads (plans, purses, to-dos, challenges) is in before links are read.
  await expect(page.getByRole('region', { name: 'To-Do list' }).getByText('Loading…')).toHaveCount(0);
  await page.waitForLoadState('networkidle');
  add('sidebar', await linksIn(page, 'nav[aria-label="Main"]'));
  add('header (dashboard)', await linksIn(page, 'header'));
  add('dashboard', await linksIn(page, 'main'));

  await page.goto('/app/blog');
  await expect(page.getByRole('heading', { name: 'Blog', exact: true })).toBeVisible();
  add('header (other screens)', await linksIn(page, 'header'));

  await page.setViewportSize({ width: 360, height: 740 });
  await page.getByRole('button', { name: 'Menu' }).click();
  add('mobile menu', await linksIn(page, 'nav[aria-label="Mobile"]'));

  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/');
  await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
  await expect(page.getByRole('contentinfo').getByRole('link').first()).toBeVisible();
  add('footer', await linksIn(page, 'footer'));
  return found;
}

/** Where following `href` ends, once the client has settled (its redirects included), and how much wider than the window the page is. */
async function follow(page: Page, href: string): Promise<{ landed: string; overflow: number }> {
  await page.goto(href);
  await page.waitForLoadState('networkidle');
  await expect(page.locator('h1').first()).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  return { landed: new URL(page.url()).pathname, overflow };
}

function fellThrough(href: string, landed: string): boolean {
  const asked = new URL(href, 'http://x').pathname.replace(/\/$/, '') || '/';
  if (asked === '/app' || asked.startsWith('/app/')) return asked !== '/app' && asked !== DASHBOARD && landed === DASHBOARD;
  return asked !== '/' && landed === '/';
}

async function walk(page: Page, width: number) {
  const found = await collect(page);
  expect(found.size, 'links were found').toBeGreaterThan(10);
  await page.setViewportSize({ width, height: 800 });
  const fallen: string[] = [];
  const wide: string[] = [];
  for (const { href, places } of found.values()) {
    const { landed, overflow } = await follow(page, href);
    if (fellThrough(href, landed)) fallen.push(`${href} (${[...places].join(', ')}) landed on ${landed}`);
    if (overflow > 0) wide.push(`${landed} scrolls sideways by ${overflow} px`);
  }
  expect(fallen, `${fallen.length} of ${found.size} links fall through to a catch-all:\n${fallen.join('\n')}\n`).toEqual([]);
  expect(wide, `at ${width} px:\n${wide.join('\n')}\n`).toEqual([]);
}

test.describe('every link lands on a real screen', () => {
  test.describe.configure({ timeout: 240_000 });

  test('as the demo customer', async ({ page, signIn }) => {
    // The BVN prompt's timer never runs: nothing covers the page while links are read.
    await page.clock.install();
    const demo: Customer = { id: 'demo', email: DEMO.email, password: DEMO.password, pin: DEMO.pin, phoneNumber: '', name: 'Adaeze Okafor' };
    await signIn(demo);
    await walk(page, 360);
  });

  test('as a fresh customer', async ({ page, freshUser, signIn }) => {
    await page.clock.install();
    await signIn(freshUser);
    await walk(page, 744);
  });
});
