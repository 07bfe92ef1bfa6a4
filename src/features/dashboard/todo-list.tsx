// The to-do list: each onboarding step shows only while its flag is unmet (spec part 1, section 2).
import type { ReactNode, Ref } from 'react';
import { Link } from 'wouter';
import type { TodoFlags } from '../../api/user.ts';
import { paths } from '../../paths.ts';
import { Banner } from '../../ui/banner.tsx';
import type { Load } from '../../ui/use-load.ts';
import * as styles from './dashboard.css.ts';
import { UNAVAILABLE } from './recent-activities.tsx';
import { Section } from './section.tsx';

export const ALL_DONE = 'All done: your account is fully set up.';

interface TodoListProps {
  load: Load<TodoFlags>;
  onLinkBvn: () => void;
  onLinkCard: () => void;
  linkingCard: boolean;
  /** What went wrong starting a step (the card provider's address, the BVN modal's code). */
  failure: string[];
  headingRef?: Ref<HTMLHeadingElement>;
}

const Chevron = () => <span aria-hidden="true">›</span>;

export function TodoList({ load, onLinkBvn, onLinkCard, linkingCard, failure, headingRef }: TodoListProps) {
  let body: ReactNode;
  if (load.status === 'loading') {
    body = <p className={styles.placeholder} aria-busy="true">Loading…</p>;
  } else if (load.status === 'failed') {
    body = <p className={styles.placeholder}>{UNAVAILABLE}</p>;
  } else {
    const flags = load.data;
    const items: { key: string; node: ReactNode }[] = [];
    if (!flags.bvnConfirmed)
      items.push({
        key: 'bvn',
        node: (
          <button type="button" className={styles.todoItem} onClick={onLinkBvn} aria-haspopup="dialog">
            Link your BVN <Chevron />
          </button>
        ),
      });
    if (!flags.riskProfiled)
      items.push({
        key: 'risk',
        node: (
          <Link href={paths.app.help} className={styles.todoItem}>
            Let us help you save better <Chevron />
          </Link>
        ),
      });
    if (!flags.cardLinked)
      items.push({
        key: 'card',
        node: (
          <button type="button" className={styles.todoItem} onClick={onLinkCard} disabled={linkingCard}>
            Link your card
            <span>
              <span aria-hidden="true">{linkingCard ? '…' : '↗'}</span>
              <span className={styles.visuallyHidden}> (opens in a new tab)</span>
            </span>
          </button>
        ),
      });
    if (!flags.savingsCreated)
      items.push({
        key: 'savings',
        node: (
          <Link href={paths.app.savingsCreate} className={styles.todoItem}>
            Make your first Core savings <Chevron />
          </Link>
        ),
      });
    if (!flags.withdrawalAccount)
      items.push({
        key: 'withdrawal',
        node: (
          <Link href={paths.app.withdrawalAccount} className={styles.todoItem}>
            Add withdrawal Account <Chevron />
          </Link>
        ),
      });
    body = items.length ? (
      <ul className={styles.activityList}>
        {items.map((item) => (
          <li key={item.key}>{item.node}</li>
        ))}
      </ul>
    ) : (
      <p className={styles.placeholder}>{ALL_DONE}</p>
    );
  }
  return (
    <Section title="To-Do list" headingRef={headingRef}>
      <Banner messages={failure} />
      <div className={`${styles.panel} ${styles.todo}`}>{body}</div>
    </Section>
  );
}
