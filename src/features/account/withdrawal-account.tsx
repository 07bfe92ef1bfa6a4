// Withdrawal account: the one linked bank account, or the Add Account form (spec part 2, sections 4,
// 5 and 8). Once one exists Add Account is hidden and Delete Account asks yes or no first.
import { useState } from 'react';
import { Form } from 'react-final-form';
import { addBankAccount, deleteBankAccount, getBanks } from '../../api/bank-account-changes.ts';
import { getBankAccount, type BankAccount } from '../../api/bank-account.ts';
import { maxLength, minLength, required, validator } from '../../lib/rules.ts';
import { buttons } from '../../styles/buttons.css.ts';
import { Banner } from '../../ui/banner.tsx';
import { messagesFor } from '../../ui/error-text.ts';
import { LoadFailure } from '../../ui/load-failure.tsx';
import { SelectField } from '../../ui/select-field.tsx';
import { SubmitButton } from '../../ui/submit-button.tsx';
import { TextField } from '../../ui/text-field.tsx';
import { TimedOverlay } from '../../ui/timed-overlay.tsx';
import { useLoad } from '../../ui/use-load.ts';
import * as styles from './account.css.ts';
import { ConfirmDialog } from './confirm-dialog.tsx';
import { useRemoval } from './use-removal.ts';

export const ACCOUNT_ADDED = 'Account successfully added';
export const ACCOUNT_DELETED = 'Account successfully deleted';
export const NO_ACCOUNT = 'You have not added a withdrawal account yet.';
export const NOTICE_MS = 2_000;

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

function AddAccountForm({ onAdded }: { onAdded: () => void }) {
  const banks = useLoad(getBanks);
  const [failure, setFailure] = useState<string[]>([]);

  async function onSubmit(values: AddValues) {
    setFailure([]);
    try {
      await addBankAccount(values);
      onAdded();
    } catch (error) {
      setFailure(messagesFor(error));
    }
  }

  if (banks.status === 'loading') return <p role="status">Loading the banks…</p>;
  if (banks.status === 'failed') return <LoadFailure error={banks.error} onRetry={banks.reload} />;
  return (
    <>
      <Banner messages={failure} />
      <Form<AddValues> onSubmit={onSubmit} validate={validate}>
        {({ handleSubmit, submitting }) => (
          <form onSubmit={(e) => void handleSubmit(e)} noValidate aria-label="Add Account">
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

function LinkedAccount({ account, onDelete }: { account: BankAccount; onDelete: () => void }) {
  return (
    <>
      <dl className={styles.figures} aria-label="Your withdrawal account">
        <dt className={styles.term}>Account name</dt>
        <dd className={styles.value}>{account.aName}</dd>
        <dt className={styles.term}>Account number</dt>
        <dd className={styles.value}>{account.number}</dd>
        <dt className={styles.term}>Bank</dt>
        <dd className={styles.value}>{account.bName}</dd>
      </dl>
      <p>
        <button type="button" className={buttons.secondary} onClick={onDelete}>
          Delete Account
        </button>
      </p>
    </>
  );
}

export function WithdrawalAccount() {
  const account = useLoad(getBankAccount);
  const [adding, setAdding] = useState(false);
  const [added, setAdded] = useState(false);
  const removal = useRemoval((target: BankAccount) => deleteBankAccount(target.id));

  return (
    <section aria-labelledby="withdrawal-title">
      <h2 id="withdrawal-title">Withdrawal account</h2>
      <p className={styles.muted}>Withdrawals are paid into this account.</p>
      <Banner messages={removal.failure} />
      {account.status === 'loading' && <p role="status">Loading your account…</p>}
      {account.status === 'failed' && <LoadFailure error={account.error} onRetry={account.reload} />}
      {account.status === 'ready' && account.data && <LinkedAccount account={account.data} onDelete={() => removal.ask(account.data!)} />}
      {account.status === 'ready' && !account.data && !added && (
        <>
          <p>{NO_ACCOUNT}</p>
          {adding ? (
            <AddAccountForm
              onAdded={() => {
                setAdding(false);
                setAdded(true);
              }}
            />
          ) : (
            <button type="button" className={buttons.primary} onClick={() => setAdding(true)}>
              Add Account
            </button>
          )}
        </>
      )}
      {removal.asking && (
        <ConfirmDialog title="Delete Account" question="Do you want to delete your withdrawal account?" busy={removal.busy} onYes={removal.confirm} onNo={removal.cancel} />
      )}
      {added && (
        <TimedOverlay
          title={ACCOUNT_ADDED}
          afterMs={NOTICE_MS}
          onElapsed={() => {
            setAdded(false);
            account.reload();
          }}
        />
      )}
      {removal.removed && (
        <TimedOverlay
          title={ACCOUNT_DELETED}
          afterMs={NOTICE_MS}
          onElapsed={() => {
            removal.done();
            account.reload();
          }}
        />
      )}
    </section>
  );
}
