// A grid of marketing cards: icon, title and a sentence each.
import type { MarketingCard } from './content/types.ts';
import { Icon } from './icons.tsx';
import * as styles from './marketing.css.ts';

export function CardGrid({ cards }: { cards: readonly MarketingCard[] }) {
  return (
    <ul className={styles.cards}>
      {cards.map((card) => (
        <li key={card.id} className={styles.card}>
          <span className={styles.icon}>
            <Icon name={card.icon} />
          </span>
          <h3 className={styles.cardTitle}>{card.title}</h3>
          <p className={styles.cardText}>{card.description}</p>
        </li>
      ))}
    </ul>
  );
}
