// The centred card every authentication screen sits in.
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { paths } from '../../paths.ts';
import * as styles from './auth-layout.css.ts';

/** `step` names the screen's place in a multi-step flow, e.g. 'Step 1 of 4'. */
export function AuthLayout({ title, lead, step, children }: { title: string; lead?: string; step?: string; children: ReactNode }) {
  return (
    <main className={styles.page}>
      <div className={styles.panel}>
        <Link href={paths.home} className={styles.brand}>
          Vibe Savings
        </Link>
        {step && <p className={styles.step}>{step}</p>}
        <h1 className={styles.title}>{title}</h1>
        {lead && <p className={styles.lead}>{lead}</p>}
        {children}
      </div>
    </main>
  );
}
