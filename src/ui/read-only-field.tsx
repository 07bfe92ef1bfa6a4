// A value the customer sees as a field but cannot change (a profile's name, a group's set contribution):
// labelled like every field, so it is found by its label.
import { useId } from 'react';
import * as field from './field.css.ts';

export function ReadOnlyField({ label, value }: { label: string; value: string }) {
  const id = useId();
  return (
    <div className={field.root}>
      <label className={field.label} htmlFor={id}>
        {label}
      </label>
      <input id={id} className={field.input} value={value} readOnly />
    </div>
  );
}
