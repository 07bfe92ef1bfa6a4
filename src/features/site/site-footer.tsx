// The public footer: app stores, social networks, products, company and legal links, support
// contacts, and a newsletter form that sends nothing (spec part 2, section 2) and says so.
import { useState } from 'react';
import { Link } from 'wouter';
import { paths } from '../../paths.ts';
import { useHydrated } from '../../ui/use-hydrated.ts';
import { appStores, socialLinks, support } from '../../lib/contact-details.ts';
import { footerProducts, SECURITY_SECTION_ID } from './content/footer.ts';
import { HashLink } from './hash-link.tsx';
import { ExternalLink } from './external-link.tsx';
import * as styles from './site-footer.css.ts';

export const NEWSLETTER_NOTICE = 'Our newsletter has not started yet, so nothing was sent and your address was not stored. Follow us on social media for news in the meantime.';

export function SiteFooter() {
  const hydrated = useHydrated();
  const [notice, setNotice] = useState('');

  return (
    <footer className={styles.footer}>
      <div className={styles.grid}>
        <section aria-labelledby="footer-products">
          <h2 id="footer-products" className={styles.heading}>
            Products
          </h2>
          <ul className={styles.list}>
            {footerProducts.map((name) => (
              <li key={name}>
                <Link className={styles.link} href={paths.appRoot}>
                  {name}
                </Link>
              </li>
            ))}
          </ul>
        </section>
        <section aria-labelledby="footer-company">
          <h2 id="footer-company" className={styles.heading}>
            Company
          </h2>
          <ul className={styles.list}>
            <li><Link className={styles.link} href={paths.about}>Who we are</Link></li>
            <li><Link className={styles.link} href={paths.contact}>Get in touch</Link></li>
            <li><Link className={styles.link} href={paths.faq}>Help centre</Link></li>
            <li><Link className={styles.link} href={paths.blog}>Blog</Link></li>
          </ul>
          <h2 className={styles.heading}>Legal</h2>
          <ul className={styles.list}>
            <li><Link className={styles.link} href={paths.privacy}>Privacy Policy</Link></li>
            <li><Link className={styles.link} href={paths.terms}>Terms of Use</Link></li>
            <li><Link className={styles.link} href={paths.faq}>FAQs</Link></li>
            <li><HashLink className={styles.link} href={`${paths.faq}#${SECURITY_SECTION_ID}`}>Security</HashLink></li>
          </ul>
        </section>
        <section aria-labelledby="footer-support">
          <h2 id="footer-support" className={styles.heading}>
            Support
          </h2>
          <ul className={styles.list}>
            <li><a className={styles.link} href={support.phoneHref}>{support.phone}</a></li>
            <li><a className={styles.link} href={`mailto:${support.email}`}>{support.email}</a></li>
          </ul>
          <address className={styles.address}>
            {support.address.map((line) => (
              <span key={line}>{line}</span>
            ))}
          </address>
          <h2 className={styles.heading}>Get the app</h2>
          <ul className={styles.list}>
            {appStores.map((s) => (
              <li key={s.label}>
                <ExternalLink className={styles.link} href={s.href}>{`${s.label} (${s.platform})`}</ExternalLink>
              </li>
            ))}
          </ul>
        </section>
        <section aria-labelledby="footer-news">
          <h2 id="footer-news" className={styles.heading}>
            Newsletter
          </h2>
          <form
            className={styles.newsletter}
            onSubmit={(e) => {
              e.preventDefault();
              setNotice(NEWSLETTER_NOTICE);
            }}
          >
            <label htmlFor="newsletter-email">Your e-mail address</label>
            <input id="newsletter-email" name="email" type="email" autoComplete="email" className={styles.input} />
            <button type="submit" className={styles.subscribe} disabled={!hydrated}>
              Subscribe
            </button>
            <p role="status" className={styles.notice}>
              {notice}
            </p>
          </form>
          <h2 className={styles.heading}>Follow us</h2>
          <ul className={styles.social}>
            {socialLinks.map((s) => (
              <li key={s.label}>
                <ExternalLink className={styles.link} href={s.href}>{s.label}</ExternalLink>
              </li>
            ))}
          </ul>
        </section>
      </div>
      <p className={styles.fineprint}>
        Deposits are insured by the Nigeria Deposit Insurance Corporation (NDIC). © Vibe Savings.
      </p>
    </footer>
  );
}
