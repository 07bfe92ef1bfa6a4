// The frame of a money-out screen: its heading and lead above the screen's own content.
import type { ReactNode } from 'react';
import * as styles from './money.css.ts';

export function MoneyShell({ title, lead, children }: { title: string; lead?: string; children: ReactNode }) {
  return (
    <div className={styles.page}>
      <h1>{title}</h1>
      {lead && <p className={styles.lead}>{lead}</p>}
      {children}
    </div>
  );
}
