// A labelled group of radio buttons with its message under it. A screen whose only form is one choice
// (the payment method, the card to pay with) holds the value itself; ChoiceField (choice-field.tsx) binds
// it to react-final-form.
import { useId, type ReactNode } from 'react';
import * as styles from './choice-field.css.ts';
import * as fieldStyles from './field.css.ts';
import { FieldError } from './field-error.tsx';

export interface Choice {
  value: string;
  label: ReactNode;
  /** A second line under the label. */
  detail?: ReactNode;
}

export interface ChoiceGroupProps {
  name: string;
  legend: string;
  choices: readonly Choice[];
  /** Shown in place of the choices when there are none. */
  empty?: ReactNode;
  value: string;
  /** The message to show (the caller decides when: once touched, say). */
  error?: string | undefined;
  onChange: (value: string) => void;
  onBlur?: () => void;
  onFocus?: () => void;
}

export function ChoiceGroup({ name, legend, choices, empty, value, error, onChange, onBlur, onFocus }: ChoiceGroupProps) {
  const id = useId();
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
            checked={value === choice.value}
            onChange={() => onChange(choice.value)}
            onBlur={onBlur}
            onFocus={onFocus}
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
