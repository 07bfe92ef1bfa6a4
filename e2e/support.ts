// Helpers the journeys share: the login form as a customer sees it, and the session the client keeps.
import { readFileSync } from 'node:fs';
import { expect, type Locator, type Page } from '@playwright/test';
import { readManifest } from '../scripts/route-chunks.ts';

/** Each of `targets` (a link alone on its line, a file input's button) at least 24 px tall: a thumb can hit it (WCAG 2.5.8). */
export async function expectTapTargets(targets: Locator) {
  for (const target of await targets.all()) {
    const height = (await target.boundingBox())?.height ?? 0;
    expect(height, `${await target.textContent()} is a tap target at least 24 px tall`).toBeGreaterThanOrEqual(24);
  }
}

/** The session as the client writes it to sessionStorage (spec part 1, section 3). */
export interface StoredSession {
  name: string;
  token: string;
  refreshToken: string;
  expiresAt: number;
}

export const HOUR_MS = 3_600_000;

/** A 1x1 PNG, for the image fields (a plan's, a group's, the profile's). */
export const TINY_PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');

/**
 * The address (/assets/…) of the built chunk that holds a module, by its source path ('index.html': the
 * entry), or of a shared chunk by its name in the manifest. Chunks are named by their hash alone
 * (vite.config.ts), so the build's manifest says which file holds what. Call it inside a test: the build
 * the journeys serve may not exist while they are collected.
 */
export function chunkOf(source: string): string {
  const manifest = readManifest('dist') ?? {};
  const chunk = manifest[source] ?? Object.entries(manifest).find(([key, c]) => key.startsWith('_') && c.name === source)?.[1];
  if (!chunk) throw new Error(`no chunk holds ${source} in dist/.vite/manifest.json`);
  return `/${chunk.file}`;
}

/**
 * The address of the built chunk that holds the form library (react-final-form), found by its own error
 * text: the bundler decides which shared chunk the library lands in, and with what.
 */
export function formLibraryChunk(): string {
  const chunk = Object.values(readManifest('dist') ?? {}).find(
    (c) => c.file.endsWith('.js') && readFileSync(`dist/${c.file}`, 'utf8').includes('must be used inside of a <Form> component'),
  );
  if (!chunk) throw new Error('no chunk holds react-final-form in dist/.vite/manifest.json');
  return `/${chunk.file}`;
}

/** Matches a request for the chunk that holds a module (page.route, waitForResponse). */
export const chunkRequest = (source: string) => {
  const path = chunkOf(source);
  return (url: URL | string) => new URL(url).pathname === path;
};

export function loginForm(page: Page) {
  return {
    email: page.getByLabel('Email', { exact: true }),
    password: page.getByLabel('Password', { exact: true }),
    submit: page.getByRole('button', { name: 'Sign in', exact: true }),
  };
}

/** Opens /auth/login and fills the form; the caller decides how to submit. */
export async function fillLogin(page: Page, email: string, password: string) {
  await page.goto('/auth/login');
  const form = loginForm(page);
  await form.email.fill(email);
  await form.password.fill(password);
  return form;
}

/** Signs in with the sign-in form the page shows now (after a redirect or a sign-out); the caller checks where it lands. */
export async function signInHere(page: Page, customer: { email: string; password: string }) {
  await expect(page).toHaveURL('/auth/login');
  const form = loginForm(page);
  await form.email.fill(customer.email);
  await form.password.fill(customer.password);
  await form.submit.click();
}

/**
 * Ends the tab's session as the API does when it no longer knows its token or its renewal, and reloads:
 * the refused renewal signs the customer out to sign-in with the notice.
 */
export async function revokeSessionAndReload(page: Page) {
  await page.evaluate(() => {
    const s = JSON.parse(sessionStorage.getItem('session')!) as Record<string, unknown>;
    sessionStorage.setItem('session', JSON.stringify({ ...s, token: 'revoked', refreshToken: 'revoked', expiresAt: Date.now() - 1 }));
  });
  await page.reload();
  await expect(page).toHaveURL('/auth/login');
  await expect(page.getByText('Your session has expired. Please sign in again.')).toBeVisible();
}

/** Signs in through the form and waits for the dashboard. */
export async function signInWithForm(page: Page, email: string, password: string) {
  const form = await fillLogin(page, email, password);
  await form.submit.click();
  await expect(page).toHaveURL('/app/dashboard');
}

export const readSession = (page: Page) =>
  page.evaluate(() => {
    const raw = sessionStorage.getItem('session');
    return raw ? (JSON.parse(raw) as StoredSession) : null;
  });

/** The Authorization header of the page's own session: for requests a test sends as the customer. */
export const sessionHeaders = async (page: Page) => ({ authorization: `Bearer ${(await readSession(page))?.token ?? ''}` });

/** Pauses the page clock a moment ahead of now: call once the screen has rendered, before the timed action. */
export async function pauseNow(page: Page) {
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1_000);
}

export const sessionKeys = (page: Page) => page.evaluate(() => Object.keys(sessionStorage));

/**
 * Holds back every request `url` matches (a chunk, a call), as on a slow line, until the returned release;
 * then it goes on to the routes installed before this one (a fault, a faked answer) or to the server.
 */
export async function holdRequests(page: Page, url: string | RegExp | ((url: URL) => boolean)) {
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(url, async (route) => {
    await held;
    await route.fallback();
  });
  return () => release();
}

/**
 * Presses `button` (a "Link a card" of the client), links the test card on the card provider's page
 * that opens in a new tab, closes it and comes back: the window regaining focus is what tells the
 * client the customer is back.
 */
export async function linkCardAtProvider(page: Page, button: Locator) {
  const popup = page.waitForEvent('popup');
  await button.click();
  const provider = await popup;
  await provider.waitForURL(/\/mock-provider\/link-card\?ref=lnk_/);
  await provider.getByRole('button', { name: 'Link test card' }).click();
  await expect(provider.getByRole('status')).toHaveText(/^Your card ending \d{4} is linked\./);
  await provider.close();
  await page.bringToFront();
  await page.evaluate(() => window.dispatchEvent(new Event('focus')));
}

/**
 * A payment's or a transfer's confirmation, by its title: a dialog for its first two seconds, then the
 * same card settled in the page as a region (src/ui/success-overlay.tsx), its text and action the same.
 */
export const successOf = (page: Page, title: string) => page.getByRole('dialog', { name: title }).or(page.getByRole('region', { name: title }));
