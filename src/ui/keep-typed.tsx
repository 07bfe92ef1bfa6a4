// What a customer types into a form, kept in a session draft as it changes, so that a reload finds the
// form as it was left: one way for every single-step form (the multi-step flows keep theirs in their own drafts).
import type { Signal } from '@preact/signals-react';
import { FormSpy } from 'react-final-form';

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * Inside a `<Form>`: keeps `pick(values)` in `draft` while it differs from `pick(base)`, the values the
 * form starts from without a draft (empty, or what the server holds); back to them, the draft is cleared.
 * `pick` names what to keep, never a password or a PIN. The form starts from `draft.peek() ?? base`, and
 * its owner clears the draft once the form's values have been sent and accepted.
 */
export function KeepTyped<V, T>({ draft, base, pick }: { draft: Signal<T | null>; base: V; pick: (values: Partial<V>) => T }) {
  return (
    <FormSpy<V>
      subscription={{ values: true }}
      onChange={({ values }) => {
        const typed = pick(values);
        const kept = same(typed, pick(base)) ? null : typed;
        if (!same(kept, draft.peek())) draft.value = kept;
      }}
    />
  );
}
