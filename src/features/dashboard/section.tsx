// A titled dashboard section; its heading labels it for assistive technology.
import { useId, type ReactNode, type Ref } from 'react';
import * as styles from './dashboard.css.ts';

interface SectionProps {
  title: string;
  /** Shown at the end of the heading row (a "View more" link, carousel buttons). */
  aside?: ReactNode;
  children: ReactNode;
  /** The heading takes focus when what the customer was on leaves the page (a to-do item done). */
  headingRef?: Ref<HTMLHeadingElement>;
}

export function Section({ title, aside, children, headingRef }: SectionProps) {
  const id = useId();
  return (
    <section className={styles.section} aria-labelledby={id}>
      <div className={styles.sectionHead}>
        <h2 id={id} ref={headingRef} className={styles.sectionTitle} tabIndex={-1}>
          {title}
        </h2>
        {aside}
      </div>
      {children}
    </section>
  );
}
