// Group contributions as the shared payment steps see them: the creator's first one, and a joiner's.
import { NAIRA, ProductCode } from '../../api/wire.ts';
import { paths } from '../../paths.ts';
import { emptyGroupDraft, emptyJoinDraft, groupDraft, joinDraft, type CreatedGroup, type JoinedGroup } from '../../state/group-draft.ts';
import type { PaymentSubject } from '../../state/payment.ts';

const contribution = (transId: string, amount: number, onPaid: () => void): PaymentSubject => ({
  transId,
  label: 'group savings',
  product: ProductCode.core,
  amount,
  currency: NAIRA,
  otpPath: paths.groupOtp,
  // The membership is listed with the core plans, on the savings home.
  successPath: paths.savings,
  successLabel: 'GO TO SAVINGS',
  onPaid,
});

export const createdGroupSubject = (created: CreatedGroup) =>
  contribution(created.transId, created.amount, () => {
    groupDraft.value = emptyGroupDraft();
  });

export const joinedGroupSubject = (joined: JoinedGroup) =>
  contribution(joined.transId, joined.amount, () => {
    joinDraft.value = emptyJoinDraft();
  });
