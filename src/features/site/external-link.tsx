// A link to another site: it opens in a new tab, says so to screen readers, and gives that site no handle on ours.
import type { ReactNode } from 'react';

export function ExternalLink({ href, className, children }: { href: string; className?: string; children: ReactNode }) {
  return (
    <a href={href} className={className} target="_blank" rel="noopener noreferrer">
      {children}
      <span style={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clipPath: 'inset(50%)', whiteSpace: 'nowrap' }}> (opens in a new tab)</span>
    </a>
  );
}
