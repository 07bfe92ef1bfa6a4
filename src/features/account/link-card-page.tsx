// /app/account/linkcard: the card provider's flow, started from here as from the dashboard's to-do item.
import { Link } from 'wouter';
import * as styles from './account.css.ts';
import { LinkCardButton } from './debit-cards.tsx';
import { paths } from '../../paths.ts';

export default function LinkCardPage() {
  return (
    <div className={`${styles.page} ${styles.narrow}`}>
      <h1>Link a card</h1>
      <div className={styles.panel}>
        <p className={styles.lead}>Our card partner's secure page opens in a new tab. Link your debit card there, then come back here.</p>
        <LinkCardButton onReturn={() => undefined} />
        <p>
          <Link href={`${paths.myCard}#pills-debitCards`}>See my cards</Link>
        </p>
      </div>
    </div>
  );
}
