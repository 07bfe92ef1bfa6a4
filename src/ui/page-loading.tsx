// Shown while a lazily loaded screen arrives; it holds the space so the layout does not jump.
import * as styles from './page-loading.css.ts';

export function PageLoading() {
  return (
    <div role="status" aria-live="polite" className={styles.root}>
      Loading…
    </div>
  );
}
