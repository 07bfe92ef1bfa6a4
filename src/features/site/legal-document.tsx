// A long-form legal document: its date, a table of contents, then numbered sections.
import type { LegalDocument } from './content/legal.ts';
import { useScrollToHash } from './hash-link.tsx';
import * as styles from './legal-page.css.ts';
import * as marketing from './marketing.css.ts';
import { useTitle } from './use-title.ts';
import { lineLink } from '../../styles/links.css.ts';

export function LegalPage({ doc }: { doc: LegalDocument }) {
  useTitle(doc.title);
  useScrollToHash();
  return (
    <article className={`${marketing.section} ${styles.article}`}>
      <h1 className={marketing.title}>{doc.title}</h1>
      <p className={styles.date}>
        {doc.dateLabel}: {doc.date}
      </p>
      {doc.intro.map((p) => (
        <p key={p}>{p}</p>
      ))}
      <nav aria-label="Contents" className={styles.toc}>
        <h2 className={styles.tocTitle}>Contents</h2>
        <ol>
          {doc.sections.map((s) => (
            <li key={s.id}>
              <a href={`#${s.id}`} className={lineLink}>
                {s.heading}
              </a>
            </li>
          ))}
        </ol>
      </nav>
      {doc.sections.map((s, i) => (
        <section key={s.id} id={s.id} aria-labelledby={`${s.id}-title`} className={styles.section}>
          <h2 id={`${s.id}-title`}>
            {i + 1}. {s.heading}
          </h2>
          {s.body.map((block, j) =>
            typeof block === 'string' ? (
              <p key={j}>{block}</p>
            ) : (
              <ul key={j}>
                {block.map((line) => (
                  <li key={line}>{line}</li>
                ))}
              </ul>
            ),
          )}
        </section>
      ))}
    </article>
  );
}
