// The frame of a money-out screen: its heading and lead paint at once, while the screen's body (the
// form library and the API schemas are most of it) arrives as a chunk of its own.
import type { ComponentType } from 'react';
import { WhileLoading } from '../../ui/deferred-part.tsx';
import * as styles from './money.css.ts';

export function MoneyShell({ title, lead, Body }: { title: string; lead?: string; Body: ComponentType }) {
  return (
    <div className={styles.page}>
      <h1>{title}</h1>
      {lead && <p className={styles.lead}>{lead}</p>}
      <WhileLoading fallback={<p role="status">Loading…</p>}>
        <Body />
      </WhileLoading>
    </div>
  );
}
