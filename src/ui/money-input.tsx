// An amount field: thousands separators appear as the customer types; the form keeps the text,
// and `parseAmount` (src/lib/money.ts) turns it into the number a call sends.
import type { ChangeEvent } from 'react';
import { caretAfterFormat, formatAmountInput } from '../lib/money.ts';
import { TextField } from './text-field.tsx';

interface MoneyInputProps {
  name: string;
  label: string;
  hint?: string;
  placeholder?: string;
}

/** After reformatting, put the caret back after the same digits, so editing mid-number works. */
function keepCaret(event: ChangeEvent<HTMLDivElement>) {
  const input = event.target as unknown as HTMLInputElement;
  if (!(input instanceof HTMLInputElement)) return;
  const before = input.value;
  const caret = input.selectionStart ?? before.length;
  requestAnimationFrame(() => {
    if (document.activeElement !== input || caret === before.length) return;
    const position = caretAfterFormat(before, caret, input.value);
    input.setSelectionRange(position, position);
  });
}

export function MoneyInput({ name, label, hint, placeholder }: MoneyInputProps) {
  return (
    <div onChangeCapture={keepCaret}>
      <TextField name={name} label={label} hint={hint} placeholder={placeholder} inputMode="decimal" autoComplete="off" parse={formatAmountInput} />
    </div>
  );
}
