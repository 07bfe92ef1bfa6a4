// The message under a form field: its rule's error, or the server's, once the customer has been there.
import type { FieldMetaState } from 'react-final-form';
import * as styles from './field.css.ts';

/** What a field shows: nothing until touched, then its validation error, else a submission error. */
export const shownError = (meta: FieldMetaState<unknown>) =>
  meta.touched ? ((meta.error as string | undefined) ?? (meta.submitError as string | undefined)) : undefined;

export function FieldError({ id, error }: { id: string; error: string | undefined }) {
  if (!error) return null;
  return (
    <span id={id} className={styles.error}>
      {error}
    </span>
  );
}
