// The public contact form: what the client sends, and the refusal it shows to the visitor.
import { describe, expect, it } from 'vitest';
import { ApiError } from '../src/api/errors.ts';
import { sendContactMessage } from '../src/api/util.ts';
import { ProviderState } from '../fixtures/scenarios.ts';
import { failEnvelope, newPact, refused, useClient } from './pact.ts';

const pact = newPact();
const message = { name: 'Chiamaka Obi', email: 'chiamaka@example.com', message: 'How do I join a group savings challenge?' };

describe('contact form', () => {
  it('sends a visitor message without a session', async () => {
    await pact
      .addInteraction()
      .given(ProviderState.signedOut)
      .uponReceiving('a contact form message from a visitor')
      .withRequest('POST', '/api/v1/util/contact', (b) => b.jsonBody(message))
      // The client reads only that the message was accepted.
      .willRespondWith(200, (b) => b.jsonBody({ success: true }))
      .executeTest(async (server) => {
        useClient(server);
        await expect(sendContactMessage(message)).resolves.toBeUndefined();
      });
  });

  it('refuses an invalid e-mail address with a message naming the field', async () => {
    await pact
      .addInteraction()
      .given(ProviderState.signedOut)
      .uponReceiving('a contact form message with an invalid e-mail address')
      .withRequest('POST', '/api/v1/util/contact', (b) => b.jsonBody({ ...message, email: 'chiamaka@example' }))
      .willRespondWith(refused(400), (b) => b.jsonBody(failEnvelope('email: Expected a string matching the e-mail pattern')))
      .executeTest(async (server) => {
        useClient(server);
        const error = await sendContactMessage({ ...message, email: 'chiamaka@example' }).catch((e: unknown) => e);
        expect(error).toBeInstanceOf(ApiError);
        expect((error as ApiError).messages).toEqual(['email: Expected a string matching the e-mail pattern']);
      });
  });
});
