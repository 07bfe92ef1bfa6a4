// /contactus: name, e-mail and message, with the spec's messages; a 2-second notice and a reset on
// success, and (unlike the original, which swallowed it) a banner when sending fails.
import { FORM_ERROR } from 'final-form';
import { useEffect, useRef, useState, type RefObject } from 'react';
import { Form, useForm } from 'react-final-form';
import { email, minLength, required, validator } from '../../lib/rules.ts';
import { Banner } from '../../ui/banner.tsx';
import { deferred } from '../../ui/deferred.ts';
import { messagesFor } from '../../ui/error-text.ts';
import { TextAreaField } from '../../ui/text-area-field.tsx';
import { TextField } from '../../ui/text-field.tsx';
import * as styles from './contact-page.css.ts';
import { support } from './content/contact-details.ts';
import * as marketing from './marketing.css.ts';
import { useTitle } from './use-title.ts';
import { useHydrated } from '../../ui/use-hydrated.ts';
import { takeTyped } from '../../ui/take-typed.ts';

const contactApi = deferred('contact', () => import('../../api/contact.ts'));

interface ContactValues {
  name: string;
  email: string;
  message: string;
}

const validate = validator<ContactValues>({
  name: [required('Name is Required')],
  email: [required('Email is Required'), email('Invalid email')],
  message: [required('A Message is Required'), minLength(2, 'Message is too short')],
});

export const SUBMITTED_NOTICE_MS = 2000;

const FIELDS = ['name', 'email', 'message'] as const;

/** Puts back what the visitor typed into the prerendered form before it hydrated, and the fields they left. */
function KeepTyped({ element }: { element: RefObject<HTMLFormElement | null> }) {
  const form = useForm<ContactValues>();
  useEffect(() => {
    if (!element.current) return;
    const { values, touched } = takeTyped(element.current, FIELDS);
    form.batch(() => {
      for (const [name, value] of Object.entries(values)) form.change(name as keyof ContactValues, value);
      for (const name of touched) form.blur(name as keyof ContactValues);
    });
  }, [form, element]);
  return null;
}

export default function ContactPage() {
  useTitle('Contact Us');
  const [submitted, setSubmitted] = useState(false);
  const hydrated = useHydrated();
  const formElement = useRef<HTMLFormElement>(null);
  useEffect(() => {
    if (!submitted) return undefined;
    const timer = setTimeout(() => setSubmitted(false), SUBMITTED_NOTICE_MS);
    return () => clearTimeout(timer);
  }, [submitted]);

  async function onSubmit(values: ContactValues) {
    setSubmitted(false);
    try {
      await (await contactApi()).sendContactMessage({ name: values.name.trim(), email: values.email.trim(), message: values.message });
      return undefined;
    } catch (error) {
      return { [FORM_ERROR]: messagesFor(error) };
    }
  }

  return (
    <div className={`${marketing.section} ${styles.layout}`}>
      <section aria-labelledby="contact-title">
        <h1 id="contact-title" className={marketing.title}>
          Contact Us
        </h1>
        <p className={marketing.lead}>Have a question about your savings or our products? Send us a message and we will reply within 24 hours.</p>
        <div aria-live="polite">{submitted && <Banner tone="positive" messages={['Submitted Successfully!']} />}</div>
        <Form<ContactValues> onSubmit={onSubmit} validate={validate}>
          {({ handleSubmit, submitting, submitError, form }) => (
            <form
              ref={formElement}
              noValidate
              onSubmit={(e) =>
                void handleSubmit(e)?.then(() => {
                  if (!form.getState().submitSucceeded) return;
                  form.restart();
                  setSubmitted(true);
                })
              }
            >
              <Banner messages={(submitError as string[] | undefined) ?? []} />
              <TextField name="name" label="Name" autoComplete="name" />
              <TextField name="email" label="Email" type="email" autoComplete="email" inputMode="email" />
              <TextAreaField name="message" label="Message" />
              {/* After the fields: they register with the form in their effects, which run before its own. */}
              <KeepTyped element={formElement} />
              <button type="submit" className={styles.submit} disabled={submitting || !hydrated}>
                {submitting ? 'Sending…' : 'Send message'}
              </button>
            </form>
          )}
        </Form>
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
