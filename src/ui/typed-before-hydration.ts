// What a visitor did in a prerendered page's fields before its code arrived: the text typed and the
// fields left (touched). The fields a form controls (react-final-form) are given their values again by
// hydration, which would drop that text, and the form never saw those fields blurred, so it would not
// show their messages. src/main.tsx starts noting just before it hydrates and goes on until the form is
// live: a lazily loaded screen hydrates a moment after the entry runs, and a quick visitor types in
// between. Noted by element, so a form rendered later in the same place (after a move) takes nothing.
type Field = HTMLInputElement | HTMLTextAreaElement;

const typed = new WeakMap<Element, string>();
const left = new WeakSet<Element>();

const fieldOf = (target: EventTarget | null): Field | null =>
  (target instanceof HTMLInputElement || target instanceof HTMLTextAreaElement) && target.name && target.type !== 'password' && target.type !== 'hidden' ? target : null;

const onInput = (event: Event) => {
  const field = fieldOf(event.target);
  if (field) typed.set(field, field.value);
};
const onFocusOut = (event: Event) => {
  const field = fieldOf(event.target);
  if (field) left.add(field);
};

/** Notes the text of every named field inside `root` now, and what is typed and left there from now on. */
export function noteTyped(root: HTMLElement): void {
  for (const field of Array.from(root.querySelectorAll<Field>('input[name], textarea[name]'))) {
    if (fieldOf(field) && field.value) typed.set(field, field.value);
  }
  root.addEventListener('input', onInput, true);
  root.addEventListener('focusout', onFocusOut, true);
}

export interface Typed {
  /** The text typed into each of the fields named, where there was any. */
  values: Record<string, string>;
  /** The fields named that the visitor has left. */
  touched: string[];
}

/** What was noted for the fields `names` of `form` (once: it is forgotten as it is taken). */
export function takeTyped(form: HTMLFormElement, names: readonly string[]): Typed {
  const taken: Typed = { values: {}, touched: [] };
  for (const name of names) {
    const field = form.elements.namedItem(name);
    if (!(field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement)) continue;
    const value = typed.get(field);
    if (value !== undefined) taken.values[name] = value;
    if (left.has(field)) taken.touched.push(name);
    typed.delete(field);
    left.delete(field);
  }
  return taken;
}
