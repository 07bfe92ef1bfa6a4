// The core plan as the shared payment steps see it: paid by its reference, back to savings after.
import { NAIRA, ProductCode } from '../../api/wire.ts';
import { paths } from '../../paths.ts';
import type { PaymentSubject } from '../../state/payment.ts';
import { planDraft, type CreatedPlan } from '../../state/plan-draft.ts';

export const planSubject = (created: CreatedPlan): PaymentSubject => ({
  transId: created.reference,
  label: 'savings plan',
  product: ProductCode.core,
  amount: created.amount,
  currency: NAIRA,
  // The literal path of the spec: the challenge travels in the pending payment, not in the address.
  otpPath: () => paths.savingsOtp,
  successPath: paths.savings,
  successLabel: 'GO TO SAVINGS',
  onPaid: () => {
    planDraft.value = null;
  },
});
