// Static shortcuts: the savings plans to start (by the first word of the plan's name) and the myPurse strip.
import { memo } from 'react';
import { Link } from 'wouter';
import { paths } from '../../paths.ts';
import * as styles from './dashboard.css.ts';
import { Section } from './section.tsx';

const plans = [
  { name: 'Retirement Savings Plan', icon: 'R' },
  { name: 'Home Savings Plan', icon: 'H' },
  { name: 'Emergency Savings Plan', icon: 'E' },
  { name: 'Create A Savings Plan', icon: '+' },
];

/** Purse names as shown, and as the route spells them ('Entertaiment', sic: spec part 1, section 2). */
const purses = [
  { label: 'Family', route: 'Family' },
  { label: 'TGIF', route: 'TGIF' },
  { label: 'Dinner Date', route: 'Dinner Date' },
  { label: 'Movies', route: 'Movies' },
  { label: 'Shopping', route: 'Shopping' },
  { label: 'Entertainment', route: 'Entertaiment' },
];

export const PlanLinks = memo(function PlanLinks() {
  return (
    <>
      <Section title="Create A Savings Plan" aside={<Link href={paths.savingsCreate}>View more</Link>}>
        <ul className={styles.tiles}>
          {plans.map((plan) => (
            <li key={plan.name}>
              <Link href={paths.savingsCreate2(plan.name.split(' ')[0]!)} className={styles.tile}>
                <span className={styles.tileIcon} aria-hidden="true">
                  {plan.icon}
                </span>
                {plan.name}
              </Link>
            </li>
          ))}
        </ul>
      </Section>
      <Section title="myPurse">
        <ul className={styles.strip}>
          <li>
            <Link href={paths.myPurse} className={styles.chipStrong}>
              Create A New Purse
            </Link>
          </li>
          {purses.map((purse) => (
            <li key={purse.route}>
              <Link href={paths.purseStep1(purse.route)} className={styles.chip}>
                {purse.label}
              </Link>
            </li>
          ))}
        </ul>
      </Section>
    </>
  );
});
