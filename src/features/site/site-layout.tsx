// The public page shell: header links (with a phone menu) and the footer.
import { useEffect, useId, useState, type ReactNode } from 'react';
import { Link, useLocation } from 'wouter';
import { paths } from '../../paths.ts';
import { button } from '../../styles/recipes.css.ts';
import * as styles from './site-layout.css.ts';

const headerLinks = [
  { label: 'Home', href: paths.site.home },
  { label: 'About Us', href: paths.site.about },
  { label: 'Products', href: paths.site.products },
  { label: 'Contact Us', href: paths.site.contact },
  { label: 'FAQ', href: paths.site.faq },
];

export default function SiteLayout({ children }: { children: ReactNode }) {
  const [location] = useLocation();
  const [open, setOpen] = useState(false);
  const navId = useId();
  useEffect(() => setOpen(false), [location]);

  return (
    <div className={styles.shell}>
      <header className={styles.header}>
        <div className={`${styles.bar} ${open ? styles.wrap : ''}`}>
          <Link href={paths.site.home} className={styles.brand}>
            Vibe Savings
          </Link>
          <button
            type="button"
            className={`${button({ tone: 'secondary' })} ${styles.menuButton}`}
            aria-expanded={open}
            aria-controls={navId}
            onClick={() => setOpen((o) => !o)}
          >
            Menu
          </button>
          <nav id={navId} aria-label="Site" className={open ? styles.navOpen : styles.nav}>
            <ul className={styles.navList}>
              {headerLinks.map((l) => (
                <li key={l.label}>
                  {l.href.includes('#') ? (
                    <a href={l.href} className={styles.navLink}>
                      {l.label}
                    </a>
                  ) : (
                    <Link href={l.href} className={styles.navLink}>
                      {l.label}
                    </Link>
                  )}
                </li>
              ))}
              <li>
                <Link href={paths.auth.login} className={styles.navLink}>
                  Sign in
                </Link>
              </li>
              <li>
                <Link href={paths.auth.signup1(1)} className={button()}>
                  Create free account
                </Link>
              </li>
            </ul>
          </nav>
        </div>
      </header>
      <main className={styles.main}>{children}</main>
      <footer className={styles.footer}>
        <div className={styles.footerGrid}>
          <section>
            <h2 className={styles.footerHeading}>Company</h2>
            <ul className={styles.footerList}>
              <li><Link className={styles.footerLink} href={paths.site.about}>About Us</Link></li>
              <li><Link className={styles.footerLink} href={paths.site.contact}>Contact Us</Link></li>
              <li><Link className={styles.footerLink} href={paths.site.faq}>FAQ</Link></li>
            </ul>
          </section>
          <section>
            <h2 className={styles.footerHeading}>Legal</h2>
            <ul className={styles.footerList}>
              <li><Link className={styles.footerLink} href={paths.site.privacy}>Privacy Policy</Link></li>
              <li><Link className={styles.footerLink} href={paths.site.terms}>Terms of Use</Link></li>
            </ul>
          </section>
        </div>
      </footer>
    </div>
  );
}
