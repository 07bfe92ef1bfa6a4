// /app/blog and /app/blog/{id}: the posts, their age, the search, the empty states, each post's own page.
import { POSTS_DAY } from '../fixtures/blog-posts.ts';
import { expect, test } from './fixtures.ts';
import { blogPostsCall } from '../src/api/util.ts';
import { callTo, envelope, faults } from './api-calls.ts';

const FIRST = 'Five habits that make saving automatic';
const SECOND = 'Stash or Target Savings: which one fits your goal?';
const posts = (page: import('@playwright/test').Page) => page.getByRole('list', { name: 'Blog posts' }).getByRole('listitem');

test.describe('the blog', () => {
  test('lists the posts with title, summary, source and age @phone', async ({ page, saver, signIn, expectAccessible }) => {
    // The fixtures' posts are dated back from their fixed day: the first is 3 days older.
    await page.clock.setFixedTime(POSTS_DAY);
    await signIn(saver, '/app/blog');
    await expect(page.getByRole('heading', { name: 'Blog', exact: true })).toBeVisible();
    await expect(posts(page)).toHaveCount(6);
    const first = posts(page).first();
    await expect(first.getByRole('heading', { name: FIRST })).toBeVisible();
    await expect(first).toContainText('Small, regular amounts beat big promises');
    await expect(first).toContainText('Vibe Savings · 3 days ago');
    await expect(posts(page).nth(1)).toContainText('Vibe Savings · 1 week ago');
    await expect(first.getByRole('link', { name: FIRST })).toHaveAttribute('href', '/app/blog/101');
    await expectAccessible();
  });

  test('the search filters as the customer types, and says when nothing matches', async ({ saver, signIn }) => {
    const page = await signIn(saver, '/app/blog');
    const search = page.getByRole('searchbox', { name: 'Search the blog' });
    await expect(posts(page)).toHaveCount(6);
    await search.pressSequentially('breakage');
    await expect(posts(page)).toHaveCount(1);
    await expect(posts(page).first()).toContainText(SECOND);
    await search.fill('PUNCH');
    await expect(posts(page)).toHaveCount(1);
    await expect(posts(page).first()).toContainText('Building an emergency fund in naira');
    await search.fill('crypto');
    await expect(page.getByText('No posts match “crypto”.', { exact: true })).toBeVisible();
    await expect(posts(page)).toHaveCount(0);
    await search.fill('');
    await expect(posts(page)).toHaveCount(6);
  });

  test('with no posts it says so', async ({ page, saver, signIn }) => {
    await page.route(callTo(blogPostsCall), (route) => route.fulfill({ json: envelope(true, [], []) }));
    await signIn(saver, '/app/blog');
    await expect(page.getByText('No blog posts yet. Check back soon.', { exact: true })).toBeVisible();
  });

  test('each post opens on its own page, which holds on a reload and from a shared link', async ({ saver, signIn, expectAccessible, browser }) => {
    const page = await signIn(saver, '/app/blog');
    await posts(page).nth(1).getByRole('link', { name: SECOND }).click();
    await expect(page).toHaveURL('/app/blog/102');
    await expect(page.getByRole('heading', { level: 1, name: SECOND })).toBeVisible();
    await expect(page.getByText('If you must withdraw early, a small breakage fee applies.', { exact: false })).toBeVisible();
    await expectAccessible();
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: SECOND })).toBeVisible();
    await page.getByRole('link', { name: '‹ Back to the blog' }).click();
    await expect(page).toHaveURL('/app/blog');

    await test.step('a shared link, opened by a visitor, asks for sign-in and then shows the post', async () => {
      const visitor = await browser.newPage();
      await visitor.goto('/app/blog/103');
      await expect(visitor).toHaveURL(/\/auth\/login/);
      await visitor.close();
    });
  });

  test('an unknown post says so, with a way back', async ({ saver, signIn }) => {
    const page = await signIn(saver, '/app/blog/999');
    await expect(page.getByRole('heading', { name: 'Post not found' })).toBeVisible();
    await expect(page.getByText('We could not find that post. It may have been removed.', { exact: true })).toBeVisible();
    await page.getByRole('link', { name: '‹ Back to the blog' }).click();
    await expect(page).toHaveURL('/app/blog');
  });

  for (const fault of faults) {
    test(`${fault.name} shows a banner and a retry, list and post alike`, async ({ page, saver, signIn }) => {
      await page.route(callTo(blogPostsCall), fault.answer, { times: 2 });
      await signIn(saver, '/app/blog');
      await expect(page.getByRole('alert')).toContainText(fault.text);
      await page.goto('/app/blog/101');
      await expect(page.getByRole('alert')).toContainText(fault.text);
      await page.getByRole('button', { name: 'Try again' }).click();
      await expect(page.getByRole('heading', { level: 1, name: FIRST })).toBeVisible();
    });
  }
});
