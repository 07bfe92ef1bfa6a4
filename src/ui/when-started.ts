// A prerendered part a visitor may never use (the contact form): its code is fetched once the visitor
// starts on it, not on every cold load. Until then React keeps the build's HTML (its Suspense boundary
// stays dehydrated), and what the visitor types, leaves and sends there is noted
// (typed-before-hydration.ts) and handed over when it hydrates (take-typed.ts).
import { left, sent } from './typed-before-hydration.ts';

/** Pointing at the part, pressing in it, moving the focus into it, or sending it. */
const STARTS = ['pointerover', 'pointerdown', 'focusin', 'submit'] as const;

const startedOn = (part: Element) =>
  part.contains(document.activeElement) ||
  sent.has(part) ||
  [...part.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('input, textarea')].some((field) => field.value !== '' || left.has(field));

/**
 * Resolves when the visitor starts on the element `selector` names; at once where there is none (a
 * render after a move, the build's prerender) or where they already have (typed, left a field, sent it).
 */
export function whenStarted(selector: string): Promise<void> {
  const part = typeof document === 'undefined' ? null : document.querySelector(selector);
  if (!part || startedOn(part)) return Promise.resolve();
  return new Promise((resolve) => {
    const start = (event: Event) => {
      if (!(event.target instanceof Node) || !part.contains(event.target)) return;
      for (const type of STARTS) document.removeEventListener(type, start, true);
      resolve();
    };
    for (const type of STARTS) document.addEventListener(type, start, true);
  });
}
