// /app/account/support: how to reach support (spec part 2, section 2).
import { Link } from 'wouter';
import { paths } from '../../paths.ts';
import { support } from '../../lib/contact-details.ts';
import * as styles from './account.css.ts';
import { lineLink } from '../../styles/links.css.ts';

export default function SupportPage() {
  return (
    <div className={`${styles.page} ${styles.narrow}`}>
      <h1>Support</h1>
      <p className={styles.lead}>We are here to help. Reach us any way you like.</p>
      <section className={styles.panel} aria-labelledby="support-contacts">
        <h2 id="support-contacts">Contact us</h2>
        <dl className={styles.figures}>
          <dt className={styles.term}>Phone</dt>
          <dd className={styles.value}>
            <a href={support.phoneHref} className={lineLink}>{support.phone}</a>
          </dd>
          <dt className={styles.term}>E-mail</dt>
          <dd className={styles.value}>
            <a href={`mailto:${support.email}`} className={lineLink}>{support.email}</a>
          </dd>
        </dl>
        <h2>Our office</h2>
        <address className={styles.address}>
          {support.address.map((line) => (
            <span key={line}>
              {line}
              <br />
            </span>
          ))}
        </address>
      </section>
      <ul>
        <li>
          <Link href={paths.faq} className={lineLink}>Frequently asked questions</Link>
        </li>
        <li>
          <Link href={paths.terms} className={lineLink}>Terms and conditions</Link>
        </li>
      </ul>
    </div>
  );
}
