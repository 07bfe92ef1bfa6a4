// A labelled multi-line input bound to react-final-form; like TextField, its error shows once touched.
import { useId, type TextareaHTMLAttributes } from 'react';
import { Field } from 'react-final-form';
import * as styles from './field.css.ts';

type AreaProps = Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'name' | 'id' | 'value' | 'onChange' | 'onBlur' | 'onFocus'>;

export function TextAreaField({ name, label, rows = 5, ...rest }: AreaProps & { name: string; label: string }) {
  const id = useId();
  return (
    <Field<string> name={name}>
      {({ input, meta }) => {
        const error = meta.touched ? (meta.error as string | undefined) : undefined;
        return (
          <div className={styles.root}>
            <label className={styles.label} htmlFor={id}>
              {label}
            </label>
            <textarea
              {...rest}
              {...input}
              id={id}
              rows={rows}
              value={input.value ?? ''}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${id}-error` : undefined}
              className={`${styles.input} ${styles.area}`}
            />
            {error && (
              <span id={`${id}-error`} className={styles.error}>
                {error}
              </span>
            )}
          </div>
        );
      }}
    </Field>
  );
}
