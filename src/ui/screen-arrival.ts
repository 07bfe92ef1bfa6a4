// Where a keyboard or screen-reader customer is, in the signed-in app and the sign-in screens (WCAG 2.4.2,
// 2.4.3). A screen is known by its heading, the first <h1> in <main>:
// - when a new one arrives (another address, or another step at the same one), the browser tab is named
//   after it, and if focus is on no element (the control that moved on has left the page) it goes to
//   that heading, so the next Tab starts from the new screen's top, and a screen reader reads where it is;
// - when the focused element leaves the page (a deleted item's button, a step's field), focus goes to the
//   heading of the open dialog, or else of the screen.
// - when a form is sent and refused by its own rules, focus goes to its first field in error, whose
//   message a screen reader then reads (WCAG 3.3.1).
// The first screen of a page load is named, not focused: the browser starts a new page at its top.
// The public pages name their tabs themselves (features/site/use-title.ts). The areas that use this
// start it as they mount (routes/app-routes.tsx, auth-routes.tsx, create-pin-route.tsx); it runs once.

import { nextTask } from './use-load.ts';

const SITE = 'Vibe Savings';
let started = false;

const headingIn = (scope: ParentNode | null) => scope?.querySelector<HTMLElement>('h1, h2') ?? null;

function focusHeading(heading: HTMLElement) {
  // Programmatic focus only: a heading is not a Tab stop.
  if (!heading.hasAttribute('tabindex')) heading.tabIndex = -1;
  heading.focus();
}

export function followScreens(doc: Document = document) {
  if (started) return;
  started = true;
  const nothingFocused = () => doc.activeElement === doc.body || !doc.activeElement;
  let shown: HTMLElement | null = null;
  let shownAs = '';
  let first = true;
  let lastFocused: Element | null = null;
  doc.addEventListener('focusin', (event) => (lastFocused = event.target as Element), true);

  const look = () => {
    const heading = doc.querySelector<HTMLElement>('main h1');
    if (heading && heading !== shown) {
      const as = `${location.pathname} ${heading.textContent ?? ''}`;
      const arrived = !first && as !== shownAs;
      shown = heading;
      shownAs = as;
      first = false;
      // A public page (its <main> is #main, the skip link's target) names its tab itself.
      if (!heading.closest('#main')) doc.title = `${heading.textContent} | ${SITE}`;
      if (arrived && nothingFocused()) return focusHeading(heading);
    }
    if (nothingFocused() && lastFocused && !lastFocused.isConnected) {
      lastFocused = null;
      const target = headingIn(doc.querySelector('dialog[open]')) ?? heading;
      if (target) focusHeading(target);
    }
  };
  new MutationObserver(look).observe(doc.body, { subtree: true, childList: true });
  look();

  // Caught on its way down (a form's own handler stops it bubbling), and looked at in the task after it
  // (nextTask: never a timer, which a journey's paused clock would hold back), once the form has
  // validated and React has rendered its messages.
  doc.addEventListener('submit', (event) => {
    const form = event.target as HTMLFormElement;
    void nextTask().then(() => {
      const invalid = form.querySelector<HTMLElement>('[aria-invalid="true"]');
      if (!invalid || invalid.contains(doc.activeElement)) return;
      // A group of choices is marked as a whole: its chosen option, or its first, takes focus.
      (invalid.matches('input, select, textarea') ? invalid : invalid.querySelector<HTMLElement>('input:checked, input, select, textarea'))?.focus();
    });
  }, true);
}
