// /contactus: the promise of a reply, the form, and the other ways to reach support; a 2-second notice
// on success. The form (contact-form.tsx) is a part of its own: on a cold load the build's HTML shows
// it, and its code arrives once a visitor starts on it.
import { useCallback, useEffect, useState, type ComponentType } from 'react';
import { Banner } from '../../ui/banner.tsx';
import type { ContactFormProps } from './contact-form.tsx';
import * as styles from './contact-page.css.ts';
import { support } from '../../lib/contact-details.ts';
import * as marketing from './marketing.css.ts';
import { useTitle } from './use-title.ts';

export const SUBMITTED_NOTICE_MS = 2000;

export default function ContactPage({ Form }: { Form: ComponentType<ContactFormProps> }) {
  useTitle('Contact Us');
  const [submitted, setSubmitted] = useState(false);
  useEffect(() => {
    if (!submitted) return undefined;
    const timer = setTimeout(() => setSubmitted(false), SUBMITTED_NOTICE_MS);
    return () => clearTimeout(timer);
  }, [submitted]);
  // Stable, so the form's effects do not run again when the notice comes and goes.
  const onSend = useCallback(() => setSubmitted(false), []);
  const onSent = useCallback(() => setSubmitted(true), []);

  return (
    <div className={`${marketing.section} ${styles.layout}`}>
      <section aria-labelledby="contact-title">
        <h1 id="contact-title" className={marketing.title}>
          Contact Us
        </h1>
        <p className={marketing.lead}>Have a question about your savings or our products? Send us a message and we will reply within 24 hours.</p>
        <div aria-live="polite">{submitted && <Banner tone="positive" messages={['Submitted Successfully!']} />}</div>
        <Form onSend={onSend} onSent={onSent} />
      </section>
      <aside aria-labelledby="reach-title" className={styles.aside}>
        <h2 id="reach-title">Other ways to reach us</h2>
        <h3 className={styles.label}>Call us</h3>
        <p>
          <a href={support.phoneHref}>{support.phone}</a>
        </p>
        <h3 className={styles.label}>E-mail us</h3>
        <p>
          <a href={`mailto:${support.email}`}>{support.email}</a>
        </p>
        <h3 className={styles.label}>Visit us</h3>
        <address className={styles.address}>
          {support.address.map((line) => (
            <span key={line}>{line}</span>
          ))}
        </address>
      </aside>
    </div>
  );
}
