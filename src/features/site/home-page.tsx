// / : the hero, then the sections below the fold (home-sections.tsx).
import { Link } from 'wouter';
import { paths } from '../../paths.ts';
import HomeSections from './home-sections.tsx';
import * as styles from './home.css.ts';
import { useTitle } from './use-title.ts';

export default function HomePage() {
  useTitle('Home');
  return (
    <>
      <section className={styles.hero} aria-labelledby="hero-title">
        <div className={styles.heroInner}>
          <h1 id="hero-title" className={styles.heroTitle}>
            Save towards every goal, in Naira and Dollars
          </h1>
          <p className={styles.heroLead}>
            Goal-based savings plans, Stash, group savings challenges and myPurse, a Naira wallet you can withdraw from for free at any time. No fees to use the app.
          </p>
          <p className={styles.actions}>
            <Link href={paths.signup1(1)} className={styles.primary}>
              Start saving
            </Link>
            <a href="#why-us" className={styles.secondary}>
              Learn More
            </a>
          </p>
          <ul className={styles.facts}>
            <li>Deposits insured by the NDIC</li>
            <li>256-bit SSL and two-factor authentication</li>
            <li>For anyone 18 or older with a Nigerian bank account</li>
          </ul>
        </div>
      </section>
      <HomeSections />
    </>
  );
}
