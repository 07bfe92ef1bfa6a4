// The util area's rules in the mock: images customers upload (checked like a careful backend checks them:
// an image type by its data URL and its first bytes, at most 1 MB; kept per customer under an unguessable
// reference), the questionnaire's answers, and messages from the public contact form.
import { randomBytes } from 'node:crypto';
import type { UserRecord } from '../../fixtures/builders.ts';
import type { ContactMessage, Feedback } from '../../src/api/util.ts';
import { describeDataUrl, IMAGE_TOO_LARGE, IMAGE_TYPES, MAX_IMAGE_BYTES, NOT_AN_IMAGE } from '../../src/lib/image-file.ts';
import { Refusal } from '../envelope.ts';
import { countRequest } from '../lockout.ts';
import { KEPT, type Store } from '../store.ts';

/** The first bytes of each accepted type: a renamed PDF is not an image. */
const SIGNATURES: Record<(typeof IMAGE_TYPES)[number], (bytes: Buffer) => boolean> = {
  'image/jpeg': (b) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff,
  'image/png': (b) => b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])),
  'image/gif': (b) => ['GIF87a', 'GIF89a'].includes(b.subarray(0, 6).toString('latin1')),
  'image/webp': (b) => b.subarray(0, 4).toString('latin1') === 'RIFF' && b.subarray(8, 12).toString('latin1') === 'WEBP',
};

const refuse = (field: string, message: string) => new Refusal(400, [message], { field });

/** Stores an upload and returns its reference; a 400 naming the field for anything that is not a small image. */
export function storeUpload(store: Store, user: UserRecord, upload: { name: string; content: string }): string {
  if (!upload.name.trim()) throw refuse('name', 'The file name is required');
  if (upload.name.length > 255) throw refuse('name', 'The file name is too long');
  const described = describeDataUrl(upload.content);
  const type = described?.type as (typeof IMAGE_TYPES)[number] | undefined;
  if (!described || !type || !(IMAGE_TYPES as readonly string[]).includes(type)) throw refuse('content', NOT_AN_IMAGE);
  if (described.bytes > MAX_IMAGE_BYTES) throw refuse('content', IMAGE_TOO_LARGE);
  const bytes = Buffer.from(upload.content.slice(upload.content.indexOf(',') + 1), 'base64');
  if (!bytes.length || !SIGNATURES[type](bytes)) throw refuse('content', NOT_AN_IMAGE);
  const reference = `UPL${randomBytes(12).toString('hex').toUpperCase()}`;
  store.state.uploads.push({ userId: user.id, reference, name: upload.name, content: upload.content, uploadedAt: new Date().toISOString() });
  // The profile's own pictures stay however many others come after them.
  const inUse = new Set([user.profileImageRef, user.idCardRef]);
  store.keepLatestOwned('uploads', user.id, KEPT.uploadsPerCustomer, (u) => 'reference' in u && inUse.has(u.reference));
  return reference;
}

/** The data URL of the customer's own upload, or null: another customer's reference names nothing. */
export const uploadedImage = (store: Store, userId: string, reference: string): string | null =>
  store.owned('uploads', userId).find((u) => u.reference === reference)?.content ?? null;

/** A 1x1 PNG: what the provider state 'an image' seeds. */
export const TINY_PNG =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';

/** Keeps the questionnaire's answers; 'Let us help you save better' is done once the customer has answered. */
export function recordFeedback(store: Store, user: UserRecord, answers: Feedback) {
  store.state.feedback.push({ userId: user.id, ...answers, receivedAt: new Date().toISOString() });
  user.todo.riskProfiled = true;
}

/** The sender a contact message is counted by: its e-mail address, trimmed, in lower case. */
export const contactKey = (email: string) => email.trim().toLowerCase();

/** Keeps a contact message (one over CONTACT_MESSAGE_MAX, src/lib/contact-limits.ts, the schema refuses). */
export function storeContactMessage(store: Store, input: ContactMessage): string {
  const email = contactKey(input.email);
  countRequest(store, 'contact', email);
  const id = `msg-${randomBytes(8).toString('hex')}`;
  store.state.contactMessages.push({ id, name: input.name.trim(), email, message: input.message, receivedAt: new Date().toISOString() });
  store.keepLatest('contactMessages', KEPT.contactMessages);
  return id;
}
