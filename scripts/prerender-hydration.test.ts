// @vitest-environment jsdom
// Hydration with React's development build, which reports what production hydration lets pass: an
// attribute that differs (a useId, an aria-controls) as well as text. Each prerendered route's HTML is
// hydrated at its address; not one console error or warning, and the page is React's afterwards.
import { hydrateRoot, type Root } from 'react-dom/client';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { app } from '../src/app.tsx';
import { renderRoute } from '../src/prerender.tsx';
import { NEWSLETTER_NOTICE } from '../src/features/site/newsletter.ts';
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

/** The footer as the HTML had it; `check()` once React has hydrated around it: the same node, not React's. */
function keptFooter() {
  const footer = document.querySelector('footer');
  return {
    hydratedAround: () => expect(hasFiber(footer?.parentElement ?? null)).toBe(true),
    check: () => {
      expect(footer).not.toBeNull();
      expect(document.querySelector('footer')).toBe(footer);
      expect(hasFiber(footer)).toBe(false);
    },
  };
}

async function hydrate(path: string) {
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
  it.each(routes.filter((r) => r.prerender && !r.prerender.kept && !r.path.startsWith('/auth')).map((r) => r.path))('%s hydrates whole, with no warning', async (path) => {
    const { problems, recoverable } = await hydrate(path);
    const footer = keptFooter();
    // Every part, the lazily loaded ones included (the screen), but the footer, kept as the HTML it was.
    await vi.waitFor(
      () => {
        expect(hasFiber(document.querySelector('main h1'))).toBe(true);
        footer.hydratedAround();
      },
      { timeout: 10_000 },
    );
    footer.check();
    expect(problems).toEqual([]);
    expect(recoverable).toEqual([]);
  });

  it.each(routes.filter((r) => r.prerender?.kept).map((r) => r.path))('%s hydrates around its content, which stays the HTML it was, with no warning', async (path) => {
    const heading = () => document.querySelector('main h1');
    const { problems, recoverable } = await hydrate(path);
    const before = heading();
    const footer = keptFooter();
    await vi.waitFor(
      () => {
        expect(hasFiber(document.querySelector('main > div'))).toBe(true);
        footer.hydratedAround();
      },
      { timeout: 10_000 },
    );
    footer.check();
    // Not rendered again: the very element the HTML had, which React does not own.
    expect(before).not.toBeNull();
    expect(heading()).toBe(before);
    expect(hasFiber(before)).toBe(false);
    expect(problems).toEqual([]);
    expect(recoverable).toEqual([]);
  });

  it('a control in kept HTML works: an FAQ answer opens and closes', async () => {
    await hydrate('/faq');
    await vi.waitFor(() => expect(hasFiber(document.querySelector('main > div'))).toBe(true));
    const button = document.querySelector<HTMLButtonElement>('main h3 button')!;
    const answer = document.getElementById(button.getAttribute('aria-controls')!)!;
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(answer.hidden).toBe(true);
    button.click();
    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect(answer.hidden).toBe(false);
    button.click();
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(answer.hidden).toBe(true);
  });

  it('the carousels in the kept HTML of the landing page turn, and the newsletter in the kept footer answers', async () => {
    await hydrate('/');
    const next = () => document.querySelector<HTMLButtonElement>('[aria-label="Next product"]')!;
    // Enabled once the carousels' module has attached to the HTML.
    await vi.waitFor(() => expect(next().disabled).toBe(false), { timeout: 10_000 });
    const products = next().closest('[aria-roledescription="carousel"]')!;
    expect(products.querySelector('[data-carousel="position"]')!.textContent).toBe('1 / 10');
    next().click();
    expect(products.querySelector('[data-carousel="position"]')!.textContent).toBe('2 / 10');
    // The second slide is the one on show: its class differs from every other's.
    const classes = [...products.querySelectorAll('[aria-roledescription="slide"]')].map((slide) => slide.className);
    expect(classes.filter((c) => c === classes[1])).toHaveLength(1);
    expect(new Set(classes.filter((_, i) => i !== 1)).size).toBe(1);

    const form = document.querySelector<HTMLFormElement>('form[data-newsletter]')!;
    await vi.waitFor(() => expect(form.querySelector('button')!.disabled).toBe(false));
    form.requestSubmit();
    expect(form.querySelector('[role="status"]')!.textContent).toBe(NEWSLETTER_NOTICE);
  });

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
