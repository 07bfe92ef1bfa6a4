// A labelled input bound to react-final-form; its error shows under it once the field is touched.
import { useId, useState, type InputHTMLAttributes } from 'react';
import { Field } from 'react-final-form';
import * as styles from './field.css.ts';
import { FieldError, shownError } from './field-error.tsx';

type InputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'name' | 'id' | 'value' | 'onChange' | 'onBlur' | 'onFocus'>;

interface TextFieldProps extends InputProps {
  name: string;
  label: string;
  hint?: string;
  /** Adds a Show/Hide toggle for secrets. */
  revealable?: boolean;
  /** Rewrites what is typed before the form keeps it (thousands separators, say). */
  parse?: (value: string) => string;
}

export function TextField({ name, label, hint, revealable, parse, type = 'text', className, ...rest }: TextFieldProps) {
  const id = useId();
  const [revealed, setRevealed] = useState(false);
  return (
    <Field<string> name={name} {...(parse ? { parse } : {})}>
      {({ input, meta }) => {
        const error = shownError(meta);
        const describedBy = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ') || undefined;
        return (
          <div className={styles.root}>
            <label className={styles.label} htmlFor={id}>
              {label}
            </label>
            {hint && (
              <span id={`${id}-hint`} className={styles.hint}>
                {hint}
              </span>
            )}
            <div className={styles.control}>
              <input
                {...rest}
                {...input}
                id={id}
                type={revealable && revealed ? 'text' : type}
                value={input.value ?? ''}
                aria-invalid={error ? true : undefined}
                aria-describedby={describedBy}
                className={[styles.input, revealable ? styles.withToggle : '', className ?? ''].join(' ')}
              />
              {revealable && (
                <button type="button" className={styles.toggle} aria-pressed={revealed} onClick={() => setRevealed((r) => !r)}>
                  {revealed ? 'Hide' : 'Show'}
                </button>
              )}
            </div>
            <FieldError id={`${id}-error`} error={error} />
          </div>
        );
      }}
    </Field>
  );
}
