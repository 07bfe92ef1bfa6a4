// The public contact form: validated by the client's own schema (400 naming the field), then stored.
import type { Router } from 'express';
import { contactCall } from '../../src/api/contact.ts';
import { Refusal } from '../envelope.ts';
import { handle } from '../route.ts';
import type { Store } from '../store.ts';

/** The longest message kept (the client's schema sets no cap yet; a real service would). */
export const CONTACT_MESSAGE_MAX = 5000;

export function contactHandlers(router: Router, store: Store) {
  handle(router, store, contactCall, ({ input }) => {
    if (input.message.length > CONTACT_MESSAGE_MAX) throw new Refusal(400, [`message: at most ${CONTACT_MESSAGE_MAX.toLocaleString('en-NG')} characters`], { field: 'message' });
    const messages = store.state.contactMessages;
    const id = `msg-${messages.length + 1}`;
    messages.push({ id, name: input.name.trim(), email: input.email.trim().toLowerCase(), message: input.message, receivedAt: new Date().toISOString() });
    return { id };
  });
}
