// The public contact form's call (spec part 2, sections 3, 4 and 7). The spec does not name the
// original's target, so this client defines one: POST /api/v1/util/contact, no session needed.
import { optional, pattern, size, string, type, unknown, type Infer } from 'superstruct';
import { CONTACT_MESSAGE_MAX } from '../lib/contact-limits.ts';
import { EMAIL } from '../lib/rules.ts';
import { defineCall, send } from './http.ts';

export const ContactMessage = type({
  name: pattern(string(), /\S/),
  // The same shape of address the form accepts.
  email: pattern(string(), EMAIL),
  message: size(string(), 2, CONTACT_MESSAGE_MAX),
});
export type ContactMessage = Infer<typeof ContactMessage>;

export const contactCall = defineCall({
  name: 'util.contact',
  method: 'POST',
  path: '/api/v1/util/contact',
  auth: false,
  request: ContactMessage,
  // The client reads nothing from a successful answer (the spec ignores it too).
  response: optional(unknown()),
});

export const sendContactMessage = (message: ContactMessage) => send(contactCall, message).then(() => undefined);
