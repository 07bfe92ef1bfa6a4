// /app/otpwithdraw: the OTP for the withdrawal just started, Resend OTP, and NEXT to confirm it.
// Reached without a pending withdrawal (a finished one, a stale tab) it returns to the withdraw form.
import { useState } from 'react';
import { Form } from 'react-final-form';
import { Link, Redirect } from 'wouter';
import { confirmWithdrawal, resendWithdrawalOtp } from '../../api/money-out.ts';
import { formatNaira } from '../../lib/format.ts';
import { required, validator } from '../../lib/rules.ts';
import { paths } from '../../paths.ts';
import { emptyWithdrawal, withdrawalDraft } from '../../state/money-draft.ts';
import { button } from '../../styles/recipes.css.ts';
import { Banner } from '../../ui/banner.tsx';
import { messagesFor } from '../../ui/error-text.ts';
import { SuccessOverlay } from '../../ui/success-overlay.tsx';
import { TextField } from '../../ui/text-field.tsx';
import { useBusy } from '../../ui/use-busy.ts';
import * as styles from './money.css.ts';

export const OTP_RESENT = 'A new OTP has been sent to you.';
export const WITHDRAWAL_SUCCESS = 'Withdrawal successful';

interface OtpValues {
  token: string;
}
const validate = validator<OtpValues>({ token: [required('OTP is required')] });

export default function OtpWithdrawPage() {
  // Read once: confirming ends the draft, and the success dialog shows over this page.
  const [pending] = useState(() => withdrawalDraft.peek());
  const [done, setDone] = useState(false);
  const [failure, setFailure] = useState<string[]>([]);
  const [notice, setNotice] = useState<string[]>([]);
  const [resending, run] = useBusy();
  const challengeId = pending.challengeId;
  if (!challengeId) return <Redirect to={paths.app.withdraw} replace />;

  async function onSubmit({ token }: OtpValues) {
    setFailure([]);
    setNotice([]);
    try {
      await confirmWithdrawal({ token: token.trim(), transId: challengeId! });
      withdrawalDraft.value = emptyWithdrawal();
      setDone(true);
    } catch (error) {
      setFailure(messagesFor(error));
    }
  }

  const resend = () =>
    run(async () => {
      setFailure([]);
      setNotice([]);
      try {
        await resendWithdrawalOtp(challengeId);
        setNotice([OTP_RESENT]);
      } catch (error) {
        setFailure(messagesFor(error));
      }
    });

  return (
    <div className={styles.page}>
      <h1>Confirm your withdrawal</h1>
      <div className={styles.panel}>
        <Form<OtpValues> onSubmit={onSubmit} validate={validate}>
          {({ handleSubmit, submitting }) => (
            <form onSubmit={(e) => void handleSubmit(e)} noValidate className={styles.form}>
              <Banner messages={failure} />
              <Banner messages={notice} tone="positive" />
              <p className={styles.muted}>
                Enter the OTP sent to your phone to withdraw {formatNaira(pending.amount)} from {pending.accountName}.
              </p>
              <TextField name="token" label="OTP" inputMode="numeric" autoComplete="one-time-code" />
              <div className={styles.actions}>
                <Link href={paths.app.withdraw} className={button({ tone: 'secondary' })}>
                  Cancel
                </Link>
                <button type="button" className={button({ tone: 'ghost' })} onClick={() => void resend()} disabled={resending}>
                  {resending ? 'Sending…' : 'Resend OTP'}
                </button>
                <button type="submit" className={button()} disabled={submitting}>
                  {submitting ? 'Confirming…' : 'NEXT'}
                </button>
              </div>
            </form>
          )}
        </Form>
      </div>
      {done && (
        <SuccessOverlay
          title={WITHDRAWAL_SUCCESS}
          action={
            <Link href={paths.app.account} className={button()}>
              Back to my account
            </Link>
          }
        >
          <p>
            {formatNaira(pending.amount)} is on its way from {pending.accountName} to your bank account.
          </p>
        </SuccessOverlay>
      )}
    </div>
  );
}
