// /contactus's form: name, e-mail and message, with the spec's messages, and (unlike the original, which
// swallowed it) a banner when sending fails. What is typed is kept through a reload (KeepTyped) until it
// is sent. The build prerenders it; until the page has hydrated the form is `method="dialog"`, so the
// browser never sends it itself: what the visitor typed and a send are noted (typed-before-hydration.ts)
// and taken over here once the form is live.
import { FORM_ERROR, type FormApi } from 'final-form';
import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';
import { Form, useForm } from 'react-final-form';
import { CONTACT_MESSAGE_MAX } from '../../lib/contact-limits.ts';
import { email, minLength, required, validator } from '../../lib/rules.ts';
import { contactFormDraft, type ContactForm as KeptContact } from '../../state/form-drafts.ts';
import { Banner } from '../../ui/banner.tsx';
import { messagesFor } from '../../ui/error-text.ts';
import { KeepTyped } from '../../ui/keep-typed.tsx';
import { TextAreaField } from '../../ui/text-area-field.tsx';
import { TextField } from '../../ui/text-field.tsx';
import * as styles from './contact-page.css.ts';
import { takeTyped } from '../../ui/take-typed.ts';
import * as utilApi from '../../api/util.ts';


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

const FIELDS = ['name', 'email', 'message'] as const;
const EMPTY: ContactValues = { name: '', email: '', message: '' };
const pick = (v: Partial<ContactValues>): KeptContact => ({ name: v.name ?? '', email: v.email ?? '', message: v.message ?? '' });

/**
 * Puts back what was kept from before a reload, then what the visitor typed into the prerendered form
 * before it hydrated, the fields they left, and sends it if they did. Changed once the form is live (not
 * its initial values): React leaves the prerendered fields' text as it finds it.
 */
function TakeTyped({ element, send, kept }: { element: RefObject<HTMLFormElement | null>; send: (form: FormApi<ContactValues>) => void; kept: KeptContact | null }) {
  const form = useForm<ContactValues>();
  useEffect(() => {
    if (!element.current) return;
    const { values, touched, sent } = takeTyped(element.current, FIELDS);
    form.batch(() => {
      for (const [name, value] of Object.entries({ ...kept, ...values })) if (value) form.change(name as keyof ContactValues, value);
      for (const name of touched) form.blur(name as keyof ContactValues);
    });
    // After the form's own effects: react-final-form holds validation while its fields register, so a
    // send from here would be judged on the empty values the page started with.
    if (sent) queueMicrotask(() => send(form));
  }, [form, element, send, kept]);
  return null;
}

export interface ContactFormProps {
  /** A send starts: the last notice goes. */
  onSend: () => void;
  /** The message was sent (the form is reset). */
  onSent: () => void;
}

export default function ContactForm({ onSend, onSent }: ContactFormProps) {
  const formElement = useRef<HTMLFormElement>(null);
  // Read before KeepTyped first sees the still empty form and lets the draft go.
  const [kept] = useState(() => contactFormDraft.peek());

  async function onSubmit(values: ContactValues) {
    onSend();
    try {
      await utilApi.sendContactMessage({ name: values.name.trim(), email: values.email.trim(), message: values.message });
      return undefined;
    } catch (error) {
      return { [FORM_ERROR]: messagesFor(error) };
    }
  }

  /** Sends (or shows what is missing); once sent, the form starts afresh and the page shows its notice. */
  const send = useCallback(
    (form: FormApi<ContactValues>) =>
      void form.submit()?.then(() => {
        // Refused by its own rules: focus goes to the first field in error, whose message a screen reader
        // then reads (WCAG 3.3.1), as the app's forms do (ui/screen-arrival.ts).
        const firstError = form.getRegisteredFields().find((name) => form.getFieldState(name as keyof ContactValues)?.error);
        if (firstError) (formElement.current?.elements.namedItem(firstError) as HTMLElement | null)?.focus();
        if (!form.getState().submitSucceeded) return;
        form.restart();
        onSent();
      }),
    [onSent],
  );

  return (
    <Form<ContactValues> onSubmit={onSubmit} validate={validate}>
      {({ submitting, submitError, form }) => (
        <form
          id="contact-form"
          method="dialog"
          ref={formElement}
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            send(form);
          }}
        >
          <Banner messages={(submitError as string[] | undefined) ?? []} />
          <TextField name="name" label="Name" autoComplete="name" />
          <TextField name="email" label="Email" type="email" autoComplete="email" inputMode="email" />
          <TextAreaField name="message" label="Message" maxLength={CONTACT_MESSAGE_MAX} />
          {/* After the fields: they register with the form in their effects, which run before its own. */}
          <TakeTyped element={formElement} send={send} kept={kept} />
          <KeepTyped draft={contactFormDraft} base={EMPTY} pick={pick} />
          <button type="submit" className={styles.submit} disabled={submitting}>
            {submitting ? 'Sending…' : 'Send message'}
          </button>
        </form>
      )}
    </Form>
  );
}
