// A labelled group of radio buttons bound to react-final-form; its error shows once touched.
import { useId, type ReactNode } from 'react';
import { Field, useField } from 'react-final-form';
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
  const { meta } = useField<string>(name, { subscription: { touched: true, error: true, submitError: true } });
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
        <Field<string> key={choice.value} name={name} type="radio" value={choice.value}>
          {({ input }) => (
            <label className={styles.option}>
              <input {...input} className={styles.radio} />
              <span>
                <span className={styles.optionLabel}>{choice.label}</span>
                {choice.detail && <span className={fieldStyles.hint}>{choice.detail}</span>}
              </span>
            </label>
          )}
        </Field>
      ))}
      <FieldError id={`${id}-error`} error={error} />
    </fieldset>
  );
}
