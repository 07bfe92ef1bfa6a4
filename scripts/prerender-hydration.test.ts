// @vitest-environment jsdom
// Hydration with React's development build, which reports what production hydration lets pass: an
// attribute that differs (a useId, an aria-controls) as well as text. Each prerendered route's HTML is
// hydrated at its address; not one console error or warning, and the page is React's afterwards.
import { hydrateRoot, type Root } from 'react-dom/client';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { app } from '../src/app.tsx';
import { renderRoute } from '../src/prerender.tsx';
import { NEWSLETTER_NOTICE } from '../src/features/site/site-footer.tsx';
import { session } from '../src/state/session.ts';
import { addressOf, routes } from './route-chunks.ts';

const hasFiber = (element: Element | null) => !!element && Object.keys(element).some((key) => key.startsWith('__reactFiber'));

// The server render and the hydration share this process, which React's development build notices
// about the contexts both use (one finishes before the other starts): that message is about the test.
const TWO_RENDERERS = /^Detected multiple renderers concurrently rendering the same context provider/;

let root: Root | null = null;
beforeAll(() => {
  // Lazily loaded parts arrive when their modules do, outside act: poll for them instead.
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
});
afterEach(() => {
  root?.unmount();
  root = null;
  vi.restoreAllMocks();
  sessionStorage.clear();
});

async function hydrate(path: string) {
  // Signed out, as a visitor of these pages is: the unit files of a worker share their modules, and a
  // session another file left in the signal would send an auth screen on to the app.
  sessionStorage.clear();
  session.value = null;
  const html = await renderRoute(path);
  document.body.innerHTML = `<div id="root">${html}</div>`;
  window.history.replaceState(null, '', path);
  const problems: unknown[][] = [];
  const record = (...args: unknown[]) => void (TWO_RENDERERS.test(String(args[0])) || problems.push(args));
  vi.spyOn(console, 'error').mockImplementation(record);
  vi.spyOn(console, 'warn').mockImplementation(record);
  const recoverable: unknown[] = [];
  root = hydrateRoot(document.getElementById('root')!, app, { onRecoverableError: (error) => void recoverable.push(error) });
  return { problems, recoverable };
}

describe('hydrating the prerendered HTML (React development build)', () => {
  it.each(routes.filter((r) => r.prerender === 'page').map((r) => r.path))('%s hydrates whole, with no warning', async (path) => {
    const { problems, recoverable } = await hydrate(path);
    // Every part, the lazily loaded screen included, and the footer: the very elements the HTML had, now React's.
    const heading = document.querySelector('main h1');
    const footer = document.querySelector('footer');
    await vi.waitFor(() => expect(hasFiber(heading) && hasFiber(footer)).toBe(true), { timeout: 10_000 });
    expect(document.querySelector('main h1')).toBe(heading);
    expect(document.querySelector('footer')).toBe(footer);
    expect(problems).toEqual([]);
    expect(recoverable).toEqual([]);
  });

  it("an FAQ answer opens and closes once hydrated; the questions and the header's Menu button are disabled until then", async () => {
    await hydrate('/faq');
    const button = document.querySelector<HTMLButtonElement>('main h3 button')!;
    const menu = document.querySelector<HTMLButtonElement>('header button[aria-controls]')!;
    // Pressed before the page is React's, they would do nothing.
    expect([button.disabled, menu.disabled]).toEqual([true, true]);
    await vi.waitFor(() => expect(hasFiber(button) && !button.disabled && !menu.disabled).toBe(true), { timeout: 10_000 });
    const answer = document.getElementById(button.getAttribute('aria-controls')!)!;
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(answer.hidden).toBe(true);
    button.click();
    await vi.waitFor(() => expect(button.getAttribute('aria-expanded')).toBe('true'));
    expect(answer.hidden).toBe(false);
    button.click();
    await vi.waitFor(() => expect(button.getAttribute('aria-expanded')).toBe('false'));
    expect(answer.hidden).toBe(true);
  });

  it("the landing page's carousels turn and the footer's newsletter answers once hydrated", async () => {
    await hydrate('/');
    const next = () => document.querySelector<HTMLButtonElement>('[aria-label="Next product"]')!;
    // The controls are disabled in the HTML, enabled once hydrated.
    expect(next().disabled).toBe(true);
    await vi.waitFor(() => expect(next().disabled).toBe(false), { timeout: 10_000 });
    const products = next().closest('[aria-roledescription="carousel"]')!;
    const position = () => [...products.querySelectorAll('span')].map((span) => span.textContent).find((text) => / \/ /.test(text ?? ''));
    expect(position()).toBe('1 / 10');
    next().click();
    await vi.waitFor(() => expect(position()).toBe('2 / 10'));
    // The second slide is the one on show: its class differs from every other's.
    const classes = [...products.querySelectorAll('[aria-roledescription="slide"]')].map((slide) => slide.className);
    expect(classes.filter((c) => c === classes[1])).toHaveLength(1);
    expect(new Set(classes.filter((_, i) => i !== 1)).size).toBe(1);

    const form = document.querySelector('footer form') as HTMLFormElement;
    await vi.waitFor(() => expect(form.querySelector('button')!.disabled).toBe(false));
    form.requestSubmit();
    await vi.waitFor(() => expect(form.querySelector('[role="status"]')!.textContent).toBe(NEWSLETTER_NOTICE));
  }, 15_000);

  it.each(routes.filter((r) => r.prerender && r.path.startsWith('/auth')).map((r) => addressOf(r.path)))(
    '%s keeps its shell through hydration, then shows the screen, with no warning',
    async (path) => {
      // Never a loading state in between: at every change the page still has its heading.
      const gaps: string[] = [];
      const observer = new MutationObserver(() => {
        if (!document.querySelector('#root h1')) gaps.push(document.getElementById('root')?.textContent ?? '');
      });
      const { problems, recoverable } = await hydrate(path);
      observer.observe(document.getElementById('root')!, { childList: true, subtree: true });
      await vi.waitFor(
        () => {
          expect(document.querySelector('h1')).not.toBeNull();
          expect(document.querySelector('[role="status"]')?.textContent).not.toBe('Loading…');
        },
        { timeout: 10_000 },
      );
      observer.disconnect();
      expect(gaps).toEqual([]);
      expect(problems).toEqual([]);
      expect(recoverable).toEqual([]);
    },
  );
});
