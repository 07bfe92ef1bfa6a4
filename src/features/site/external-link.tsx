// A link to another site: it opens in a new tab, says so to screen readers, and gives that site no handle on ours.
import type { ReactNode } from 'react';
import * as styles from './external-link.css.ts';

export function ExternalLink({ href, className, children }: { href: string; className?: string; children: ReactNode }) {
  return (
    <a href={href} className={className} target="_blank" rel="noopener noreferrer">
      {children}
      <span className={styles.hidden}> (opens in a new tab)</span>
    </a>
  );
}
