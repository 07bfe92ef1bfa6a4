// The Stash as the shared payment steps see it: paid by its reference, back to the dashboard after.
import { ProductCode } from '../../api/wire.ts';
import { paths } from '../../paths.ts';
import type { PaymentSubject } from '../../state/payment.ts';
import { emptyStashDraft, stashDraft, type CreatedStash } from '../../state/stash-draft.ts';

export const stashSubject = (created: CreatedStash): PaymentSubject => ({
  transId: created.reference,
  label: 'Stash',
  product: ProductCode.stash,
  amount: created.amount,
  currency: created.ccyCode,
  otpPath: paths.stashOtp,
  successPath: paths.dashboard,
  successLabel: 'GO TO DASHBOARD',
  onPaid: () => {
    stashDraft.value = emptyStashDraft();
  },
});
