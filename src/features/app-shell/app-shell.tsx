// What a signed-in address paints before any script runs: the app's frame (the sidebar with the brand on
// a desktop, the header bar) around the shared loading state. Only the build renders it (src/prerender.tsx),
// into the document of every /app route (scripts/prerender.ts), which has no
// prerendered page of its own since its content is the customer's. The browser does not hydrate it: the
// client's first render replaces it (createRoot clears the container as it commits), once the route's
// modules are in (src/main.tsx), so nothing of it ships to the browser and nothing in it is interactive.
// It uses the frame's own classes, so the screen takes its place without the frame moving. Should the
// scripts never come (a dropped connection, a half-finished deploy), CSS alone reveals, after a wait, that
// the app could not load and a link that loads the same address again.
import { PageLoading } from '../../ui/page-loading.tsx';
import * as styles from './app-layout.css.ts';

export function AppShell() {
  return (
    <div className={styles.frame}>
      <div className={styles.sidebar}>
        <span className={styles.brand}>Vibe Savings</span>
      </div>
      <div className={styles.column}>
        <div className={`${styles.header} ${styles.shellHeader}`} />
        <main className={styles.main}>
          <div className={styles.shellLoading}>
            <PageLoading />
            <p className={styles.stalled}>
              Vibe Savings could not load. Check your connection, then {/* An empty href is this very address. */}
              <a href="">Reload</a>.
            </p>
          </div>
        </main>
      </div>
    </div>
  );
}
