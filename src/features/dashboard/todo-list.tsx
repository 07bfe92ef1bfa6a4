// The to-do list: each onboarding step shows only while its flag is unmet (spec part 1, section 2).
import { memo, type ReactNode, type Ref } from 'react';
import { Link } from 'wouter';
import type { TodoFlags } from '../../api/dashboard.ts';
import { paths } from '../../paths.ts';
import { visuallyHidden } from '../../styles/global.css.ts';
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

/** The steps in the spec's order: the flag that ends each, and where it leads (a route or an action). */
const steps: { flag: keyof TodoFlags; label: string; href?: string }[] = [
  { flag: 'bvnConfirmed', label: 'Link your BVN' },
  { flag: 'riskProfiled', label: 'Let us help you save better', href: paths.help },
  { flag: 'cardLinked', label: 'Link your card' },
  { flag: 'savingsCreated', label: 'Make your first Core savings', href: paths.savingsCreate },
  { flag: 'withdrawalAccount', label: 'Add withdrawal Account', href: paths.withdrawalAccount },
];

export const TodoList = memo(function TodoList({ load, onLinkBvn, onLinkCard, linkingCard, failure, headingRef }: TodoListProps) {
  const control = (step: (typeof steps)[number]) => {
    if (step.href)
      return (
        <Link href={step.href} className={styles.todoItem}>
          {step.label} <Chevron />
        </Link>
      );
    if (step.flag === 'bvnConfirmed')
      return (
        <button type="button" className={styles.todoItem} onClick={onLinkBvn} aria-haspopup="dialog">
          {step.label} <Chevron />
        </button>
      );
    return (
      <button type="button" className={styles.todoItem} onClick={onLinkCard} disabled={linkingCard}>
        {step.label}
        <span>
          <span aria-hidden="true">{linkingCard ? '…' : '↗'}</span>
          <span className={visuallyHidden}> (opens in a new tab)</span>
        </span>
      </button>
    );
  };

  let body: ReactNode;
  if (load.status === 'loading') {
    body = <p className={styles.placeholder} aria-busy="true">Loading…</p>;
  } else if (load.status === 'failed') {
    body = <p className={styles.placeholder}>{UNAVAILABLE}</p>;
  } else {
    const open = steps.filter((step) => !load.data[step.flag]);
    body = open.length ? (
      <ul className={styles.activityList}>
        {open.map((step) => (
          <li key={step.flag}>{control(step)}</li>
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
});
