// My Debit Cards: the linked cards, each removable after a yes/no question ('Debit Card deleted!' for
// 2 s, then the list updates), and Link a card through the card provider's page.
import { deleteCard } from '../../api/account.ts';
import { getCards, type Card } from '../../api/payments.ts';
import { maskCard } from '../../lib/format.ts';
import { buttons } from '../../styles/buttons.css.ts';
import { Banner } from '../../ui/banner.tsx';
import { ConfirmDialog } from '../../ui/confirm-dialog.tsx';
import { LoadFailure } from '../../ui/load-failure.tsx';
import { TimedOverlay } from '../../ui/timed-overlay.tsx';
import { useCardLinking, useOnReturn } from '../../ui/use-card-linking.ts';
import { useLoad } from '../../ui/use-load.ts';
import * as styles from './account.css.ts';
import { useRemoval } from './use-removal.ts';

export const CARD_DELETED = 'Debit Card deleted!';
export const NO_CARDS = 'You have not linked a card yet.';
export const CARD_NOTICE_MS = 2_000;

const expiry = (card: Card) => (card.expMnt && card.expYr ? `Expires ${card.expMnt}/${card.expYr.slice(-2)}` : '');

export function LinkCardButton({ onReturn }: { onReturn: () => void }) {
  const linking = useCardLinking();
  useOnReturn(onReturn);
  return (
    <>
      <Banner messages={linking.failure} />
      <button type="button" className={buttons.primary} onClick={() => void linking.start()} disabled={linking.linking}>
        {linking.linking ? 'Opening…' : 'Link a card (opens in a new tab)'}
      </button>
    </>
  );
}

export function DebitCards() {
  const cards = useLoad(getCards);
  const removal = useRemoval((card: Card) => deleteCard(card.id), cards.refresh);
  return (
    <>
      <Banner messages={removal.failure} />
      {cards.status === 'loading' && <p role="status">Loading your cards…</p>}
      {cards.status === 'failed' && <LoadFailure error={cards.error} onRetry={cards.reload} />}
      {cards.status === 'ready' && cards.data.length === 0 && <p className={styles.muted}>{NO_CARDS}</p>}
      {cards.status === 'ready' && cards.data.length > 0 && (
        <ul className={styles.list} aria-label="Linked cards">
          {cards.data.map((card) => (
            <li key={card.id} className={styles.item}>
              <span>
                <strong>{card.type?.toUpperCase() ?? 'CARD'}</strong> {maskCard(card.bin, card.pan)} <span className={styles.muted}>{expiry(card)}</span>
              </span>
              <button type="button" className={buttons.secondary} onClick={() => removal.ask(card)} aria-label={`Delete the card ending ${card.pan}`}>
                Delete
              </button>
            </li>
          ))}
        </ul>
      )}
      <p>
        <LinkCardButton onReturn={cards.refresh} />
      </p>
      {removal.asking && (
        <ConfirmDialog title="Delete card" onYes={removal.confirm} onNo={removal.cancel} focus="yes">
          <p>{`Do you want to delete the card ending ${removal.asking.pan}?`}</p>
        </ConfirmDialog>
      )}
      {removal.removed && (
        <TimedOverlay
          title={CARD_DELETED}
          afterMs={CARD_NOTICE_MS}
          onElapsed={() => {
            removal.done();
            cards.refresh();
          }}
        />
      )}
    </>
  );
}
