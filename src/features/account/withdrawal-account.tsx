// Withdrawal account: the one linked bank account, or the Add Account form (spec part 2, sections 4,
// 5 and 8). Once one exists Add Account is hidden and Delete Account asks yes or no first.
import { Suspense, useState } from 'react';
import { deleteBankAccount } from '../../api/money-out.ts';
import { getBankAccount, type BankAccount } from '../../api/money-out.ts';
import { buttons } from '../../styles/buttons.css.ts';
import { Banner } from '../../ui/banner.tsx';
import { ConfirmDialog } from '../../ui/confirm-dialog.tsx';
import { lazyScreen } from '../../ui/lazy-screen.tsx';
import { LoadFailure } from '../../ui/load-failure.tsx';
import { TimedOverlay } from '../../ui/timed-overlay.tsx';
import { useLoad } from '../../ui/use-load.ts';
import * as styles from './account.css.ts';
import { useRemoval } from './use-removal.ts';

// The form (and the form library) is fetched once the customer asks for it, or shows the intent (a
// pointer over Add Account, or the focus on it): a customer with an account never needs it.
const AddAccountForm = lazyScreen(() => import('./add-account-form.tsx').then((m) => ({ default: m.AddAccountForm })));
const prepareForm = () => void AddAccountForm.preload().catch(() => undefined);

export const ACCOUNT_ADDED = 'Account successfully added';
export const ACCOUNT_DELETED = 'Account successfully deleted';
export const NO_ACCOUNT = 'You have not added a withdrawal account yet.';
export const NOTICE_MS = 2_000;

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
  const removal = useRemoval((target: BankAccount) => deleteBankAccount(target.id), account.refresh);

  return (
    <>
      <p className={styles.muted}>Withdrawals are paid into this account.</p>
      <Banner messages={removal.failure} />
      {account.status === 'loading' && <p role="status">Loading your account…</p>}
      {account.status === 'failed' && <LoadFailure error={account.error} onRetry={account.reload} />}
      {account.status === 'ready' && account.data && <LinkedAccount account={account.data} onDelete={() => removal.ask(account.data!)} />}
      {account.status === 'ready' && !account.data && !added && (
        <>
          <p>{NO_ACCOUNT}</p>
          {adding ? (
            <Suspense fallback={<p role="status">Loading the form…</p>}>
              <AddAccountForm
                onAdded={() => {
                  setAdding(false);
                  setAdded(true);
                }}
                onFailed={account.refresh}
              />
            </Suspense>
          ) : (
            <button type="button" className={buttons.primary} onClick={() => setAdding(true)} onPointerEnter={prepareForm} onFocus={prepareForm}>
              Add Account
            </button>
          )}
        </>
      )}
      {removal.asking && (
        <ConfirmDialog title="Delete Account" onYes={removal.confirm} onNo={removal.cancel} focus="yes">
          <p>Do you want to delete your withdrawal account?</p>
        </ConfirmDialog>
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
    </>
  );
}
