// / : the landing page's hero; the marketing sections arrive with the public-site issue.
import { Link } from 'wouter';
import { paths } from '../../paths.ts';
import { button } from '../../styles/recipes.css.ts';

export default function HomePage() {
  return (
    <section style={{ maxWidth: '1120px', margin: '0 auto', padding: '48px 16px' }}>
      <h1>Save towards every goal, in Naira and Dollars</h1>
      <p>Goal-based savings plans, Stash with interest, group savings challenges and a free myPurse wallet.</p>
      <p style={{ display: 'flex', gap: '12px', flexWrap: 'wrap' }}>
        <Link href={paths.auth.signup1(1)} className={button()}>
          Create free account
        </Link>
        <Link href={paths.auth.login} className={button({ tone: 'secondary' })}>
          Sign in
        </Link>
      </p>
    </section>
  );
}
