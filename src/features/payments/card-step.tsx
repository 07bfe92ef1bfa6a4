// Pay with a linked card: pick one of the customer's cards; NEXT starts the payment and moves on
// to the flow's OTP screen with the challenge id the server sent.
import { useState } from 'react';
import { Form } from 'react-final-form';
import { useLocation } from 'wouter';
import { getCards, isAlreadyPaid, startCardPayment } from '../../api/payments.ts';
import { maskCard } from '../../lib/format.ts';
import { required, validator } from '../../lib/rules.ts';
import { holdChallenge, type PaymentSubject } from '../../state/payment.ts';
import { buttons } from '../../styles/buttons.css.ts';
import { visuallyHidden } from '../../styles/global.css.ts';
import { Banner } from '../../ui/banner.tsx';
import { ChoiceField } from '../../ui/choice-field.tsx';
import { useCardLinking, useOnReturn } from '../../ui/use-card-linking.ts';
import { messagesFor } from '../../ui/error-text.ts';
import { LoadFailure } from '../../ui/load-failure.tsx';
import { useLoad } from '../../ui/use-load.ts';
import * as styles from './payments.css.ts';

export const NO_CARDS = 'No cards registered';
export const CHOOSE_CARD = 'Choose a card';

interface CardValues {
  cardId: string;
}

const validateCard = validator<CardValues>({ cardId: [required(CHOOSE_CARD)] });

interface CardStepProps {
  subject: PaymentSubject;
  onCancel: () => void;
  /** The server says the transaction is already paid (an earlier attempt went through): the payment is over. */
  onAlreadyPaid: () => void;
}

export function CardStep({ subject, onCancel, onAlreadyPaid }: CardStepProps) {
  const [, navigate] = useLocation();
  const cards = useLoad(getCards);
  const linking = useCardLinking();
  // A card linked in the provider's tab shows here when the customer comes back: the payment
  // carries on where it was, its draft untouched.
  useOnReturn(cards.refresh);
  const [failure, setFailure] = useState<string[]>([]);
  const list = cards.status === 'ready' ? cards.data : null;

  async function onSubmit({ cardId }: CardValues) {
    setFailure([]);
    try {
      const challengeId = await startCardPayment(cardId, subject.transId);
      holdChallenge(subject.transId, challengeId);
      navigate(subject.otpPath(challengeId));
    } catch (error) {
      if (isAlreadyPaid(error)) onAlreadyPaid();
      else setFailure(messagesFor(error));
    }
  }

  const cancel = (
    <button type="button" className={buttons.secondary} onClick={onCancel}>
      Cancel
    </button>
  );
  // The spec's payment screen lets a customer add a card (part 2, section 2): the first, or another.
  const link = (label: string) => (
    <>
      <Banner messages={linking.failure} />
      <button type="button" className={buttons.secondary} onClick={() => void linking.start()} disabled={linking.linking}>
        {label}
        <span className={visuallyHidden}> (opens in a new tab)</span>
        <span aria-hidden="true">{linking.linking ? ' …' : ' ↗'}</span>
      </button>
    </>
  );

  return (
    <section className={styles.step} aria-labelledby="pay-card">
      <h3 id="pay-card">Pay with a linked card</h3>
      {cards.status === 'loading' && <p role="status">Loading your cards…</p>}
      {cards.status === 'failed' && <LoadFailure error={cards.error} onRetry={cards.reload} />}
      {list?.length === 0 && (
        <>
          <p>{NO_CARDS}. Link one with our card provider, then come back to this tab to pay with it.</p>
          {link('Link a card')}
        </>
      )}
      {list && list.length > 0 ? (
        // The first card is chosen until the customer picks another; a card linked meanwhile joins the
        // list without undoing that pick (keepDirtyOnReinitialize).
        <Form<CardValues> onSubmit={onSubmit} validate={validateCard} initialValues={{ cardId: list[0]!.id }} keepDirtyOnReinitialize>
          {({ handleSubmit, submitting }) => (
            <form onSubmit={(e) => void handleSubmit(e)} noValidate>
              <Banner messages={failure} />
              <ChoiceField
                name="cardId"
                legend={CHOOSE_CARD}
                choices={list.map((c) => ({ value: c.id, label: maskCard(c.bin, c.pan), detail: c.type?.toUpperCase() }))}
              />
              {link('Link another card')}
              <div className={styles.actions}>
                {cancel}
                <button type="submit" className={buttons.primary} disabled={submitting}>
                  {submitting ? 'Sending OTP…' : 'NEXT'}
                </button>
              </div>
            </form>
          )}
        </Form>
      ) : (
        <div className={styles.actions}>{cancel}</div>
      )}
    </section>
  );
}
