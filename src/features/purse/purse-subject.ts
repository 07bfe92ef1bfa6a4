// The purse flows as the shared payment steps see them: a new purse paid by its myPurseRef, a top-up
// paid by its fundPurseRef; both back to the savings home after.
import { isWalletName } from '../../api/purses.ts';
import { ProductCode } from '../../api/wire.ts';
import { paths } from '../../paths.ts';
import type { PaymentSubject } from '../../state/payment.ts';
import { emptyFundPurseDraft, emptyPurseDraft, fundPurseDraft, purseDraft, type CreatedPurse, type PurseTopUp } from '../../state/purse-draft.ts';

const common = { product: ProductCode.purse, currency: '1', successPath: paths.savings, successLabel: 'GO TO SAVINGS' } as const;

export const purseSubject = (created: CreatedPurse): PaymentSubject => ({
  ...common,
  transId: created.reference,
  label: `${created.request.name} purse`,
  amount: created.request.amount,
  otpPath: paths.purseOtp,
  onPaid: () => {
    purseDraft.value = emptyPurseDraft();
  },
});

export function topUpSubject(topUp: PurseTopUp): PaymentSubject {
  const isWallet = isWalletName(topUp.accountName);
  const purse = `Your ${topUp.accountName} ${isWallet ? 'wallet' : 'purse'}`;
  return {
    ...common,
    transId: topUp.reference,
    label: `${topUp.accountName} top-up`,
    amount: topUp.amount,
    isWallet,
    done: `${purse} has been topped up.`,
    afterTransfer: (amount) => `${purse} is topped up as soon as your transfer of ${amount} arrives in your virtual account.`,
    otpPath: paths.fundPurseOtp,
    onPaid: () => {
      fundPurseDraft.value = emptyFundPurseDraft();
    },
  };
}
