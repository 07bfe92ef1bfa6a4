// A prerendered form's half of typed-before-hydration.ts: once it is live, it takes what the visitor
// typed into its fields, which of them they left, and whether they sent it, before it hydrated.
import { left, sent, typed, waiting } from './typed-before-hydration.ts';

export interface Typed {
  /** The text typed into each of the fields named, where there was any. */
  values: Record<string, string>;
  /** The fields named that the visitor has left. */
  touched: string[];
  /** The visitor sent the form before it was live: send it now. */
  sent: boolean;
}

/** What was noted for the fields `names` of `form` (once: it is forgotten as it is taken); the form is live from now on. */
export function takeTyped(form: HTMLFormElement, names: readonly string[]): Typed {
  const taken: Typed = { values: {}, touched: [], sent: sent.has(form) };
  waiting.delete(form);
  sent.delete(form);
  for (const name of names) {
    const field = form.elements.namedItem(name);
    if (!(field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement) || field.type === 'password' || field.type === 'hidden') continue;
    const value = typed.get(field);
    if (value !== undefined) taken.values[name] = value;
    if (left.has(field)) taken.touched.push(name);
    typed.delete(field);
    left.delete(field);
  }
  return taken;
}
