// Pay with bank transfer: the customer's virtual account to send the money to, unless the recent activity
// shows the transaction paid already (a wallet or card payment whose answer was lost): then it is over.
import { useEffect, useRef } from 'react';
import { Link } from 'wouter';
import { getVirtualAccount, isPaid } from '../../api/payments.ts';
import { formatMoney } from '../../lib/format.ts';
import type { PaymentSubject } from '../../state/payment.ts';
import { buttons } from '../../styles/buttons.css.ts';
import { useLoad } from '../../ui/use-load.ts';
import { LoadFailure } from '../../ui/load-failure.tsx';
import { NO_VIRTUAL_ACCOUNT, VirtualAccountDetails } from '../../ui/virtual-account.tsx';
import * as styles from './payments.css.ts';
import { paths } from '../../paths.ts';


interface TransferStepProps {
  subject: PaymentSubject;
  onPrevious: () => void;
  onNext: () => void;
  /** The transaction is paid already: the payment is over, with nothing to transfer. */
  onAlreadyPaid: () => void;
}

export function TransferStep({ subject, onPrevious, onNext, onAlreadyPaid }: TransferStepProps) {
  // The check is a safeguard: if the activity cannot be read, the account to transfer to still shows.
  const account = useLoad(() => Promise.all([getVirtualAccount(), isPaid(subject.transId).catch(() => false)]));
  const paid = account.status === 'ready' && account.data[1];
  const ready = account.status === 'ready' && !paid ? account.data[0] : undefined;
  // Once: the payment ends as it would after any other payment, however often this renders meanwhile.
  const ended = useRef(false);
  useEffect(() => {
    if (!paid || ended.current) return;
    ended.current = true;
    onAlreadyPaid();
  }, [paid, onAlreadyPaid]);

  return (
    <section className={styles.step} aria-labelledby="pay-transfer">
      <h3 id="pay-transfer">Pay with bank transfer</h3>
      {account.status === 'loading' && <p role="status">Loading your virtual account…</p>}
      {account.status === 'failed' && <LoadFailure error={account.error} onRetry={account.reload} />}
      {ready === null && (
        <p>
          {NO_VIRTUAL_ACCOUNT} <Link href={paths.myCard}>Find out how to configure it in My Card and Bank Settings</Link>, or{' '}
          <Link href={paths.support}>ask Support to configure it</Link>.
        </p>
      )}
      {ready && (
        <>
          <p className={styles.note}>
            Transfer exactly {formatMoney(subject.amount, subject.currency)} from your bank app to this account, then press NEXT. A different
            amount goes into your Vibe cash wallet instead.
          </p>
          <VirtualAccountDetails account={ready} />
        </>
      )}
      <div className={styles.actions}>
        <button type="button" className={buttons.secondary} onClick={onPrevious}>
          Previous
        </button>
        {ready && (
          <button type="button" className={buttons.primary} onClick={onNext}>
            NEXT
          </button>
        )}
      </div>
    </section>
  );
}
