// The public contact form: validated by the client's own schema (400 naming the field), then stored.
import type { Router } from 'express';
import { contactCall } from '../../src/api/util.ts';
import { handle } from '../route.ts';
import type { Store } from '../store.ts';

export function contactHandlers(router: Router, store: Store) {
  // A message over CONTACT_MESSAGE_MAX (src/lib/contact-limits.ts) is refused by the client's schema.
  handle(router, store, contactCall, ({ input }) => {
    const messages = store.state.contactMessages;
    const id = `msg-${messages.length + 1}`;
    messages.push({ id, name: input.name.trim(), email: input.email.trim().toLowerCase(), message: input.message, receivedAt: new Date().toISOString() });
    return { id };
  });
}
