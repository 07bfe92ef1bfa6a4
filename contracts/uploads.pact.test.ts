// Image uploads (plan and group pictures, profile picture, ID card): the data URL in, a reference out.
import { describe, expect, it } from 'vitest';
import { ApiError } from '../src/api/errors.ts';
import { uploadFile } from '../src/api/util.ts';
import { Scenario } from '../fixtures/scenarios.ts';
import { authHeader, failEnvelope, like, newPact, okEnvelope, refused, regex, signedInSession, useClient } from './pact.ts';

const pact = newPact();

/** A 1x1 PNG as readAsDataURL gives it. */
const PNG = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';
const PDF = 'data:application/pdf;base64,JVBERi0xLjQKJcfsj6IKCg==';

describe('file upload', () => {
  it('takes an image as a data URL and answers its reference', async () => {
    await pact
      .addInteraction()
      .given(Scenario.saver)
      .uponReceiving('an upload of a small PNG image')
      .withRequest('POST', '/api/v1/util/fileupload', (b) => b.headers(authHeader).jsonBody({ name: 'plan.png', content: PNG }))
      .willRespondWith(200, (b) => b.jsonBody(okEnvelope({ reference: regex('^[A-Za-z0-9_-]+$', 'UPL-1') })))
      .executeTest(async (server) => {
        useClient(server, signedInSession());
        await expect(uploadFile({ name: 'plan.png', content: PNG })).resolves.toBe('UPL-1');
      });
  });

  it('refuses a file that is not an image, with the server message', async () => {
    await pact
      .addInteraction()
      .given(Scenario.saver)
      .uponReceiving('an upload of a PDF')
      .withRequest('POST', '/api/v1/util/fileupload', (b) => b.headers(authHeader).jsonBody({ name: 'statement.pdf', content: PDF }))
      .willRespondWith(refused(400), (b) => b.jsonBody({ ...failEnvelope('Choose an image file (JPEG, PNG, GIF or WebP)'), data: { field: like('content') } }))
      .executeTest(async (server) => {
        useClient(server, signedInSession());
        const error = await uploadFile({ name: 'statement.pdf', content: PDF }).catch((e: unknown) => e);
        expect(error).toBeInstanceOf(ApiError);
        expect((error as ApiError).messages).toEqual(['Choose an image file (JPEG, PNG, GIF or WebP)']);
      });
  });
});
