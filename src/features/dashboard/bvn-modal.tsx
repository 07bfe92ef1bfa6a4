// The BVN modal (spec part 1, sections 2 and 4): BVN -> OTP sent to the phone or e-mail linked to it ->
// 'Your BVN has been saved' for 1.5 s. A submitted BVN is a draft, so a reload resumes at the OTP step.
import { useEffect, useState } from 'react';
import { Form } from 'react-final-form';
import { nullable, object, string } from 'superstruct';
import { BVN_PATTERN, confirmBvn, resendBvnOtp, submitBvn } from '../../api/identity.ts';
import { maskBvn } from '../../lib/mask-bvn.ts';
import { required, validator, type Rule } from '../../lib/rules.ts';
import { createDraft } from '../../state/drafts.ts';
import { buttons } from '../../styles/buttons.css.ts';
import { Banner } from '../../ui/banner.tsx';
import { messagesFor } from '../../ui/error-text.ts';
import { stayInField } from '../../ui/stay-in-field.ts';
import { Modal, useModalClose } from '../../ui/modal.tsx';
import { ResendButton } from '../../ui/resend-button.tsx';
import { TextField } from '../../ui/text-field.tsx';
import * as styles from './bvn-modal.css.ts';

export const BVN_SAVED = 'Your BVN has been saved';
export const BVN_SAVED_MS = 1_500;
export const BVN_LENGTH_MESSAGE = 'BVN must be 10 or 11 digits';
/** The dialog's accessible name spells the abbreviation out, so the field is the one thing labelled 'BVN'. */
export const DIALOG_NAME = 'Link your Bank Verification Number';

/** The BVN awaiting its OTP; cleared when it is confirmed, when another BVN is chosen, and at logout. */
const pending = createDraft<{ bvn: string } | null>('bvn', null, nullable(object({ bvn: string() })));

const digits =
  (message: string): Rule =>
  (value) =>
    typeof value === 'string' && value.trim() !== '' && !BVN_PATTERN.test(value.trim()) ? message : undefined;

const validateBvn = validator<{ bvn: string }>({ bvn: [required('BVN is required'), digits(BVN_LENGTH_MESSAGE)] });
const validateOtp = validator<{ otp: string }>({ otp: [required('OTP is required')] });

interface BvnModalProps {
  /** Closed without a confirmed BVN ("I'll do this later", Close, Escape). */
  onClose: () => void;
  /** The BVN is confirmed and the success popup has been shown (or closed early). */
  onVerified: () => void;
  fallbackFocus?: () => HTMLElement | null;
}

export default function BvnModal({ onClose, onVerified, fallbackFocus }: BvnModalProps) {
  const [saved, setSaved] = useState(false);
  const [bvn, setBvn] = useState(() => pending.peek()?.bvn ?? null);

  useEffect(() => {
    if (!saved) return undefined;
    const timer = setTimeout(onVerified, BVN_SAVED_MS);
    return () => clearTimeout(timer);
  }, [saved, onVerified]);

  const choose = (next: string | null) => {
    pending.value = next ? { bvn: next } : null;
    setBvn(next);
  };

  return (
    <Modal title="Link your BVN" label={DIALOG_NAME} onClose={saved ? onVerified : onClose} fallbackFocus={fallbackFocus}>
      {saved ? (
        <div className={styles.saved}>
          <span className={styles.tick} aria-hidden="true">
            ✓
          </span>
          <p role="status" className={styles.savedText}>
            {BVN_SAVED}
          </p>
        </div>
      ) : bvn ? (
        <OtpStep
          bvn={bvn}
          onChangeBvn={() => choose(null)}
          onConfirmed={() => {
            pending.value = null;
            setSaved(true);
          }}
        />
      ) : (
        <BvnStep onSubmitted={choose} onLater={onClose} />
      )}
    </Modal>
  );
}

function BvnStep({ onSubmitted, onLater }: { onSubmitted: (bvn: string) => void; onLater: () => void }) {
  // 'I'll do this later' closes like Close: with the modal's transition.
  const close = useModalClose() ?? onLater;
  const [failure, setFailure] = useState<string[]>([]);

  async function onSubmit(values: { bvn: string }) {
    setFailure([]);
    const bvn = values.bvn.trim();
    try {
      await submitBvn(bvn);
      onSubmitted(bvn);
    } catch (error) {
      setFailure(messagesFor(error));
    }
  }

  return (
    <>
      <p className={styles.lead}>Enter your Bank Verification Number (BVN). Dial *565*0# on the phone number registered with your bank to get it.</p>
      <details className={styles.why}>
        <summary className={styles.whySummary} onMouseDown={stayInField}>
          Why we need your BVN
        </summary>
        <p>
          Your BVN lets us confirm that you are who you say you are, as the Central Bank of Nigeria requires of every savings provider (KYC). It gives us no
          access to your bank accounts or your money. We send a one-time code to the phone number linked to your BVN, or to its e-mail address if the phone is
          not available.
        </p>
      </details>
      <Banner messages={failure} />
      <Form<{ bvn: string }> onSubmit={onSubmit} validate={validateBvn}>
        {({ handleSubmit, submitting }) => (
          <form onSubmit={(e) => void handleSubmit(e)} noValidate>
            <TextField name="bvn" label="BVN" inputMode="numeric" autoComplete="off" maxLength={11} autoFocus data-autofocus="" />
            <div className={styles.actions}>
              <button type="submit" className={buttons.block} disabled={submitting}>
                {submitting ? 'Sending…' : 'CONTINUE'}
              </button>
              <button type="button" className={buttons.ghostBlock} onClick={close}>
                I'll do this later
              </button>
            </div>
          </form>
        )}
      </Form>
    </>
  );
}

function OtpStep({ bvn, onConfirmed, onChangeBvn }: { bvn: string; onConfirmed: () => void; onChangeBvn: () => void }) {
  const [notice, setNotice] = useState<{ tone: 'critical' | 'positive'; messages: string[] }>({ tone: 'critical', messages: [] });

  async function onSubmit(values: { otp: string }) {
    setNotice({ tone: 'critical', messages: [] });
    try {
      await confirmBvn(bvn, values.otp.trim());
      onConfirmed();
    } catch (error) {
      setNotice({ tone: 'critical', messages: messagesFor(error) });
    }
  }

  async function resend() {
    setNotice({ tone: 'critical', messages: [] });
    try {
      await resendBvnOtp(bvn);
      setNotice({ tone: 'positive', messages: ['A new OTP has been sent.'] });
    } catch (error) {
      setNotice({ tone: 'critical', messages: messagesFor(error) });
    }
  }

  return (
    <>
      <p className={styles.lead}>
        Enter the OTP sent to the phone or e-mail linked to your BVN <span className={styles.masked}>{maskBvn(bvn)}</span>.
      </p>
      <Banner messages={notice.messages} tone={notice.tone} />
      <Form<{ otp: string }> onSubmit={onSubmit} validate={validateOtp}>
        {({ handleSubmit, submitting }) => (
          <form onSubmit={(e) => void handleSubmit(e)} noValidate>
            <TextField name="otp" label="OTP" inputMode="numeric" autoComplete="one-time-code" maxLength={8} autoFocus data-autofocus="" />
            <div className={styles.actions}>
              <button type="submit" className={buttons.block} disabled={submitting}>
                {submitting ? 'Confirming…' : 'CONFIRM'}
              </button>
              <div className={styles.secondaryRow}>
                <ResendButton onResend={resend} disabled={submitting} />
                <button type="button" className={buttons.ghost} onClick={onChangeBvn} disabled={submitting}>
                  Use a different BVN
                </button>
              </div>
            </div>
          </form>
        )}
      </Form>
    </>
  );
}
