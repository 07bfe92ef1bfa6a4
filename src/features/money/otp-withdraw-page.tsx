// /app/otpwithdraw: the OTP for the withdrawal just started, Resend OTP, and NEXT to confirm it.
// Reached without a pending withdrawal (a finished one, a stale tab) it returns to the withdraw form.
import { useState } from 'react';
import { Link, Redirect } from 'wouter';
import { confirmWithdrawal } from '../../api/money-out.ts';
import { resendWithdrawalOtp } from '../../api/util.ts';
import { formatNaira } from '../../lib/format.ts';
import { paths } from '../../paths.ts';
import { emptyWithdrawal, withdrawalDraft } from '../../state/withdrawal-draft.ts';
import { buttons } from '../../styles/buttons.css.ts';
import { OtpForm } from '../../ui/otp-form.tsx';
import { SuccessOverlay } from '../../ui/success-overlay.tsx';
import { MoneyShell } from './money-shell.tsx';
import * as styles from './money.css.ts';

export const WITHDRAWAL_SUCCESS = 'Withdrawal successful';

export default function OtpWithdrawPage() {
  // Read once: confirming ends the draft, and the success dialog shows over this page.
  const [pending] = useState(() => withdrawalDraft.peek());
  const [done, setDone] = useState(false);
  const challengeId = pending.challengeId;
  if (!challengeId) return <Redirect to={paths.withdraw} replace />;

  async function confirm(token: string) {
    await confirmWithdrawal({ token, transId: challengeId! });
    withdrawalDraft.value = emptyWithdrawal();
    setDone(true);
  }

  return (
    <MoneyShell title="Confirm your withdrawal">
      {done ? (
        <SuccessOverlay
          title={WITHDRAWAL_SUCCESS}
          action={
            <Link href={paths.account} className={buttons.primary}>
              Back to my account
            </Link>
          }
        >
          <p>
            {formatNaira(pending.amount)} is on its way from {pending.accountName} to your bank account.
          </p>
        </SuccessOverlay>
      ) : (
        <div className={styles.panel}>
          <OtpForm
            note={`Enter the OTP sent to your phone to withdraw ${formatNaira(pending.amount)} from ${pending.accountName}.`}
            cancelHref={paths.withdraw}
            onConfirm={confirm}
            onResend={() => resendWithdrawalOtp(challengeId)}
          />
        </div>
      )}
    </MoneyShell>
  );
}
