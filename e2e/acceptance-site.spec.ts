// Acceptance tests for the public site, written from the specification alone
// (part 2: sections 1, 2 'Public site', 3, 4, 5, 8, 9; part 1 section 2 for the /auth targets).
// Locators are what a spec reader would guess: roles, labels and visible text.
import { expect, test } from './fixtures.ts';
import type { Page } from '@playwright/test';

const header = (page: Page) => page.getByRole('banner');
const footer = (page: Page) => page.getByRole('contentinfo');
const main = (page: Page) => page.getByRole('main');

/** An exact, case-insensitive name. */
const named = (text: string) => new RegExp(`^\\s*${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\s*$`, 'i');

// ---------------------------------------------------------------------------------------------
// Header (part 2 §2 'Public site'; part 1 §2 for the /auth targets)
// ---------------------------------------------------------------------------------------------
test.describe('header', () => {
  const targets: Array<{ name: string; from: string; url: string | RegExp }> = [
    { name: 'Home', from: '/aboutus', url: '/' },
    { name: 'About Us', from: '/', url: '/aboutus' },
    { name: 'Contact Us', from: '/', url: '/contactus' },
    { name: 'FAQ', from: '/', url: '/faq' },
    { name: 'Sign in', from: '/', url: '/auth/login' },
    { name: 'Create free account', from: '/', url: '/auth/signup1/1' },
  ];
  for (const t of targets) {
    test(`"${t.name}" leads to ${t.url}`, async ({ page }) => {
      await page.goto(t.from);
      await header(page).getByRole('link', { name: named(t.name) }).click();
      await expect(page).toHaveURL(t.url);
    });
  }

  test('"Products" is an anchor on the landing page', async ({ page }) => {
    await page.goto('/faq');
    await header(page).getByRole('link', { name: named('Products') }).click();
    await expect(page).toHaveURL(/\/#.+$/);
  });

  test('the header is on every public page', async ({ page }) => {
    for (const path of ['/', '/aboutus', '/faq', '/contactus', '/terms', '/privacy']) {
      await page.goto(path);
      for (const name of ['Home', 'About Us', 'Products', 'Contact Us', 'FAQ', 'Sign in', 'Create free account']) {
        await expect(header(page).getByRole('link', { name: named(name) }), `${name} on ${path}`).toBeVisible();
      }
    }
  });
});

test.describe('header on a 360 px screen', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('a menu button reveals the header links', async ({ page }) => {
    await page.goto('/');
    const about = header(page).getByRole('link', { name: named('About Us') });
    await expect(about).toBeHidden();
    await header(page).getByRole('button', { name: /menu|navigation/i }).click();
    for (const name of ['Home', 'About Us', 'Products', 'Contact Us', 'FAQ', 'Sign in', 'Create free account']) {
      await expect(header(page).getByRole('link', { name: named(name) }), name).toBeVisible();
    }
    await about.click();
    await expect(page).toHaveURL('/aboutus');
  });
});

// ---------------------------------------------------------------------------------------------
// Footer (part 2 §2)
// ---------------------------------------------------------------------------------------------
test.describe('footer', () => {
  test('app store links for iOS and Android', async ({ page }) => {
    await page.goto('/');
    const f = footer(page);
    await expect(f.getByRole('link', { name: /app store|ios|apple/i })).toHaveAttribute('href', /.+/);
    await expect(f.getByRole('link', { name: /google play|play store|android/i })).toHaveAttribute('href', /.+/);
  });

  test('social links: Facebook, Instagram, LinkedIn, YouTube, Twitter', async ({ page }) => {
    await page.goto('/');
    const f = footer(page);
    for (const [name, host] of [
      ['Facebook', /facebook/i],
      ['Instagram', /instagram/i],
      ['LinkedIn', /linkedin/i],
      ['YouTube', /youtube/i],
      ['Twitter', /twitter|x\.com/i],
    ] as const) {
      await expect(f.getByRole('link', { name: new RegExp(name, 'i') }), name).toHaveAttribute('href', host);
    }
  });

  test('product links all lead to /app', async ({ page }) => {
    await page.goto('/');
    const f = footer(page);
    for (const name of ['myPurse', 'Stash', 'Group Savings', 'Target Savings', 'Bills Payment', 'Buy Now Pay Later', 'Investments', 'Dollar Savings']) {
      await expect(f.getByRole('link', { name: named(name) }), name).toHaveAttribute('href', /^(https?:\/\/[^/]+)?\/app\/?$/);
    }
  });

  test('company links: /aboutus, /contactus, /faq and a blog placeholder', async ({ page }) => {
    await page.goto('/');
    const company = footer(page).getByRole('region', { name: /company/i });
    for (const target of ['/aboutus', '/contactus', '/faq']) {
      await expect(company.locator(`a[href="${target}"]`).first(), target).toBeVisible();
    }
    await expect(company.getByRole('link', { name: /blog/i })).toBeVisible();
  });

  test('legal links: Privacy, Terms, FAQs, Security', async ({ page }) => {
    await page.goto('/');
    const f = footer(page);
    await expect(f.getByRole('link', { name: /privacy/i })).toHaveAttribute('href', /\/privacy$/);
    await expect(f.getByRole('link', { name: /terms/i })).toHaveAttribute('href', /\/terms$/);
    await expect(f.getByRole('link', { name: /^\s*faqs\s*$/i })).toHaveAttribute('href', /\/faq$/);
    await expect(f.getByRole('link', { name: /security/i })).toBeVisible();
  });

  test('footer legal and company links navigate', async ({ page }) => {
    for (const [name, url] of [
      [/privacy/i, '/privacy'],
      [/terms/i, '/terms'],
    ] as const) {
      await page.goto('/');
      await footer(page).getByRole('link', { name }).click();
      await expect(page).toHaveURL(url);
    }
    for (const url of ['/aboutus', '/contactus', '/faq']) {
      await page.goto('/');
      await footer(page).locator(`a[href="${url}"]`).first().click();
      await expect(page).toHaveURL(url);
    }
  });

  test('support phone, support e-mail and office address', async ({ page }) => {
    await page.goto('/');
    const f = footer(page);
    await expect(f.getByText(/@[\w-]+\.[\w.]+/).first()).toBeVisible();
    await expect(f.getByText(/(\+?234|\b0)[\s\d-]{7,}/).first()).toBeVisible();
    await expect(f.getByText(/lagos/i).first()).toBeVisible();
  });

  test('newsletter: an e-mail field whose submit sends nothing', async ({ page }) => {
    await page.goto('/');
    const f = footer(page);
    const email = f.getByRole('textbox', { name: /e-?mail/i });
    await expect(email).toBeVisible();
    const sent: string[] = [];
    page.on('request', (r) => {
      if (r.method() !== 'GET' || r.url().includes('/api/')) sent.push(`${r.method()} ${r.url()}`);
    });
    await email.fill('reader@example.com');
    await email.press('Enter');
    await f.getByRole('button', { name: /subscribe|submit|sign up|send|join/i }).click();
    await expect(f.getByText(/nothing was sent/i)).toBeVisible();
    expect(sent).toEqual([]);
    await expect(page).toHaveURL('/');
  });

  test('the footer is on every public page', async ({ page }) => {
    for (const path of ['/', '/aboutus', '/faq', '/contactus', '/terms', '/privacy']) {
      await page.goto(path);
      await expect(footer(page).getByRole('link', { name: /privacy/i }), path).toBeVisible();
    }
  });
});

// ---------------------------------------------------------------------------------------------
// Landing page (part 2 §2)
// ---------------------------------------------------------------------------------------------
test.describe('landing page', () => {
  test('hero, Why Us, safety, payments, testimonials and products', async ({ page }) => {
    await page.goto('/');
    const m = main(page);
    await expect(m.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(m.getByRole('heading', { name: /why us/i })).toBeVisible();
    await expect(m.getByRole('heading', { name: /safe|secur/i }).first()).toBeVisible();
    await expect(m.getByRole('heading', { name: /payment/i }).first()).toBeVisible();
    await expect(m.getByRole('heading', { name: /testimonial|customers|what .* say/i }).first()).toBeVisible();
    await expect(m.getByRole('heading', { name: /products?/i }).first()).toBeVisible();
  });

  test('safety section names insurance and the security claims', async ({ page }) => {
    await page.goto('/');
    const m = main(page);
    await expect(m.getByText(/insur/i).first()).toBeVisible();
    await expect(m.getByText(/256/).first()).toBeVisible();
  });

  test('app store download links on the landing page', async ({ page }) => {
    await page.goto('/');
    const m = main(page);
    await expect(m.getByRole('link', { name: /app store|ios|apple/i }).first()).toBeVisible();
    await expect(m.getByRole('link', { name: /google play|play store|android/i }).first()).toBeVisible();
  });

  for (const which of [/testimonial/i, /product/i]) {
    test(`the ${which.source} carousel shows one item at a time, autoplays and loops`, async ({ page }) => {
      await page.clock.install();
      await page.goto('/');
      const carousel = main(page).getByRole('region', { name: which }).filter({ has: page.getByRole('button', { name: /next/i }) }).last();
      const items = carousel.getByRole('group');
      await expect(items).toHaveCount(1);
      // Timed once the carousel works: its buttons are enabled when the page's code has taken over.
      await expect(carousel.getByRole('button', { name: /next/i })).toBeEnabled();
      await page.clock.pauseAt(new Date(Date.now() + 60_000));
      const first = await items.getAttribute('aria-label');
      // autoplay: within 20 s the shown item changes
      let changed = false;
      for (let i = 0; i < 20 && !changed; i++) {
        await page.clock.runFor(1_000);
        changed = (await items.getAttribute('aria-label')) !== first;
      }
      expect(changed, 'autoplay moves on').toBe(true);
      await expect(items).toHaveCount(1);
      // loop: pressing Next as many times as there are items comes back to the same item
      await carousel.getByRole('button', { name: /pause|stop/i }).click().catch(() => undefined);
      const start = await items.getAttribute('aria-label');
      const total = Number(/of (\d+)/.exec(start ?? '')?.[1]);
      expect(total).toBeGreaterThan(1);
      for (let i = 0; i < total; i++) await carousel.getByRole('button', { name: /next/i }).click();
      await expect(items).toHaveAttribute('aria-label', start!);
    });
  }

  test('a Learn More anchor', async ({ page }) => {
    await page.goto('/');
    await expect(main(page).getByRole('link', { name: /learn more/i }).first()).toHaveAttribute('href', /#.+/);
  });

  test('the Products anchor target exists on the landing page', async ({ page }) => {
    await page.goto('/');
    const href = await header(page).getByRole('link', { name: named('Products') }).getAttribute('href');
    const id = href!.split('#')[1];
    expect(id).toBeTruthy();
    await expect(page.locator(`[id="${id}"]`)).toHaveCount(1);
  });
});

// ---------------------------------------------------------------------------------------------
// About Us (part 2 §2)
// ---------------------------------------------------------------------------------------------
test.describe('about us', () => {
  test('vision and who we are', async ({ page }) => {
    await page.goto('/aboutus');
    await expect(main(page).getByRole('heading', { name: /vision/i }).first()).toBeVisible();
    await expect(main(page).getByRole('heading', { name: /who we are/i }).first()).toBeVisible();
  });

  test('a team of six with roles', async ({ page }) => {
    await page.goto('/aboutus');
    const team = main(page)
      .getByRole('region')
      .filter({ has: page.getByRole('heading', { name: /team/i }) })
      .filter({ hasNot: page.getByRole('heading', { name: /advis/i }) });
    await expect(team.getByRole('listitem')).toHaveCount(6);
  });

  test('an advisory team of five coming-soon cards', async ({ page }) => {
    await page.goto('/aboutus');
    await expect(main(page).getByRole('heading', { name: /advis/i }).first()).toBeVisible();
    await expect(main(page).getByText(/coming soon/i)).toHaveCount(5);
  });
});

// ---------------------------------------------------------------------------------------------
// FAQ (part 2 §2)
// ---------------------------------------------------------------------------------------------
test.describe('faq', () => {
  const sections = [
    /^general questions$/i,
    /^safety (&|and) security$/i,
    /^savings$/i,
    /^bvn$/i,
    /^target (&|and) group savings$/i,
    /^interest$/i,
    /^withdrawals$/i,
    /^fees (&|and) charges$/i,
    /^referrals?$/i,
  ];

  test('nine named sections', async ({ page }) => {
    await page.goto('/faq');
    for (const name of sections) await expect(main(page).getByRole('heading', { name }), String(name)).toBeVisible();
  });

  test('all questions are closed at first', async ({ page }) => {
    await page.goto('/faq');
    const questions = main(page).locator('button[aria-expanded]');
    await expect(questions.first()).toBeVisible();
    expect(await questions.count()).toBeGreaterThanOrEqual(9);
    await expect(main(page).locator('button[aria-expanded="true"]')).toHaveCount(0);
  });

  test('several questions may be open at once, or none', async ({ page }) => {
    await page.goto('/faq');
    const questions = main(page).locator('button[aria-expanded]');
    const a = questions.nth(0);
    const b = questions.nth(3);
    await a.click();
    await b.click();
    await expect(a).toHaveAttribute('aria-expanded', 'true');
    await expect(b).toHaveAttribute('aria-expanded', 'true');
    await a.click();
    await b.click();
    await expect(main(page).locator('button[aria-expanded="true"]')).toHaveCount(0);
  });

  test('an open question shows its answer, a closed one hides it', async ({ page }) => {
    await page.goto('/faq');
    const q = main(page).locator('button[aria-expanded]').first();
    const panelId = await q.getAttribute('aria-controls');
    expect(panelId, 'the button names its answer with aria-controls').toBeTruthy();
    const panel = page.locator(`[id="${panelId}"]`);
    await expect(panel).toBeHidden();
    await q.click();
    await expect(panel).toBeVisible();
    await q.click();
    await expect(panel).toBeHidden();
  });

  test('the public statements of point 9 are in the answers', async ({ page }) => {
    await page.goto('/faq');
    const questions = main(page).locator('button[aria-expanded="false"]');
    await expect(questions.first()).toBeVisible();
    const n = await questions.count();
    for (let i = 0; i < n; i++) await questions.first().click();
    await expect(main(page).locator('button[aria-expanded="false"]')).toHaveCount(0);
    const m = main(page);
    for (const text of [/vibe cash/i, /end of (each|every|the) month/i, /\bKYC\b/, /maturity/i, /18/]) {
      await expect(m.getByText(text).first(), String(text)).toBeVisible();
    }
  });

  test('the available-products question shows four product blurbs', async ({ page }) => {
    await page.goto('/faq');
    await main(page).getByRole('button', { name: /products/i }).first().click();
    for (const name of ['myPurse', 'Target Savings', 'Bills Payment', 'Buy Now Pay Later']) {
      await expect(main(page).getByText(named(name)).first(), name).toBeVisible();
    }
  });
});

// ---------------------------------------------------------------------------------------------
// Contact Us (part 2 §2, §4, §5, §8, §9)
// ---------------------------------------------------------------------------------------------
test.describe('contact us', () => {
  const fields = (page: Page) => ({
    name: main(page).getByLabel(/name/i),
    email: main(page).getByLabel(/e-?mail/i),
    message: main(page).getByLabel(/message/i),
  });

  test('form with name, e-mail and message; the 24-hour promise; phone, e-mail, Lekki address', async ({ page }) => {
    await page.goto('/contactus');
    const f = fields(page);
    await expect(f.name).toBeVisible();
    await expect(f.email).toBeVisible();
    await expect(f.message).toBeVisible();
    await expect(main(page).getByText(/24 hours/i).first()).toBeVisible();
    await expect(main(page).getByText(/lekki/i).first()).toBeVisible();
    await expect(main(page).getByText(/@[\w-]+\.[\w.]+/).first()).toBeVisible();
    await expect(main(page).getByText(/(\+?234|\b0)[\s\d-]{7,}/).first()).toBeVisible();
  });

  test('no errors before any field is touched', async ({ page }) => {
    await page.goto('/contactus');
    await expect(fields(page).name).toBeVisible();
    for (const text of ['Name is Required', 'Invalid email', 'Email is Required', 'Message is too short', 'A Message is Required']) {
      await expect(page.getByText(text)).toHaveCount(0);
    }
  });

  test('name: "Name is Required" once touched, only for that field', async ({ page }) => {
    await page.goto('/contactus');
    const f = fields(page);
    await f.name.focus();
    await f.name.blur();
    await expect(page.getByText('Name is Required')).toBeVisible();
    await expect(page.getByText('Email is Required')).toHaveCount(0);
    await expect(page.getByText('A Message is Required')).toHaveCount(0);
    await f.name.fill('Ada');
    await expect(page.getByText('Name is Required')).toHaveCount(0);
  });

  test('email: "Invalid email" and "Email is Required"', async ({ page }) => {
    await page.goto('/contactus');
    const f = fields(page);
    await f.email.fill('ada');
    await f.email.blur();
    await expect(page.getByText('Invalid email')).toBeVisible();
    await f.email.fill('');
    await expect(page.getByText('Email is Required')).toBeVisible();
    await f.email.fill('ada@example.com');
    await expect(page.getByText('Invalid email')).toHaveCount(0);
    await expect(page.getByText('Email is Required')).toHaveCount(0);
  });

  test('message: "Message is too short" and "A Message is Required"', async ({ page }) => {
    await page.goto('/contactus');
    const f = fields(page);
    await f.message.fill('a');
    await f.message.blur();
    await expect(page.getByText('Message is too short')).toBeVisible();
    await f.message.fill('');
    await expect(page.getByText('A Message is Required')).toBeVisible();
    await f.message.fill('ok');
    await expect(page.getByText('Message is too short')).toHaveCount(0);
  });

  test('submitting with empty fields sends nothing and shows the errors', async ({ page }) => {
    await page.goto('/contactus');
    await expect(fields(page).name).toBeVisible();
    const posts: string[] = [];
    page.on('request', (r) => {
      if (r.method() !== 'GET') posts.push(r.url());
    });
    await main(page).getByRole('button', { name: /submit|send/i }).click();
    await expect(page.getByText('Name is Required')).toBeVisible();
    await expect(page.getByText('Email is Required')).toBeVisible();
    await expect(page.getByText('A Message is Required')).toBeVisible();
    await expect(page.getByText('Submitted Successfully!')).toHaveCount(0);
    expect(posts).toEqual([]);
  });

  test('the success notice has no button', async ({ page }) => {
    await page.goto('/contactus');
    const f = fields(page);
    await expect(f.message).toBeVisible();
    await f.name.fill('Ada Obi');
    await f.email.fill('ada@example.com');
    await f.message.fill('Hello there');
    await main(page).getByRole('button', { name: /submit|send/i }).click();
    const notice = page.getByText('Submitted Successfully!');
    await expect(notice).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page.getByRole('status').filter({ hasText: 'Submitted Successfully!' }).getByRole('button')).toHaveCount(0);
  });

  test('success: "Submitted Successfully!" for 2 s, then gone; the form resets', async ({ page }) => {
    await page.clock.install();
    await page.goto('/contactus');
    const f = fields(page);
    await expect(f.message).toBeVisible();
    await page.clock.pauseAt(new Date(Date.now() + 60_000));
    await f.name.fill('Ada Obi');
    await f.email.fill('ada@example.com');
    await f.message.fill('Hello, how do I open a Stash?');
    await main(page).getByRole('button', { name: /submit|send/i }).click();
    const notice = page.getByText('Submitted Successfully!');
    await expect(notice).toBeVisible();
    await expect(f.name).toHaveValue('');
    await expect(f.email).toHaveValue('');
    await expect(f.message).toHaveValue('');
    await page.clock.runFor(1_500);
    await expect(notice).toBeVisible();
    await page.clock.runFor(600);
    await expect(notice).toBeHidden();
  });
});

// ---------------------------------------------------------------------------------------------
// Legal pages (part 2 §2, §9)
// ---------------------------------------------------------------------------------------------
test.describe('legal pages', () => {
  test('terms: effective 01 July 2021', async ({ page }) => {
    await page.goto('/terms');
    await expect(page.getByRole('heading', { level: 1 })).toContainText(/terms/i);
    await expect(main(page).getByText(/01 July 2021/).first()).toBeVisible();
  });

  test('terms state the rules of point 9', async ({ page }) => {
    await page.goto('/terms');
    const m = main(page);
    await expect(m.getByText(/three business days/i).first()).toBeVisible();
    await expect(m.getByText(/three months/i).first()).toBeVisible();
    await expect(m.getByText(/18/).first()).toBeVisible();
    await expect(m.getByText(/two to five years/i).first()).toBeVisible();
  });

  test('privacy policy: last updated April 10th 2023', async ({ page }) => {
    await page.goto('/privacy');
    await expect(page.getByRole('heading', { level: 1 })).toContainText(/privacy/i);
    await expect(main(page).getByText(/April 10th,? 2023/).first()).toBeVisible();
  });

  test('privacy policy mentions cookies and Do-Not-Track', async ({ page }) => {
    await page.goto('/privacy');
    await expect(main(page).getByText(/cookie/i).first()).toBeVisible();
    await expect(main(page).getByText(/do[ -]not[ -]track/i).first()).toBeVisible();
  });
});

// ---------------------------------------------------------------------------------------------
// Routing (part 2 §2; part 1 §2)
// ---------------------------------------------------------------------------------------------
test.describe('routing', () => {
  for (const path of ['/no-such-page', '/aboutus/team', '/products']) {
    test(`unknown public path ${path} redirects to /`, async ({ page }) => {
      await page.goto(path);
      await expect(page).toHaveURL('/');
    });
  }

  test('/auth (exact) goes to /auth/login for a visitor', async ({ page }) => {
    await page.goto('/auth');
    await expect(page).toHaveURL('/auth/login');
  });

  test('a visitor sent to /app lands on /auth/login', async ({ page }) => {
    await page.goto('/app');
    await expect(page).toHaveURL(/\/auth\/login$/);
  });
});
