// What a visitor did in a prerendered page's fields before its code arrived: the text typed, the
// fields left (touched), and a form sent. The fields a form controls (react-final-form) are given their values again by
// hydration, which would drop that text, and the form never saw those fields blurred, so it would not
// show their messages. src/main.tsx starts noting just before it hydrates and goes on until the form is
// live: a lazily loaded screen hydrates a moment after the entry runs, and a quick visitor types in
// between. Noted by element, so a form rendered later in the same place (after a move) finds nothing;
// the form takes what is its own with take-typed.ts. This part is in every route's entry: kept small.

/** The text last typed into a field (never a password), by element. */
export const typed = new WeakMap<Element, string>();
/** The elements the visitor has left. */
export const left = new WeakSet<Element>();
/** The build's forms that are not live yet (their code has not taken over), and those the visitor sent meanwhile. */
export const waiting = new WeakSet<Element>();
export const sent = new WeakSet<Element>();

/** Notes the text already in the fields inside `root`, and what is typed and left there from now on. */
export function noteTyped(root: HTMLElement): void {
  const note = (field: HTMLInputElement) => field.value && field.type !== 'password' && typed.set(field, field.value);
  root.querySelectorAll<HTMLInputElement>('input, textarea').forEach(note);
  root.addEventListener('input', (event) => void (typed.delete(event.target as Element), note(event.target as HTMLInputElement)), true);
  root.addEventListener('focusout', (event) => void left.add(event.target as Element), true);
  // A build's form sent before it is live (its button pressed, Enter in a field) is noted, not sent by
  // the browser: the form sends it once its code has taken over (take-typed.ts).
  root.querySelectorAll('form').forEach((form) => waiting.add(form));
  root.addEventListener('submit', (event) => void (waiting.has(event.target as Element) && (event.preventDefault(), sent.add(event.target as Element))), true);
}
