// The payment in progress, whatever it pays for (Stash now; plans, purses and groups later). It is
// keyed by the transaction reference of the thing being paid (`transId`), so a retry or a reload
// pays the same thing again and never a second one.
import { signal } from '@preact/signals-react';
import { enums, type Infer, nullable, object, string } from 'superstruct';
import type { ProductCode } from '../api/wire.ts';
import { OtpOperation } from '../api/util.ts';
import { createDraft } from './drafts.ts';

export const PaymentMethod = enums(['transfer', 'card', 'wallet']);
export type PaymentMethod = Infer<typeof PaymentMethod>;

export const PendingPayment = object({
  transId: string(),
  /** The method step the customer is on; null while choosing. */
  method: nullable(PaymentMethod),
  /** Set once a card payment has started: the OTP challenge the confirmation names. */
  challengeId: nullable(string()),
});
export type PendingPayment = Infer<typeof PendingPayment>;

/** What the payment steps need to know about the thing being paid for; built by each flow. */
export interface PaymentSubject {
  transId: string;
  /** What is being paid for, as the customer calls it ('Stash'). */
  label: string;
  product: ProductCode;
  amount: number;
  currency: string;
  /** The wallet itself is paid into (a Vibe cash top-up): it cannot pay for itself, so it is not offered. */
  isWallet?: boolean;
  /** The flow's own OTP screen for a card challenge. */
  otpPath: (challengeId: string) => string;
  /** Where the success overlay sends the customer, and what its link says. */
  successPath: string;
  successLabel: string;
  /** What the success overlay says the payment did, when not "Your {label} is now active." (a top-up). */
  done?: string;
  /** What it says a noted bank transfer of `amount` will do, when not "Your {label} starts as soon as …". */
  afterTransfer?: (amount: string) => string;
  /** Called once the payment went through (or the transfer details were taken): ends the flow's draft. */
  onPaid: () => void;
}

/**
 * True while a wallet payment's request is on its way (the call that moves the money at once). The
 * page's ways out wait for its answer (ui/payment-guard.tsx): the answer then finds its page, and a
 * customer who leaves cannot come back to a form that no longer knows it paid.
 */
export const paymentInFlight = signal(false);

export const pendingPayment = createDraft<PendingPayment | null>('payment', null, nullable(PendingPayment));

/** The pending payment of `transId`; a different reference starts afresh. */
export function paymentOf(transId: string): PendingPayment {
  const current = pendingPayment.value;
  return current?.transId === transId ? current : { transId, method: null, challengeId: null };
}

export function choosePaymentMethod(transId: string, method: PaymentMethod | null) {
  pendingPayment.value = { ...paymentOf(transId), method, challengeId: null };
}

export function holdChallenge(transId: string, challengeId: string) {
  pendingPayment.value = { ...paymentOf(transId), method: 'card', challengeId };
}

export function endPayment() {
  pendingPayment.value = null;
}

/**
 * The transaction paid last in this tab. Its page keeps the breakdown and the success panel in view, but
 * no longer offers its ways back (change the details, Don't Proceed): what is paid cannot be changed or
 * abandoned there (ui/payment-guard.tsx).
 */
export const paidTransId = signal<string | null>(null);

/** The payment of `transId` went through (or had already): it is no longer pending, and it is paid. */
export function paymentDone(transId: string) {
  endPayment();
  paidTransId.value = transId;
}

/** The resend operation for a payment OTP: 4 when a transaction is being paid, otherwise 5 (spec part 2, section 4). */
export const paymentOtpOperation = (transId: string | null | undefined) =>
  transId ? OtpOperation.paymentWithTransId : OtpOperation.paymentWithoutTransId;
