// PREVIOUS (a link to the step before) and NEXT (the form's submit) under a group step's form.
import { Link } from 'wouter';
import { buttons } from '../../styles/buttons.css.ts';
import * as styles from './groups.css.ts';

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
