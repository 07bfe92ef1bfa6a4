// A labelled group of radio buttons bound to react-final-form; its message shows under it once touched.
import { useId, type ReactNode } from 'react';
import { useField } from 'react-final-form';
import * as styles from './choice-field.css.ts';
import * as fieldStyles from './field.css.ts';
import { FieldError, shownError } from './field-error.tsx';

export interface Choice {
  value: string;
  label: ReactNode;
  /** A second line under the label. */
  detail?: ReactNode;
}

interface ChoiceFieldProps {
  name: string;
  legend: string;
  choices: readonly Choice[];
  /** Shown in place of the choices when there are none. */
  empty?: ReactNode;
}

export function ChoiceField({ name, legend, choices, empty }: ChoiceFieldProps) {
  const id = useId();
  const { input, meta } = useField<string>(name, { subscription: { value: true, touched: true, error: true, submitError: true } });
  const error = shownError(meta);
  return (
    <fieldset
      role="radiogroup"
      className={styles.group}
      aria-labelledby={`${id}-legend`}
      aria-describedby={error ? `${id}-error` : undefined}
      aria-invalid={error ? true : undefined}
    >
      <legend id={`${id}-legend`} className={fieldStyles.label}>
        {legend}
      </legend>
      {choices.length === 0 && empty}
      {choices.map((choice) => (
        <label key={choice.value} className={styles.option}>
          <input
            type="radio"
            name={name}
            value={choice.value}
            checked={input.value === choice.value}
            onChange={() => input.onChange(choice.value)}
            onBlur={input.onBlur}
            onFocus={input.onFocus}
            className={styles.radio}
          />
          <span>
            <span className={styles.optionLabel}>{choice.label}</span>
            {choice.detail && <span className={fieldStyles.hint}>{choice.detail}</span>}
          </span>
        </label>
      ))}
      <FieldError id={`${id}-error`} error={error} />
    </fieldset>
  );
}
