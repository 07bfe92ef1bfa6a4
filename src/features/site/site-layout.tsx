// The public page shell: a skip link, the header (a Menu button on phones) and the footer. A signed-in
// customer's header offers their dashboard in place of Sign in and Create free account (once the page
// has hydrated: the prerendered HTML is every visitor's).
import { useSignals } from '@preact/signals-react/runtime';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { useHydrated } from '../../ui/use-hydrated.ts';
import { Link, useLocation } from 'wouter';
import { paths } from '../../paths.ts';
import { signedIn } from '../../state/session.ts';
import { HashLink } from './hash-link.tsx';
import * as styles from './site-layout.css.ts';
import { SiteFooter } from './site-footer.tsx';

const headerLinks = [
  { label: 'Home', href: paths.home },
  { label: 'About Us', href: paths.about },
  { label: 'Products', href: paths.products },
  { label: 'Contact Us', href: paths.contact },
  { label: 'FAQ', href: paths.faq },
];

export default function SiteLayout({ children }: { children: ReactNode }) {
  useSignals();
  const [path] = useLocation();
  const [open, setOpen] = useState(false);
  // Disabled until the page has hydrated (use-hydrated.ts): pressed earlier, it would do nothing.
  const hydrated = useHydrated();
  const customer = hydrated && signedIn.value;
  const navId = useId();
  const menu = useRef<HTMLButtonElement>(null);
  // Escape, wherever focus is, closes the open phone menu and puts focus back on its button, not on a link now hidden.
  useEffect(() => {
    if (!open) return undefined;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      menu.current?.focus();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open]);
  // A new page starts at its top, unless the address names an anchor the page will scroll to. Not on
  // the first page: a prerendered one may have been scrolled before it hydrated.
  const shownPath = useRef(path);
  useEffect(() => {
    if (shownPath.current === path) return;
    shownPath.current = path;
    setOpen(false);
    if (!window.location.hash) window.scrollTo(0, 0);
  }, [path]);

  return (
    <div className={styles.shell}>
      <a href="#main" className={styles.skip}>
        Skip to main content
      </a>
      <header className={styles.header}>
        <div className={styles.bar}>
          <Link href={paths.home} className={styles.brand}>
            Vibe Savings
          </Link>
          <button ref={menu} type="button" className={styles.menuButton} aria-expanded={open} aria-controls={navId} disabled={!hydrated} onClick={() => setOpen((o) => !o)}>
            Menu
          </button>
          {/* A link followed closes the phone menu, also one to an anchor of this page (the address's path stays). */}
          <nav id={navId} aria-label="Site" className={open ? styles.navOpen : styles.nav} onClick={(e) => (e.target as Element).closest('a') && setOpen(false)}>
            <ul className={styles.navList}>
              {headerLinks.map((l) => (
                <li key={l.label}>
                  {l.href.includes('#') ? (
                    <HashLink href={l.href} className={styles.navLink}>
                      {l.label}
                    </HashLink>
                  ) : (
                    <Link href={l.href} className={styles.navLink} aria-current={l.href === path ? 'page' : undefined}>
                      {l.label}
                    </Link>
                  )}
                </li>
              ))}
              {customer ? (
                <li>
                  <Link href={paths.dashboard} className={styles.cta}>
                    My dashboard
                  </Link>
                </li>
              ) : (
                <>
                  <li>
                    <Link href={paths.login} className={styles.navLink}>
                      Sign in
                    </Link>
                  </li>
                  <li>
                    <Link href={paths.signup1(1)} className={styles.cta}>
                      Create free account
                    </Link>
                  </li>
                </>
              )}
            </ul>
          </nav>
        </div>
      </header>
      <main id="main" tabIndex={-1} className={styles.main}>
        {children}
      </main>
      <SiteFooter />
    </div>
  );
}
