// The footer's newsletter form sends nothing (spec part 2, section 2) and says so. Done on the DOM, from
// the footer's wrapper (src/features/site/site-layout.tsx), so it works the same on the footer's kept
// HTML and on a footer rendered after a move.
import type { FormEvent } from 'react';

export const NEWSLETTER_NOTICE = 'Our newsletter has not started yet, so nothing was sent and your address was not stored. Follow us on social media for news in the meantime.';

const FORM = 'form[data-newsletter]';

export function subscribe(event: FormEvent<HTMLElement>) {
  const form = event.target;
  if (!(form instanceof HTMLFormElement) || !form.matches(FORM)) return;
  event.preventDefault();
  const status = form.querySelector('[role="status"]');
  if (status) status.textContent = NEWSLETTER_NOTICE;
}

/** The kept HTML's Subscribe button is disabled, as the build rendered it: pressed before this ran, it would have sent the form. */
export function enableNewsletter(root: HTMLElement) {
  for (const button of root.querySelectorAll<HTMLButtonElement>(`${FORM} button`)) button.disabled = false;
}
