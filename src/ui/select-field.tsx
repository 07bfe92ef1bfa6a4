// A labelled select bound to react-final-form, with a placeholder option so a choice is deliberate.
import { useId } from 'react';
import { Field } from 'react-final-form';
import * as styles from './field.css.ts';
import { FieldError, shownError } from './field-error.tsx';

interface SelectFieldProps {
  name: string;
  label: string;
  placeholder: string;
  options: readonly { value: string; label: string }[];
}

export function SelectField({ name, label, placeholder, options }: SelectFieldProps) {
  const id = useId();
  return (
    <Field<string> name={name}>
      {({ input, meta }) => {
        const error = shownError(meta);
        return (
          <div className={styles.root}>
            <label className={styles.label} htmlFor={id}>
              {label}
            </label>
            <select
              {...input}
              id={id}
              value={input.value ?? ''}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${id}-error` : undefined}
              className={styles.input}
            >
              <option value="">{placeholder}</option>
              {options.map((o) => (
                <option key={o.value} value={o.value}>
                  {o.label}
                </option>
              ))}
            </select>
            <FieldError id={`${id}-error`} error={error} />
          </div>
        );
      }}
    </Field>
  );
}
