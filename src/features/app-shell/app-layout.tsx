// The signed-in frame: sidebar (desktop), mobile menu, and the header with the customer's name.
import { useSignals } from '@preact/signals-react/runtime';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { Link, useLocation } from 'wouter';
import { paths } from '../../paths.ts';
import { logout, session } from '../../state/session.ts';
import { buttons } from '../../styles/buttons.css.ts';
import * as styles from './app-layout.css.ts';

interface NavEntry {
  label: string;
  href?: string;
  comingSoon?: boolean;
}

const sidebarEntries: NavEntry[] = [
  { label: 'Home', href: paths.dashboard },
  { label: 'Savings', href: paths.savings },
  { label: 'Invest', comingSoon: true },
  { label: 'Blog', href: paths.blog },
  { label: 'Account', href: paths.account },
];

const mobileEntries: NavEntry[] = [
  { label: 'Home', href: paths.appRoot },
  { label: 'Savings', href: paths.savings },
  { label: 'Investments', comingSoon: true },
  { label: 'Blog', href: paths.blog },
  { label: 'Account', href: paths.account },
];

function NavItems({ entries, logoutLabel, onNavigate }: { entries: NavEntry[]; logoutLabel: string; onNavigate?: () => void }) {
  const [location, navigate] = useLocation();
  return (
    <ul className={styles.navList}>
      {entries.map((entry) => (
        <li key={entry.label}>
          {entry.href ? (
            <Link
              href={entry.href}
              className={styles.navItem}
              aria-current={location === entry.href || (entry.href === paths.appRoot && location === paths.dashboard) ? 'page' : undefined}
              onClick={onNavigate}
            >
              {entry.label}
            </Link>
          ) : (
            <span className={`${styles.navItem} ${styles.disabled}`} aria-disabled="true">
              {entry.label} <span className={styles.soon}>Coming Soon</span>
            </span>
          )}
        </li>
      ))}
      <li>
        <button
          type="button"
          className={styles.navItem}
          onClick={() => {
            const ending = session.peek();
            // Leave the app area first, so its guard does not take this page for one to return to.
            navigate(paths.login, { replace: true });
            logout();
            // The server ends the session too; the browser has forgotten it whatever the answer. The
            // identity calls load with the sign-in screen this goes to, so they are not in every page's load.
            if (ending) import('../../api/identity.ts').then(({ endSession }) => endSession(ending)).catch(() => undefined);
          }}
        >
          {logoutLabel}
        </button>
      </li>
    </ul>
  );
}

export default function AppLayout({ children }: { children: ReactNode }) {
  useSignals();
  const [location] = useLocation();
  const [menuOpen, setMenuOpen] = useState(false);
  const menuId = useId();
  const name = session.value?.name ?? '';
  const onDashboard = location === paths.dashboard;

  useEffect(() => {
    setMenuOpen(false);
  }, [location]);
  // Escape closes the open menu and puts focus back on its button, not on a link now gone.
  const menuButton = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (!menuOpen) return undefined;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setMenuOpen(false);
      menuButton.current?.focus();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [menuOpen]);

  return (
    <div className={styles.frame}>
      <nav className={styles.sidebar} aria-label="Main">
        <Link href={paths.dashboard} className={styles.brand}>
          Vibe Savings
        </Link>
        <NavItems entries={sidebarEntries} logoutLabel="Log Out" />
      </nav>
      <div className={styles.column}>
        <header className={styles.header}>
          <div className={styles.headerStart}>
            <button
              ref={menuButton}
              type="button"
              className={`${buttons.secondary} ${styles.menuButton}`}
              aria-expanded={menuOpen}
              aria-controls={menuId}
              onClick={() => setMenuOpen((open) => !open)}
            >
              Menu
            </button>
            {!onDashboard && <Link href={paths.dashboard}>Home</Link>}
          </div>
          <div className={styles.headerEnd}>
            {/* The spec's Stash button (part 1, section 2): it only opens Stash, so it is a link styled as a button (README, deviations). */}
            {onDashboard && (
              <Link href={paths.stash} className={buttons.primary}>
                Stash
              </Link>
            )}
            <Link href={paths.portfolio} className={styles.profile} title="Click to view portfolio">
              <span className={styles.profileName}>{name}</span>
              <span className={styles.profileHint}>Click to view portfolio</span>
            </Link>
          </div>
        </header>
        {menuOpen && (
          <nav id={menuId} className={styles.mobileMenu} aria-label="Mobile">
            <NavItems entries={mobileEntries} logoutLabel="Logout" onNavigate={() => setMenuOpen(false)} />
          </nav>
        )}
        <main className={styles.main}>{children}</main>
      </div>
    </div>
  );
}
