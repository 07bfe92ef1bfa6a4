// The Add Account form of the withdrawal account (spec part 2, section 8): bank, account number and PIN.
import { useState } from 'react';
import { Form } from 'react-final-form';
import { addBankAccount, getBanks } from '../../api/money-out.ts';
import { maxLength, minLength, required, validator } from '../../lib/rules.ts';
import { bankAccountFormDraft, type BankAccountForm } from '../../state/form-drafts.ts';
import { Banner } from '../../ui/banner.tsx';
import { messagesFor } from '../../ui/error-text.ts';
import { KeepTyped } from '../../ui/keep-typed.tsx';
import { LoadFailure } from '../../ui/load-failure.tsx';
import { SelectField } from '../../ui/select-field.tsx';
import { SubmitButton } from '../../ui/submit-button.tsx';
import { TextField } from '../../ui/text-field.tsx';
import { useLoad } from '../../ui/use-load.ts';

interface AddValues {
  bankCode: string;
  accountNumber: string;
  pin: string;
}

const validate = validator<AddValues>({
  bankCode: [required('A Bank name is Required')],
  accountNumber: [required('Account Number is Required'), minLength(10, 'Account Number is too short!'), maxLength(15, 'Account Number is too Long!')],
  pin: [required('Pin is Required'), minLength(4, 'Pin must be 4 digits'), maxLength(4, 'Pin must be 4 digits')],
});

const digits = (value: string) => value.replace(/\D/g, '');
const EMPTY: AddValues = { bankCode: '', accountNumber: '', pin: '' };
/** The bank and the number, kept through a reload; the PIN never is. */
const kept = (v: Partial<AddValues>): BankAccountForm => ({ bankCode: v.bankCode ?? '', accountNumber: v.accountNumber ?? '' });

/** `onFailed`: the account is read again, as one may have been added though its answer was lost. */
export function AddAccountForm({ onAdded, onFailed }: { onAdded: () => void; onFailed: () => void }) {
  const banks = useLoad(getBanks);
  const [failure, setFailure] = useState<string[]>([]);
  const [initialValues] = useState(() => ({ ...EMPTY, ...bankAccountFormDraft.peek() }));

  async function onSubmit(values: AddValues) {
    setFailure([]);
    try {
      await addBankAccount(values);
      bankAccountFormDraft.value = null;
      onAdded();
    } catch (error) {
      setFailure(messagesFor(error));
      onFailed();
    }
  }

  if (banks.status === 'loading') return <p role="status">Loading the banks…</p>;
  if (banks.status === 'failed') return <LoadFailure error={banks.error} onRetry={banks.reload} />;
  return (
    <>
      <Banner messages={failure} />
      <Form<AddValues> onSubmit={onSubmit} validate={validate} initialValues={initialValues}>
        {({ handleSubmit, submitting }) => (
          <form onSubmit={(e) => void handleSubmit(e)} noValidate aria-label="Add Account">
            <KeepTyped draft={bankAccountFormDraft} base={EMPTY} pick={kept} />
            <SelectField name="bankCode" label="Bank" placeholder="Choose your bank" options={banks.data.map((b) => ({ value: b.code, label: b.name }))} />
            <TextField name="accountNumber" label="Account Number" inputMode="numeric" autoComplete="off" parse={digits} />
            <TextField name="pin" label="Pin" type="password" inputMode="numeric" autoComplete="off" maxLength={4} parse={digits} hint="Your 4-digit transaction PIN" />
            <SubmitButton submitting={submitting} busyText="Adding your account…">
              Add Account
            </SubmitButton>
          </form>
        )}
      </Form>
    </>
  );
}
