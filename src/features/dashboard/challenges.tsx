// 'Join a savings challenge': public groups in a swipeable, scroll-snapping row with Previous/Next buttons.
// Each card links to the join screen and hands it the group in the history state.
import { memo, useEffect, useId, useRef, useState } from 'react';
import { Link } from 'wouter';
import type { PublicGroup } from '../../api/groups.ts';
import { formatDate, formatMoney } from '../../lib/format.ts';
import { frequencyName } from '../../lib/frequency.ts';
import { buttons } from '../../styles/buttons.css.ts';
import type { Load } from '../../ui/use-load.ts';
import * as styles from './dashboard.css.ts';
import { UNAVAILABLE } from './recent-activities.tsx';
import { Section } from './section.tsx';
import { paths } from '../../paths.ts';

export const NO_CHALLENGES = 'No Accounts';


function ChallengeCard({ group }: { group: PublicGroup }) {
  const ccy = group.currency?.code ?? '1';
  return (
    // Focus reaching a card brings the whole card into the strip, not just the link's edge.
    <li className={styles.challenge} onFocus={(event) => event.currentTarget.scrollIntoView({ block: 'nearest', inline: 'start' })}>
      <h3 className={styles.challengeName}>{group.name}</h3>
      <dl className={styles.challengeFacts}>
        <dt className={styles.factLabel}>Target</dt>
        <dd className={styles.factValue}>{formatMoney(group.target, ccy)}</dd>
        <dt className={styles.factLabel}>Contribution</dt>
        <dd className={styles.factValue}>{formatMoney(group.contribution, ccy)}</dd>
        <dt className={styles.factLabel}>Frequency</dt>
        <dd className={styles.factValue}>{frequencyName(group.frequency)}</dd>
        <dt className={styles.factLabel}>Starts</dt>
        <dd className={styles.factValue}>{formatDate(group.startDate)}</dd>
      </dl>
      <Link href={paths.joinGroup1(group.id)} state={{ group }} className={`${buttons.secondaryBlock} ${styles.challengeLink}`} aria-label={`Join ${group.name}`}>
        Join
      </Link>
    </li>
  );
}

export const Challenges = memo(function Challenges({ load }: { load: Load<PublicGroup[]> }) {
  const listId = useId();
  const list = useRef<HTMLUListElement>(null);
  const [edges, setEdges] = useState({ start: true, end: true });
  const groups = load.status === 'ready' ? load.data : [];

  const previous = useRef<HTMLButtonElement>(null);
  const next = useRef<HTMLButtonElement>(null);
  const measure = () => {
    const el = list.current;
    if (!el) return setEdges({ start: true, end: true });
    const now = { start: el.scrollLeft <= 1, end: el.scrollLeft + el.clientWidth >= el.scrollWidth - 1 };
    // At an end its button is disabled, which would drop focus to the page: focus passes to the other,
    // once that one is enabled.
    if (now.end && !now.start && document.activeElement === next.current) handOff.current = previous.current;
    if (now.start && !now.end && document.activeElement === previous.current) handOff.current = next.current;
    setEdges(now);
  };
  const handOff = useRef<HTMLButtonElement | null>(null);
  useEffect(() => {
    handOff.current?.focus();
    handOff.current = null;
  }, [edges]);
  useEffect(() => {
    measure();
    window.addEventListener('resize', measure);
    return () => window.removeEventListener('resize', measure);
  }, [groups.length]);

  /** Moves by one card, so a keyboard or mouse user reaches every challenge without swiping. */
  const step = (direction: 1 | -1) => {
    const el = list.current;
    const card = el?.firstElementChild as HTMLElement | null;
    if (!el || !card) return;
    const still = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    el.scrollBy({ left: direction * (card.offsetWidth + 16), behavior: still ? 'auto' : 'smooth' });
  };

  const nav = groups.length > 0 && (
    <div className={styles.carouselNav}>
      <button ref={previous} type="button" className={`${buttons.secondary} ${styles.navButton}`} aria-controls={listId} aria-label="Previous challenge" disabled={edges.start} onClick={() => step(-1)}>
        <span aria-hidden="true">‹</span>
      </button>
      <button ref={next} type="button" className={`${buttons.secondary} ${styles.navButton}`} aria-controls={listId} aria-label="Next challenge" disabled={edges.end} onClick={() => step(1)}>
        <span aria-hidden="true">›</span>
      </button>
    </div>
  );

  let body;
  if (load.status === 'loading') {
    body = (
      <ul className={styles.carousel} aria-busy="true" aria-label="Loading challenges">
        {[0, 1, 2].map((n) => (
          <li key={n} className={styles.challenge}>
            <span className={styles.rowSkeleton} />
            <span className={styles.rowSkeleton} style={{ width: '70%' }} />
          </li>
        ))}
      </ul>
    );
  } else if (load.status === 'failed' || !groups.length) {
    body = <p className={`${styles.placeholder} ${styles.carouselEmpty}`}>{load.status === 'failed' ? UNAVAILABLE : NO_CHALLENGES}</p>;
  } else {
    body = (
      <ul id={listId} ref={list} className={styles.carousel} aria-label="Savings challenges" onScroll={measure}>
        {groups.map((group) => (
          <ChallengeCard key={String(group.id)} group={group} />
        ))}
      </ul>
    );
  }
  return (
    <Section title="Join a savings challenge" aside={nav}>
      {body}
    </Section>
  );
});
