// /app/groupsavings: create a private or a public group, join a savings challenge, or join a private group by code.
import { Suspense, useState } from 'react';
import { lazyScreen } from '../../ui/lazy-screen.tsx';
import { Link } from 'wouter';
import { paths } from '../../paths.ts';
import { buttons } from '../../styles/buttons.css.ts';
import * as styles from './groups.css.ts';

// The modal carries the form library: loaded when it is opened, not on the hub's first paint.
const JoinCodeModal = lazyScreen(() => import('./join-code-modal.tsx').then((m) => ({ default: m.JoinCodeModal })));

const links = [
  { title: 'Create a private group', text: 'Save towards a goal with people you invite by a code.', href: paths.groupSavings1('private'), action: 'Create a private group' },
  { title: 'Create a public group', text: 'Start a savings challenge anyone can join.', href: paths.groupSavings1('public'), action: 'Create a public group' },
  { title: 'Join a savings challenge', text: 'Pick a public group and save along with it.', href: paths.publicGroup, action: 'Join a savings challenge' },
];

export default function GroupHubPage() {
  const [joining, setJoining] = useState(false);
  return (
    <div className={styles.page}>
      <h1>Group savings</h1>
      <p className={styles.lead}>Save together towards a shared target, at 10% per annum.</p>
      <ul className={styles.options}>
        {links.map((link) => (
          <li key={link.href} className={styles.option}>
            <h2 className={styles.optionTitle}>{link.title}</h2>
            <p className={styles.lead}>{link.text}</p>
            <Link href={link.href} className={buttons.secondary}>
              {link.action}
            </Link>
          </li>
        ))}
        <li className={styles.option}>
          <h2 className={styles.optionTitle}>Join a private group</h2>
          <p className={styles.lead}>Have a code from a friend? Enter it to join their group.</p>
          <button type="button" className={buttons.secondary} onClick={() => setJoining(true)}>
            Join a private group with a code
          </button>
        </li>
      </ul>
      {joining && (
        <Suspense fallback={<p role="status">Loading…</p>}>
          <JoinCodeModal onClose={() => setJoining(false)} />
        </Suspense>
      )}
    </div>
  );
}
