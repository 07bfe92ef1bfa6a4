// The public pages and the auth screens' shells arrive prerendered (scripts/prerender.ts): their content
// shows with JavaScript off, styled by the stylesheets the document links; with it on, the page hydrates
// with no console error or warning (React reports a hydration mismatch there) and works afterwards. A
// signed-in address arrives with the app's frame, which the screen replaces.
import type { Browser, ConsoleMessage, Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { chunkOf, chunkRequest, formLibraryChunk, holdRequests } from './support.ts';
import { routeDrafts } from '../scripts/route-drafts.ts';

const SITE_MODULE = 'src/routes/site-routes.tsx';

/** Each public page: its heading, tab title, the module of its screen and the footer link to it. */
const publicPages = [
  { path: '/', heading: 'Save towards every goal, in Naira and Dollars', module: 'src/features/site/home-page.tsx', link: 'Home', tab: 'Home | Vibe Savings' },
  { path: '/aboutus', heading: 'About Us', module: 'src/features/site/about-page.tsx', link: 'Who we are', tab: 'About Us | Vibe Savings' },
  { path: '/faq', heading: 'Frequently Asked Questions', module: 'src/features/site/faq-page.tsx', link: 'Help centre', tab: 'FAQ | Vibe Savings' },
  { path: '/contactus', heading: 'Contact Us', module: 'src/features/site/contact-page.tsx', link: 'Get in touch', tab: 'Contact Us | Vibe Savings' },
  { path: '/terms', heading: 'Terms of Use', module: 'src/features/site/terms-page.tsx', link: 'Terms of Use', tab: 'Terms of Use | Vibe Savings' },
  { path: '/privacy', heading: 'Privacy Policy', module: 'src/features/site/privacy-page.tsx', link: 'Privacy Policy', tab: 'Privacy Policy | Vibe Savings' },
];

/** Each auth screen's shell: its title (and step, lead) as the screen shows them, and how many fields its form has. */
const authShells = [
  { path: '/auth/login', title: 'Sign in', lead: 'Welcome back. Sign in to your savings.', fields: 2 },
  { path: '/auth/signup1/1', step: 'Step 1 of 4', title: 'Create your account', lead: 'Tell us about yourself. It takes less than a minute.', fields: 6 },
  { path: '/auth/signup2', step: 'Step 2 of 4', title: 'Verify your phone number', fields: 1, drafts: routeDrafts.signup2 },
  { path: '/auth/signup3', step: 'Step 3 of 4', title: 'Create your password', fields: 2, drafts: routeDrafts.signup3 },
  { path: '/auth/forgotpassword', title: 'Forgot your password?', lead: 'Enter the e-mail address or phone number you registered with and we will send you a reset token.', fields: 1 },
  { path: '/auth/forgottoken', title: 'Enter your reset token', fields: 1, drafts: routeDrafts.forgotToken },
  { path: '/auth/createforgotpassword', title: 'Create a new password', fields: 2, drafts: routeDrafts.createForgotPassword },
];
/** The PIN step of sign-up, in the same layout: its shell is the same, and its screen needs the session step 3 starts. */
const pinShell = { path: '/createpin', step: 'Step 4 of 4', title: 'Create your transaction PIN', lead: 'You will use this 4-digit PIN to approve payments and withdrawals.', fields: 2 };

async function withoutScripts(browser: Browser, baseURL: string | undefined, use: (page: Page) => Promise<void>) {
  const context = await browser.newContext({ javaScriptEnabled: false, ...(baseURL ? { baseURL } : {}) });
  try {
    await use(await context.newPage());
  } finally {
    await context.close();
  }
}

/** Every console error and warning, and every uncaught error, from now on. */
function watchConsole(page: Page) {
  const problems: string[] = [];
  const onConsole = (message: ConsoleMessage) => {
    if (message.type() === 'error' || message.type() === 'warning') problems.push(`${message.type()}: ${message.text()}`);
  };
  page.on('console', onConsole);
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  return problems;
}

/**
 * Resolves once React has hydrated the element. The check is written out again inside: a function
 * Playwright runs in the page cannot call one of this file, and a string would be eval, which the CSP forbids.
 */
const hydrated = (page: Page, selector: string) =>
  page.waitForFunction((s) => {
    const element = document.querySelector(s);
    return !!element && Object.keys(element).some((key) => key.startsWith('__reactFiber'));
  }, selector);

/**
 * Marks the document, for `sameDocument` to tell afterwards whether a move kept it (a client-side
 * move) or loaded a new one.
 */
const markDocument = (page: Page) => page.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true));
const sameDocument = async (page: Page) => (await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)) === true;

/** The class names in #root that no rule of the document's stylesheets names. */
const unstyledClasses = (page: Page) =>
  page.evaluate(() => {
    const named = new Set<string>();
    const collect = (rules: CSSRuleList) => {
      for (const rule of Array.from(rules)) {
        if (rule instanceof CSSStyleRule) for (const m of rule.selectorText.matchAll(/\.([\w-]+)/g)) named.add(m[1]!);
        if ('cssRules' in rule) collect((rule as CSSGroupingRule).cssRules);
      }
    };
    for (const sheet of Array.from(document.styleSheets)) collect(sheet.cssRules);
    const used = new Set(Array.from(document.querySelectorAll('#root [class]')).flatMap((e) => Array.from(e.classList)));
    return [...used].filter((c) => !named.has(c));
  });

test.describe('with JavaScript off', () => {
  for (const { path, heading } of publicPages) {
    test(`${path} shows its content, header and footer, every class styled`, async ({ browser, baseURL }) => {
      await withoutScripts(browser, baseURL, async (page) => {
        const response = await page.goto(path);
        const html = await response!.text();
        expect(html, 'no inline script').not.toMatch(/<script(?![^>]*\bsrc=)/);
        expect(html, 'no style attribute').not.toMatch(/\sstyle="/);
        await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
        await expect(page.getByRole('navigation', { name: 'Site' }).getByRole('link', { name: 'FAQ' })).toBeAttached();
        await expect(page.getByRole('contentinfo')).toContainText('Deposits are insured by the Nigeria Deposit Insurance Corporation');
        await page.waitForLoadState('load');
        expect(await unstyledClasses(page)).toEqual([]);
      });
    });
  }

  test('the home page shows the sections below the hero too', async ({ browser, baseURL }) => {
    await withoutScripts(browser, baseURL, async (page) => {
      await page.goto('/');
      for (const name of ['Why Us', 'Our products', 'Your money is safe', 'What our customers say']) {
        await expect(page.getByRole('heading', { level: 2, name })).toBeVisible();
      }
    });
  });

  for (const { path, title, step, lead, fields } of [...authShells, pinShell]) {
    test(`${path} shows its shell: the header and a skeleton of its form, no field to type in`, async ({ browser, baseURL }) => {
      await withoutScripts(browser, baseURL, async (page) => {
        await page.goto(path);
        await expect(page.getByRole('link', { name: 'Vibe Savings' })).toBeVisible();
        await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
        if (step) await expect(page.getByText(step, { exact: true })).toBeVisible();
        if (lead) await expect(page.getByText(lead, { exact: true })).toBeVisible();
        const skeleton = page.getByRole('status');
        await expect(skeleton).toHaveText('Loading…');
        await expect(skeleton.locator('div')).toHaveCount(fields);
        // Sized like the form it stands for: fields and a button, not a collapsed box.
        expect((await skeleton.boundingBox())!.height).toBeGreaterThan(fields * 60);
        await expect(page.getByRole('textbox')).toHaveCount(0);
        await page.waitForLoadState('load');
        expect(await unstyledClasses(page)).toEqual([]);
      });
    });
  }
});

test.describe('with JavaScript off, a signed-in address', () => {
  test("shows the app's frame around the loading state, styled, with nothing to use", async ({ browser, baseURL }) => {
    await withoutScripts(browser, baseURL, async (page) => {
      const html = await (await page.goto('/app/dashboard'))!.text();
      expect(html).toContain('<div id="root" data-shell>');
      await expect(page.getByText('Vibe Savings', { exact: true })).toBeVisible();
      await expect(page.getByRole('main').getByRole('status')).toHaveText('Loading…');
      // No customer data, and nothing that would act before the app is there (but the Reload link of a load that stalls).
      await expect(page.locator('#root button, #root input')).toHaveCount(0);
      await expect(page.locator('#root a')).toHaveText(['Reload']);
      await page.waitForLoadState('load');
      expect(await unstyledClasses(page)).toEqual([]);
    });
  });
});

test.describe('with JavaScript on', () => {
  test('the home page hydrates without a console message; its links move in the page, its carousel turns', async ({ page }) => {
    const problems = watchConsole(page);
    await page.goto('/');
    await hydrated(page, 'header a');
    await hydrated(page, 'footer');
    const products = page.getByRole('region', { name: 'Products at a glance' });
    await products.getByRole('button', { name: 'Next product' }).click();
    await expect(products.getByText('2 /')).toBeVisible();
    // A client-side move keeps this document (and what was set in it).
    await markDocument(page);
    await page.getByRole('navigation', { name: 'Site' }).getByRole('link', { name: 'FAQ' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Frequently Asked Questions' })).toBeVisible();
    expect(await sameDocument(page)).toBe(true);
    expect(problems).toEqual([]);
  });

  test('for a visitor who asks for reduced motion, the carousels hydrate stopped, with no mismatch', async ({ page }) => {
    // The build cannot know the preference: the HTML offers Pause; the browser shows Play once hydrated.
    await page.emulateMedia({ reducedMotion: 'reduce' });
    const problems = watchConsole(page);
    await page.goto('/');
    const products = page.getByRole('region', { name: 'Products at a glance' });
    await expect(products.getByRole('button', { name: 'Play products' })).toBeVisible();
    await hydrated(page, 'footer');
    expect(problems).toEqual([]);
  });

  for (const { path, heading, tab } of publicPages) {
    test(`${path} hydrates whole, without a console error or warning`, async ({ page }) => {
      const problems = watchConsole(page);
      await page.goto(path);
      const h1 = page.getByRole('heading', { level: 1, name: heading });
      await expect(h1).toBeVisible();
      await h1.evaluate((element) => ((element as unknown as { fromHtml: boolean }).fromHtml = true));
      await hydrated(page, 'main h1');
      await hydrated(page, 'footer');
      await page.waitForLoadState('networkidle');
      expect(problems).toEqual([]);
      // Hydrated, not rendered again: the heading is the very element the HTML had.
      expect(await h1.evaluate((element) => (element as unknown as { fromHtml?: boolean }).fromHtml)).toBe(true);
      await expect(page).toHaveTitle(tab);
    });
  }

  test('a move to the home page from another renders it from its module; its carousels turn and pause', async ({ page }) => {
    const problems = watchConsole(page);
    await page.goto('/aboutus');
    await hydrated(page, 'footer');
    await markDocument(page);
    const isContent = chunkRequest('src/features/site/home-page.tsx');
    const content = page.waitForResponse((response) => isContent(response.url()));
    await page.getByRole('navigation', { name: 'Site' }).getByRole('link', { name: 'Home' }).click();
    await content;
    await expect(page).toHaveURL('/');
    await hydrated(page, 'main h1');
    await expect(page).toHaveTitle('Home | Vibe Savings');
    const products = page.getByRole('region', { name: 'Products at a glance' });
    await products.getByRole('button', { name: 'Next product' }).click();
    await expect(products.getByRole('group')).toHaveAccessibleName('2 of 10');
    await products.getByRole('button', { name: 'Pause products' }).click();
    await expect(products.getByRole('button', { name: 'Play products' })).toBeVisible();
    expect(await sameDocument(page)).toBe(true);
    expect(problems).toEqual([]);
  });

  test("a first public page after an auth screen renders the site's shell from its module; the footer's links and newsletter work", async ({ page }) => {
    const problems = watchConsole(page);
    await page.goto('/auth/login');
    await expect(page.getByRole('textbox', { name: 'Email' })).toBeVisible();
    const isSite = chunkRequest(SITE_MODULE);
    const siteModule = page.waitForResponse((response) => isSite(response.url()));
    await page.getByRole('link', { name: 'Vibe Savings' }).click();
    await siteModule;
    const footer = page.getByRole('contentinfo');
    await hydrated(page, 'footer');
    await footer.getByRole('textbox', { name: 'Your e-mail address' }).fill('ada@example.com');
    await footer.getByRole('button', { name: 'Subscribe' }).click();
    await expect(footer.getByRole('status')).toHaveText('Our newsletter has not started yet, so nothing was sent and your address was not stored. Follow us on social media for news in the meantime.');
    await footer.getByRole('link', { name: 'Who we are' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'About Us' })).toBeVisible();
    expect(problems).toEqual([]);
  });

  for (const { path, heading, module, link, tab } of publicPages.filter((p) => p.path !== '/')) {
    test(`a move to ${path} from the home page renders its content from its module`, async ({ page }) => {
      const problems = watchConsole(page);
      await page.goto('/');
      await hydrated(page, 'footer');
      await markDocument(page);
      const isContent = chunkRequest(module);
      const content = page.waitForResponse((response) => isContent(response.url()));
      await page.getByRole('contentinfo').getByRole('link', { name: link, exact: true }).click();
      await content;
      await expect(page).toHaveURL(path);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await hydrated(page, 'main h1');
      await expect(page).toHaveTitle(tab);
      expect(await sameDocument(page)).toBe(true);
      expect(problems).toEqual([]);
    });
  }

  test("a link followed while the page's content is still hydrating moves without a hydration error", async ({ page }) => {
    // React hydrates in slices: the footer can be live while the home page's content waits for its module.
    const problems = watchConsole(page);
    const release = await holdRequests(page, chunkRequest('src/features/site/home-page.tsx'));
    await page.goto('/');
    await hydrated(page, 'footer');
    await markDocument(page);
    await page.getByRole('contentinfo').getByRole('link', { name: 'Get in touch', exact: true }).click();
    await expect(page).toHaveURL('/contactus');
    release();
    await expect(page.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeVisible();
    await hydrated(page, 'main h1');
    await expect(page).toHaveTitle('Contact Us | Vibe Savings');
    expect(await sameDocument(page)).toBe(true);
    expect(problems).toEqual([]);
  });

  test('the FAQ hydrates and its answers open and close, on a cold load and after a move', async ({ page }) => {
    const problems = watchConsole(page);
    const toggleFirst = async () => {
      const first = page.getByRole('main').getByRole('button').first();
      const answer = page.locator(`[id="${await first.getAttribute('aria-controls')}"]`);
      await expect(first).toHaveAttribute('aria-expanded', 'false');
      await expect(answer).toBeHidden();
      await first.click();
      await expect(first).toHaveAttribute('aria-expanded', 'true');
      await expect(answer).toBeVisible();
      await first.click();
      await expect(first).toHaveAttribute('aria-expanded', 'false');
      await expect(answer).toBeHidden();
    };
    await page.goto('/faq');
    await hydrated(page, 'main h3 button');
    await toggleFirst();
    await page.getByRole('navigation', { name: 'Site' }).getByRole('link', { name: 'Home' }).click();
    await expect(page.getByRole('heading', { level: 1, name: publicPages[0]!.heading })).toBeVisible();
    await page.getByRole('navigation', { name: 'Site' }).getByRole('link', { name: 'FAQ' }).click();
    await hydrated(page, 'main h3 button');
    await toggleFirst();
    expect(problems).toEqual([]);
  });

  test('the contact form hydrates and validates in the page', async ({ page }) => {
    const problems = watchConsole(page);
    await page.goto('/contactus');
    await page.getByRole('textbox', { name: 'Name' }).focus();
    await hydrated(page, 'main form');
    await page.getByRole('button', { name: 'Send message' }).click();
    await expect(page.getByText('Name is Required')).toBeVisible();
    // Validated by the client: the browser did not submit the form to the server.
    expect(new URL(page.url()).search).toBe('');
    expect(problems).toEqual([]);
  });

  test('the contact form’s code loads only once the visitor starts on it; Send pressed first asks for all three fields', async ({ page }) => {
    const problems = watchConsole(page);
    const scripts: string[] = [];
    page.on('request', (request) => void (request.resourceType() === 'script' && scripts.push(new URL(request.url()).pathname)));
    await page.goto('/contactus', { waitUntil: 'networkidle' });
    await hydrated(page, 'main h1');
    // A visitor reading the page: no form code, no form library (the API client's code comes with the form).
    const form = chunkOf('src/features/site/contact-form.tsx');
    expect(scripts.filter((path) => [form, formLibraryChunk()].includes(path))).toEqual([]);
    const formElement = page.locator('#contact-form');
    expect(await formElement.evaluate((element) => Object.keys(element).some((key) => key.startsWith('__reactFiber')))).toBe(false);
    // Pressed before the form is live: not sent by the browser, but once its code has arrived.
    await page.getByRole('button', { name: 'Send message' }).click();
    for (const text of ['Name is Required', 'Email is Required', 'A Message is Required']) await expect(page.getByText(text, { exact: true })).toBeVisible();
    expect(scripts).toContain(form);
    expect(new URL(page.url()).search).toBe('');
    expect(problems).toEqual([]);
  });

  test('what a visitor types into the contact form before it hydrates is kept, and sent', async ({ page }) => {
    const problems = watchConsole(page);
    // The page's code is held back, as on a slow line, while the visitor starts typing.
    const release = await holdRequests(page, chunkRequest('index.html'));
    await page.goto('/contactus', { waitUntil: 'commit' });
    await page.getByRole('textbox', { name: 'Name' }).fill('Ada Obi');
    await page.getByRole('textbox', { name: 'Message' }).fill('When is interest paid?');
    release();
    await hydrated(page, 'main form');
    await expect(page.getByRole('textbox', { name: 'Name' })).toHaveValue('Ada Obi');
    await expect(page.getByRole('textbox', { name: 'Message' })).toHaveValue('When is interest paid?');
    await page.getByRole('textbox', { name: 'Email' }).fill('ada@example.com');
    await page.getByRole('button', { name: 'Send message' }).click();
    await expect(page.getByText('Submitted Successfully!')).toBeVisible();
    expect(problems).toEqual([]);
  });

  test('what a visitor types and leaves while the page itself is still loading is kept, with its message', async ({ page }) => {
    const problems = watchConsole(page);
    // The entry has run (and hydrated the shell); the contact page's own code is held back.
    const release = await holdRequests(page, chunkRequest('src/features/site/contact-page.tsx'));
    await page.goto('/contactus');
    await hydrated(page, 'header a');
    await page.getByRole('textbox', { name: 'Name' }).fill('Ada Obi');
    await page.getByRole('textbox', { name: 'Message' }).fill('a');
    await page.getByRole('textbox', { name: 'Message' }).blur();
    release();
    await hydrated(page, 'main form');
    await expect(page.getByRole('textbox', { name: 'Name' })).toHaveValue('Ada Obi');
    await expect(page.getByRole('textbox', { name: 'Message' })).toHaveValue('a');
    await expect(page.getByText('Message is too short')).toBeVisible();
    // Not left: no message yet for the e-mail.
    await expect(page.getByText('Email is Required')).toHaveCount(0);
    expect(problems).toEqual([]);
  });

  for (const { path, title, step, lead, drafts } of authShells) {
    test(`${path}: the screen replaces its shell with the same header, and no console message`, async ({ page }) => {
      const problems = watchConsole(page);
      await page.goto('/__mock/health');
      // A later step of a flow finds the drafts a reload there would (scripts/route-drafts.ts), so it shows its screen.
      await page.evaluate((entries) => Object.entries(entries).forEach(([key, value]) => sessionStorage.setItem(key, JSON.stringify(value))), drafts ?? {});
      await page.goto(path);
      await expect(page.getByRole('textbox').first()).toBeVisible();
      await expect(page.getByRole('status').filter({ hasText: 'Loading…' })).toHaveCount(0);
      expect(new URL(page.url()).pathname).toBe(path);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
      if (step) await expect(page.getByText(step, { exact: true })).toBeVisible();
      if (lead) await expect(page.getByText(lead, { exact: true })).toBeVisible();
      await page.waitForLoadState('networkidle');
      expect(problems).toEqual([]);
    });
  }

  test('/createpin: the screen replaces its shell with the same header, and no console message', async ({ page, freshUser, signIn }) => {
    const { path, title, step, lead } = pinShell;
    const problems = watchConsole(page);
    await signIn(freshUser, path);
    await expect(page.getByLabel('Confirm PIN')).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: 'Loading…' })).toHaveCount(0);
    expect(new URL(page.url()).pathname).toBe(path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    await expect(page.getByText(step, { exact: true })).toBeVisible();
    await expect(page.getByText(lead, { exact: true })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(problems).toEqual([]);
  });

  test('a signed-in customer who opens the sign-in page is taken to the dashboard, with no console message', async ({ page, saver, signIn }) => {
    const problems = watchConsole(page);
    await signIn(saver, '/auth/login');
    await expect(page).toHaveURL(/\/app\/dashboard$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(problems).toEqual([]);
  });

  test('a signed-in address: the screen replaces the frame, with no console message', async ({ page, saver, signIn }) => {
    const problems = watchConsole(page);
    await signIn(saver, '/app/savings');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('main')).toHaveCount(1);
    await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Savings', exact: true })).toHaveAttribute('aria-current', 'page');
    await page.waitForLoadState('networkidle');
    await expect(page.getByRole('status').filter({ hasText: 'Loading…' })).toHaveCount(0);
    expect(problems).toEqual([]);
  });

  test('a visitor who is not signed in is taken from the frame to sign-in, with no console message', async ({ page }) => {
    const problems = watchConsole(page);
    await page.goto('/app/savings');
    await expect(page).toHaveURL(/\/auth\/login$/);
    await expect(page.getByRole('textbox', { name: 'Email' })).toBeVisible();
    expect(problems).toEqual([]);
  });

  test('an address with no document of its own renders in the browser, with no console message', async ({ page, request }) => {
    // A route's address with a trailing slash is sent to the address itself, whose document hydrates.
    const slash = await request.get('/aboutus/', { maxRedirects: 0 });
    expect(slash.status()).toBe(308);
    expect(slash.headers()['location']).toBe('/aboutus');
    // A path no route lists gets the plain index, rendered in the browser.
    expect(await (await request.get('/no/such/page')).text()).toContain('<div id="root"></div>');
    const problems = watchConsole(page);
    await page.goto('/aboutus/');
    await expect(page).toHaveURL(/\/aboutus$/);
    await expect(page.getByRole('heading', { level: 1, name: 'About Us' })).toBeVisible();
    await page.goto('/no/such/page');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(problems).toEqual([]);
  });
});
