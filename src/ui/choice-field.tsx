// A ChoiceGroup (choice-group.tsx) bound to react-final-form: its error shows once touched.
import type { ReactNode } from 'react';
import { useField } from 'react-final-form';
import { ChoiceGroup, type Choice } from './choice-group.tsx';
import { shownError } from './field-error.tsx';

interface ChoiceFieldProps {
  name: string;
  legend: string;
  choices: readonly Choice[];
  /** Shown in place of the choices when there are none. */
  empty?: ReactNode;
}

export function ChoiceField({ name, legend, choices, empty }: ChoiceFieldProps) {
  const { input, meta } = useField<string>(name, { subscription: { value: true, touched: true, error: true, submitError: true } });
  return (
    <ChoiceGroup
      name={name}
      legend={legend}
      choices={choices}
      empty={empty}
      value={input.value}
      error={shownError(meta)}
      onChange={input.onChange}
      onBlur={input.onBlur}
      onFocus={input.onFocus}
    />
  );
}
