// The payment steps shared by every flow that creates something to pay for (Stash now; plans,
// purses and groups later): choose a method, then bank transfer, linked card (on to the flow's OTP
// screen) or the myPurse wallet, then the success overlay. Keyed by the subject's transId.
// Each method's step is a part of its own, fetched when the customer picks that method (before NEXT),
// so a breakdown does not load all three (and the card linking, the virtual account's copy button
// and the wallet's balances) for the one the customer uses.
import { useSignals } from '@preact/signals-react/runtime';
import { Suspense, useEffect, useRef, useState } from 'react';
import { Form, FormSpy } from 'react-final-form';
import { required, validator } from '../../lib/rules.ts';
import { choosePaymentMethod, paymentDone, paymentOf, type PaymentMethod, type PaymentSubject } from '../../state/payment.ts';
import { buttons } from '../../styles/buttons.css.ts';
import { ChoiceField } from '../../ui/choice-field.tsx';
import { lazyScreen } from '../../ui/lazy-screen.tsx';
import { PaymentSuccess, type PaidBy } from './payment-success.tsx';
import * as styles from './payments.css.ts';

const TransferStep = lazyScreen(() => import('./transfer-step.tsx').then((m) => ({ default: m.TransferStep })));
const CardStep = lazyScreen(() => import('./card-step.tsx').then((m) => ({ default: m.CardStep })));
const WalletStep = lazyScreen(() => import('./wallet-step.tsx').then((m) => ({ default: m.WalletStep })));
const steps: Record<PaymentMethod, { preload: () => Promise<unknown> }> = { transfer: TransferStep, card: CardStep, wallet: WalletStep };

/** Starts fetching a method's step as soon as it is picked; a failure shows when the step renders. */
const prefetch = (method: PaymentMethod | undefined) => {
  if (method) steps[method].preload().catch(() => undefined);
};

const methods = [
  { value: 'transfer', label: 'Bank transfer', detail: 'Transfer from any bank app to your virtual account' },
  { value: 'card', label: 'Linked card', detail: 'Pay with a debit card you have linked' },
  { value: 'wallet', label: 'myPurse wallet', detail: 'Pay from your Vibe cash balance' },
] as const;

export const CHOOSE_METHOD = 'Choose how you want to pay';

interface MethodValues {
  method?: PaymentMethod;
}

const validateMethod = validator<MethodValues>({ method: [required(CHOOSE_METHOD)] });

/** `chosen`: the method picked before coming back from its step, still picked, so NEXT goes there again. */
function MethodChoice({ onChoose, walletOffered, focusNext, chosen }: { onChoose: (method: PaymentMethod) => void; walletOffered: boolean; focusNext: boolean; chosen?: PaymentMethod }) {
  const choices = walletOffered ? methods : methods.filter((m) => m.value !== 'wallet');
  // Back from a method's step (Cancel, Previous, Escape on the wallet's question), the NEXT that led
  // there is gone with the step: focus goes to this NEXT, not to the top of the page.
  const next = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (focusNext) next.current?.focus();
  }, [focusNext]);
  return (
    <Form<MethodValues> onSubmit={({ method }) => onChoose(method!)} validate={validateMethod} initialValues={{ method: chosen }}>
      {({ handleSubmit }) => (
        <form onSubmit={(e) => void handleSubmit(e)} noValidate className={styles.step}>
          <FormSpy<MethodValues> subscription={{ values: true }} onChange={({ values }) => prefetch(values.method)} />
          <ChoiceField name="method" legend="How do you want to pay?" choices={choices} />
          <div className={styles.actions}>
            <button type="submit" className={buttons.primary} ref={next}>
              NEXT
            </button>
          </div>
        </form>
      )}
    </Form>
  );
}

export default function PaymentSteps({ subject }: { subject: PaymentSubject }) {
  useSignals();
  const [paidBy, setPaidBy] = useState<PaidBy | null>(null);
  // The method whose step the customer came back from: chosen again, with focus on NEXT.
  const [cameBackFrom, setCameBackFrom] = useState<PaymentMethod | null>(null);
  if (paidBy) return <PaymentSuccess subject={subject} paidBy={paidBy} />;

  const choose = (method: PaymentMethod | null) => choosePaymentMethod(subject.transId, method);
  const back = () => {
    setCameBackFrom(paymentOf(subject.transId).method);
    choose(null);
  };
  const finish = (how: PaidBy) => {
    paymentDone(subject.transId);
    subject.onPaid();
    setPaidBy(how);
  };

  return <Suspense fallback={<p role="status">Loading…</p>}>{stepOf(paymentOf(subject.transId).method)}</Suspense>;

  function stepOf(method: PaymentMethod | null | undefined) {
    switch (method) {
      case 'transfer':
        return <TransferStep subject={subject} onPrevious={back} onNext={() => finish('transfer')} onAlreadyPaid={() => finish('already')} />;
      case 'card':
        return <CardStep subject={subject} onCancel={back} onAlreadyPaid={() => finish('already')} />;
      case 'wallet':
        return <WalletStep subject={subject} onCancel={back} onPaid={() => finish('wallet')} onAlreadyPaid={() => finish('already')} />;
      default:
        return <MethodChoice onChoose={choose} walletOffered={!subject.isWallet} focusNext={cameBackFrom !== null} chosen={cameBackFrom ?? undefined} />;
    }
  }
}
