// What the group forms share: their messages beyond the shared rules (dates: src/lib/calendar.ts,
// amounts: src/lib/money.ts), the draft kept as it is typed, and PREVIOUS/NEXT under a step.
import { FormSpy } from 'react-final-form';
import { Link } from 'wouter';
import { MAX_AMOUNT } from '../../lib/amount.ts';
import { amountRules, formatAmountInput } from '../../lib/money.ts';
import { groupDraft } from '../../state/group-draft.ts';
import { buttons } from '../../styles/buttons.css.ts';
import * as styles from './groups.css.ts';

// Not in the spec (README, deviations): the date pickers of the original could not go outside these bounds.
export const START_AFTER_TARGET = 'The start date must be on or before the target date';
export const AMOUNT_OVER_MAX = `The most you can save at once is ₦${formatAmountInput(String(MAX_AMOUNT))}`;

/** Required and more than zero, with the spec's message for both; then within what the API takes. */
export const groupAmountRules = (message: string) => amountRules(message, AMOUNT_OVER_MAX);

/** Steps 1 to 3 of a new group keep what is typed in the group draft, so a reload or a step back loses nothing. */
export function KeepInDraft<V extends object>() {
  return (
    <FormSpy<V>
      subscription={{ values: true }}
      onChange={({ values }) => {
        const draft = groupDraft.peek();
        // A cleared field (or an image still uploading) is undefined in the form: stored as '', so the draft still fits.
        const typed = Object.fromEntries(Object.entries(values).map(([key, value]) => [key, typeof value === 'string' ? value : '']));
        groupDraft.value = { ...draft, form: { ...draft.form, ...typed } };
      }}
    />
  );
}

/** PREVIOUS (a link to the step before) and NEXT (the form's submit) under a group step's form. */
export function StepActions({ previous, busyText }: { previous: string; busyText?: string | false }) {
  return (
    <div className={styles.actions}>
      <Link href={previous} className={buttons.secondary}>
        PREVIOUS
      </Link>
      <button type="submit" className={buttons.primary} disabled={Boolean(busyText)}>
        {busyText || 'NEXT'}
      </button>
    </div>
  );
}
