// /app/account/refer: the code, Copy ('Referral Code copied!' for 1.5 s), the four share addresses,
// the share link that opens registration with the code filled in, its QR code (decoded here), failures.
import decodeQR from 'qr/decode.js';
import { expect, test } from './fixtures.ts';
import { referralCall } from '../src/api/account.ts';
import { pauseNow, readSession } from './support.ts';
import { failCall, faults, urlOf } from './api-calls.ts';
import type { Page } from '@playwright/test';

async function referralCode(page: Page) {
  const token = (await readSession(page))!.token;
  const res = await page.request.get(urlOf(referralCall), { headers: { authorization: `Bearer ${token}` } });
  return ((await res.json()) as { data: string }).data;
}

/** Draws the page's QR code SVG onto a canvas and returns its pixels. */
const qrPixels = (page: Page) =>
  page.getByRole('img', { name: 'QR code of your share link' }).evaluate(async (svg) => {
    const scale = 8;
    const box = (svg as SVGSVGElement).viewBox.baseVal;
    const image = new Image();
    image.src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(new XMLSerializer().serializeToString(svg))}`;
    await image.decode();
    const canvas = document.createElement('canvas');
    canvas.width = box.width * scale;
    canvas.height = box.height * scale;
    const context = canvas.getContext('2d')!;
    context.imageSmoothingEnabled = false;
    context.drawImage(image, 0, 0, canvas.width, canvas.height);
    const { width, height, data } = context.getImageData(0, 0, canvas.width, canvas.height);
    // As base64, not an array of half a million numbers: Playwright sends those one by one, which took
    // seconds alone and made the journey time out on a loaded machine.
    let bytes = '';
    for (let at = 0; at < data.length; at += 0x8000) bytes += String.fromCharCode(...data.subarray(at, at + 0x8000));
    return { width, height, rgba: btoa(bytes) };
  });

test('the code, Copy for 1.5 s, the share buttons and the money links @phone', async ({ page, context, saver, signIn, expectAccessible }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.clock.install();
  await signIn(saver);
  const code = await referralCode(page);
  await page.goto('/app/account');
  await page.getByRole('link', { name: /^Refer and Earn/ }).click();
  await expect(page).toHaveURL('/app/account/refer');
  const field = page.getByLabel('Referral Code');
  await expect(field).toHaveValue(code);
  await expect(field).not.toBeEditable();
  await expect(page.getByRole('link', { name: 'Transfer Funds' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Withdraw Funds' })).toBeVisible();
  await expect(page.getByRole('img', { name: 'QR code of your share link' })).toBeVisible();
  await expectAccessible();

  const link = `${new URL(page.url()).origin}/auth/signup1/${code}`;
  await expect(page.getByRole('link', { name: link })).toHaveAttribute('href', link);
  const share = page.getByRole('list', { name: 'Share on' });
  const encoded = encodeURIComponent(link);
  await expect(share.getByRole('link', { name: 'Share on Facebook' })).toHaveAttribute('href', `https://www.facebook.com/sharer/sharer.php?u=${encoded}`);
  await expect(share.getByRole('link', { name: 'Share on Twitter' })).toHaveAttribute('href', new RegExp(`^https://twitter\\.com/intent/tweet\\?url=${encoded.replace(/[.?*+()]/g, '\\$&')}`));
  await expect(share.getByRole('link', { name: 'Share on LinkedIn' })).toHaveAttribute('href', `https://www.linkedin.com/sharing/share-offsite/?url=${encoded}`);
  await expect(share.getByRole('link', { name: 'Share on WhatsApp' })).toHaveAttribute('href', new RegExp(`^https://wa\\.me/\\?text=.*${encoded.replace(/[.?*+()]/g, '\\$&')}$`));

  await pauseNow(page);
  await page.getByRole('button', { name: 'Copy' }).click();
  const notice = page.getByRole('status').filter({ hasText: 'Referral Code copied!' });
  await expect(notice).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(code);
  await page.clock.runFor(1_400);
  await expect(notice).toBeVisible();
  await page.clock.runFor(200);
  await expect(notice).toHaveCount(0);
});

test('Copy still copies where the browser refuses the Clipboard API', async ({ page, saver, signIn }) => {
  // No clipboard permission is granted: the Clipboard API refuses, and the copy falls back to a selection.
  await signIn(saver, '/app/account/refer');
  await expect(page.getByLabel('Referral Code')).toHaveValue(await referralCode(page));
  await page.getByRole('button', { name: 'Copy' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Referral Code copied!' })).toBeVisible();
  await expect(page.getByText('Could not copy')).toHaveCount(0);
});

test('the QR code decodes to the share link, which opens registration with the code filled in', async ({ page, browser, saver, signIn }) => {
  await signIn(saver);
  const code = await referralCode(page);
  await page.goto('/app/account/refer');
  const link = `${new URL(page.url()).origin}/auth/signup1/${code}`;
  const pixels = await qrPixels(page);
  expect(decodeQR({ width: pixels.width, height: pixels.height, data: new Uint8Array(Buffer.from(pixels.rgba, 'base64')) })).toBe(link);

  const visitor = await browser.newPage();
  await visitor.goto(link);
  await expect(visitor.getByLabel('Referral Code (optional)')).toHaveValue(code);
  await visitor.close();
});

for (const fault of faults) {
  test(`a referral code that fails to load (${fault.name}) shows a banner`, async ({ page, saver, signIn }) => {
    await failCall(page, referralCall, fault);
    await signIn(saver, '/app/account/refer');
    await expect(page.getByRole('alert')).toHaveText(fault.text);
  });
}
