// /contactus: the promise of a reply, the form, and the other ways to reach support; a 2-second notice
// on success. The form, with the form library and the API client, loads once a visitor starts on it
// (points at it, focuses it, types, sends): one who came for the phone number fetches none of it. Until
// then React keeps the build's HTML of it (its Suspense boundary stays dehydrated).
import { Suspense, useCallback, useEffect, useState } from 'react';
import { Banner } from '../../ui/banner.tsx';
import { lazyScreen } from '../../ui/lazy-screen.tsx';
import { whenStarted } from '../../ui/when-started.ts';
import * as styles from './contact-page.css.ts';
import { support } from '../../lib/contact-details.ts';
import * as marketing from './marketing.css.ts';
import { useTitle } from './use-title.ts';
import { lineLink } from '../../styles/links.css.ts';

export const SUBMITTED_NOTICE_MS = 2000;

// '#contact-form' is the form's id and 'draft:contact-form' its kept draft's key (contact-form.tsx and
// form-drafts.ts; not imported from there, which would load them): a visitor who typed before a reload
// gets the form, and what they typed, at once.
const typedBefore = () => {
  try {
    return sessionStorage.getItem('draft:contact-form') !== null;
  } catch {
    return false;
  }
};
const ContactForm = lazyScreen(() => (typedBefore() ? Promise.resolve() : whenStarted('#contact-form')).then(() => import('./contact-form.tsx')));

export default function ContactPage() {
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
        <Suspense fallback={<p role="status">Loading…</p>}>
          <ContactForm onSend={onSend} onSent={onSent} />
        </Suspense>
      </section>
      <aside aria-labelledby="reach-title" className={styles.aside}>
        <h2 id="reach-title">Other ways to reach us</h2>
        <h3 className={styles.label}>Call us</h3>
        <p>
          <a href={support.phoneHref} className={lineLink}>{support.phone}</a>
        </p>
        <h3 className={styles.label}>E-mail us</h3>
        <p>
          <a href={`mailto:${support.email}`} className={lineLink}>{support.email}</a>
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
