// The payment steps shared by every flow that creates something to pay for (Stash now; plans,
// purses and groups later): choose a method, then bank transfer, linked card (on to the flow's OTP
// screen) or the myPurse wallet, then the success overlay. Keyed by the subject's transId.
import { useSignals } from '@preact/signals-react/runtime';
import { useState } from 'react';
import { Form } from 'react-final-form';
import { required, validator } from '../../lib/rules.ts';
import { choosePaymentMethod, endPayment, paymentOf, type PaymentMethod, type PaymentSubject } from '../../state/payment.ts';
import { buttons } from '../../styles/buttons.css.ts';
import { ChoiceField } from '../../ui/choice-field.tsx';
import { CardStep } from './card-step.tsx';
import { PaymentSuccess, type PaidBy } from './payment-success.tsx';
import * as styles from './payments.css.ts';
import { TransferStep } from './transfer-step.tsx';
import { WalletStep } from './wallet-step.tsx';

const methods = [
  { value: 'transfer', label: 'Bank transfer', detail: 'Transfer from any bank app to your virtual account' },
  { value: 'card', label: 'Linked card', detail: 'Pay with a debit card you have linked' },
  { value: 'wallet', label: 'myPurse wallet', detail: 'Pay from your Vibe cash balance' },
] as const;

interface MethodValues {
  method: PaymentMethod | '';
}

const validateMethod = validator<MethodValues>({ method: [required('Choose how you want to pay')] });

function MethodChoice({ onChoose }: { onChoose: (method: PaymentMethod) => void }) {
  return (
    <Form<MethodValues> onSubmit={(v) => {
        if (v.method) onChoose(v.method);
      }} validate={validateMethod} initialValues={{ method: '' }}>
      {({ handleSubmit }) => (
        <form onSubmit={(e) => void handleSubmit(e)} noValidate className={styles.step}>
          <ChoiceField name="method" legend="How do you want to pay?" choices={methods} />
          <div className={styles.actions}>
            <button type="submit" className={buttons.primary}>
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
  if (paidBy) return <PaymentSuccess subject={subject} paidBy={paidBy} />;

  const choose = (method: PaymentMethod | null) => choosePaymentMethod(subject.transId, method);
  const finish = (how: PaidBy) => {
    endPayment();
    subject.onPaid();
    setPaidBy(how);
  };

  switch (paymentOf(subject.transId).method) {
    case 'transfer':
      return <TransferStep subject={subject} onPrevious={() => choose(null)} onNext={() => finish('transfer')} />;
    case 'card':
      return <CardStep subject={subject} onCancel={() => choose(null)} />;
    case 'wallet':
      return <WalletStep subject={subject} onCancel={() => choose(null)} onPaid={() => finish('wallet')} />;
    default:
      return <MethodChoice onChoose={choose} />;
  }
}
