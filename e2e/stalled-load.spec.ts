// A load whose scripts never arrive ends with a message: the signed-in frame's HTML carries it, and CSS
// reveals it after a wait, with a Reload link, without moving what is on the screen.
import { expect, test } from './fixtures.ts';

const STALLED = 'Vibe Savings could not load. Check your connection, then Reload.';

test('with every script failing, /app/dashboard says it could not load and offers Reload @phone', async ({ page }) => {
  const blocked: string[] = [];
  await page.route(
    (url) => url.pathname.endsWith('.js'),
    (route) => {
      blocked.push(route.request().url());
      return route.abort('connectionfailed');
    },
  );
  await page.goto('/app/dashboard');
  const loading = page.getByRole('main').getByRole('status');
  await expect(loading).toHaveText('Loading…');
  const message = page.getByText(STALLED);
  await expect(message, 'not before the wait').toBeHidden();
  expect(blocked.length, 'the scripts were asked for and failed').toBeGreaterThan(0);
  const before = await loading.boundingBox();

  await test.step('a few seconds on, the message and its link show, and nothing moved', async () => {
    // The page clock does not drive CSS animations: the reveal's own timeline is paused and moved instead,
    // to just before the end of its wait, then past it. Paused, so a slow check cannot see time run on.
    const seek = (past: boolean) =>
      message.evaluate((element, past) => {
        for (const animation of element.getAnimations()) {
          animation.pause();
          animation.currentTime = Number(animation.effect!.getTiming().delay) + (past ? 1 : -100);
        }
      }, past);
    await seek(false);
    await expect(message, 'not before the wait').toBeHidden();
    await seek(true);
    await expect(message).toBeVisible();
    expect(await loading.boundingBox()).toEqual(before);
    await expect(page.getByRole('link', { name: 'Reload', exact: true })).toBeVisible();
  });

  await test.step('Reload loads the same address again', async () => {
    const again = page.waitForRequest((request) => request.isNavigationRequest() && new URL(request.url()).pathname === '/app/dashboard');
    await page.getByRole('link', { name: 'Reload', exact: true }).click();
    await again;
    await expect(page).toHaveURL('/app/dashboard');
    await expect(message).toBeHidden();
  });
});

test('a load whose scripts arrive never shows the message', async ({ saver, signIn }) => {
  const page = await signIn(saver);
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
  await expect(page.getByText(STALLED)).toHaveCount(0);
});
