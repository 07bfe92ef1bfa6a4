// Every page npm start sends carries the security headers, and the app runs under its
// Content-Security-Policy with no violation: public pages, sign-in, and the signed-in screens.
import type { Page, Response } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { stashForm } from './stash-support.ts';
import { loginForm, signInWithForm } from './support.ts';

declare global {
  interface Window {
    cspViolations: string[];
  }
}

/** Records CSP violations from the first script of every document, and the console's reports of them. */
async function watchCsp(page: Page) {
  const reported: string[] = [];
  page.on('console', (message) => {
    if (message.text().includes('Content Security Policy')) reported.push(message.text());
  });
  await page.addInitScript(() => {
    window.cspViolations = [];
    document.addEventListener('securitypolicyviolation', (e) => window.cspViolations.push(`${e.violatedDirective} ${e.blockedURI}`));
  });
  return async () => [...reported, ...(await page.evaluate(() => window.cspViolations))];
}

function expectSecurityHeaders(response: Response | null) {
  const headers = response?.headers() ?? {};
  const csp = headers['content-security-policy'] ?? '';
  for (const directive of ["script-src 'self'", "object-src 'none'", "base-uri 'self'", "frame-ancestors 'none'", "connect-src 'self'", "style-src 'self'", "img-src 'self' data:"]) {
    expect(csp, directive).toContain(directive);
  }
  expect(csp).not.toContain('unsafe-inline');
  expect(csp).not.toContain('unsafe-eval');
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(headers['permissions-policy']).toContain('camera=()');
  expect(headers['permissions-policy']).toContain('geolocation=()');
}

test('public pages, sign-in and the signed-in screens carry the headers and run with no CSP violation', async ({ page, saver }) => {
  const violations = await watchCsp(page);

  await test.step('a public page', async () => {
    expectSecurityHeaders(await page.goto('/'));
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expectSecurityHeaders(await page.goto('/aboutus'));
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });

  await test.step('the sign-in page, and signing in', async () => {
    expectSecurityHeaders(await page.goto('/auth/login'));
    await expect(loginForm(page).submit).toBeVisible();
    await signInWithForm(page, saver.email, saver.password);
    await expect(page.getByRole('region', { name: 'Total Balance', exact: true })).toBeVisible();
  });

  await test.step('the signed-in dashboard and Stash form, loaded afresh', async () => {
    expectSecurityHeaders(await page.goto('/app/dashboard'));
    await expect(page.getByRole('region', { name: 'Total Balance', exact: true })).toBeVisible();
    await page.goto('/app/stash');
    await expect(stashForm(page).amount).toBeVisible();
  });

  expect(await violations()).toEqual([]);
});

test('the policy is enforced: an inline script is refused and reported', async ({ page }) => {
  const violations = await watchCsp(page);
  await page.goto('/');
  await page.evaluate(() => {
    const script = document.createElement('script');
    script.textContent = 'window.injected = true';
    document.body.append(script);
  });
  await expect.poll(async () => (await violations()).some((v) => v.includes('script-src'))).toBe(true);
  expect(await page.evaluate(() => (window as { injected?: boolean }).injected)).toBeUndefined();
});

test('connect-src follows --api', async () => {
  const { contentSecurityPolicy, originOf } = await import('../scripts/security-headers.ts');
  expect(contentSecurityPolicy(originOf('https://api.vibe.example/base/'))).toContain("connect-src 'self' https://api.vibe.example;");
  expect(contentSecurityPolicy(originOf(undefined))).toContain("connect-src 'self';");
  expect(originOf('javascript:alert(1)')).toBeNull();
});
