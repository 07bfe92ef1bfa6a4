// /faq: nine sections of questions; every answer starts closed, and any number may be open at once.
// The questions are disabled until the page has hydrated (use-hydrated.ts): pressed earlier, they
// would do nothing.
import { useState } from 'react';
import { useHydrated } from '../../ui/use-hydrated.ts';
import { faqSections, productBlurbs, PRODUCTS_QUESTION } from './content/faq.ts';
import type { FaqItem } from './content/types.ts';
import * as styles from './faq-page.css.ts';
import { useScrollToHash } from './hash-link.tsx';
import * as marketing from './marketing.css.ts';
import { useTitle } from './use-title.ts';
import { lineLink } from '../../styles/links.css.ts';

export default function FaqPage() {
  useTitle('FAQ');
  useScrollToHash();
  return (
    <div className={marketing.section}>
      <h1 className={marketing.title}>Frequently Asked Questions</h1>
      <nav aria-label="FAQ sections" className={styles.toc}>
        <ul>
          {faqSections.map((s) => (
            <li key={s.id}>
              <a href={`#${s.id}`} className={lineLink}>
                {s.title}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      {faqSections.map((section) => (
        <section key={section.id} id={section.id} aria-labelledby={`${section.id}-title`} className={styles.section}>
          <h2 id={`${section.id}-title`}>{section.title}</h2>
          {section.items.map((item, i) => {
            const key = `${section.id}-${i}`;
            return <Question key={key} id={key} item={item} />;
          })}
        </section>
      ))}
    </div>
  );
}

function Question({ id, item }: { id: string; item: FaqItem }) {
  const [open, setOpen] = useState(false);
  const hydrated = useHydrated();
  return (
    <div className={styles.item}>
      <h3 className={styles.question}>
        <button type="button" id={`${id}-question`} className={styles.toggle} aria-expanded={open} aria-controls={`${id}-answer`} disabled={!hydrated} onClick={() => setOpen(!open)}>
          {item.question}
          <span aria-hidden="true" className={styles.sign} />
        </button>
      </h3>
      <div id={`${id}-answer`} role="region" aria-labelledby={`${id}-question`} hidden={!open} className={styles.answer}>
        {[item.answer1, item.answer2, item.answer3].filter(Boolean).map((text) => (
          <p key={text}>{text}</p>
        ))}
        {item.question === PRODUCTS_QUESTION && (
          <ul className={styles.blurbs}>
            {productBlurbs.map((b) => (
              <li key={b.id}>
                <h4 className={styles.blurbTitle}>{b.title}</h4>
                <p>{b.desc}</p>
              </li>
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}
