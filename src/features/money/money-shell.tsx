// The frame of a money-out screen: its heading and lead paint at once, while the screen's body (the
// form library and the API schemas are most of it) arrives as a chunk of its own.
import { Suspense, type ComponentType } from 'react';
import * as styles from './money.css.ts';

export function MoneyShell({ title, lead, Body }: { title: string; lead?: string; Body: ComponentType }) {
  return (
    <div className={styles.page}>
      <h1>{title}</h1>
      {lead && <p className={styles.lead}>{lead}</p>}
      <Suspense fallback={<p role="status">Loading…</p>}>
        <Body />
      </Suspense>
    </div>
  );
}
