// The util area: OTP resends (a registration 1, a card payment 4, a challenge without a transaction
// and a withdrawal 5), product interest rates, image uploads, the savings-habit questionnaire, the blog
// and the public contact form: what the client sends, and the fields it reads.
import { describe, expect, it } from 'vitest';
import { ApiError } from '../src/api/errors.ts';
import { getBlogPosts, getProductInterest, OtpOperation, resendOtp, resendWithdrawalOtp, sendContactMessage, sendFeedback, uploadFile, type Feedback } from '../src/api/util.ts';
import { NAIRA, ProductCode } from '../src/api/wire.ts';
import { ProviderState, Scenario } from '../fixtures/scenarios.ts';
import { anyId, apiMessages, authHeader, eachLike, EXAMPLE, failEnvelope, integer, ISO_DATE, like, newPact, okEnvelope, provided, refused, regex, signedInReadsWithoutSession, signedInSession, useClient, wireCode } from './pact.ts';

const pact = newPact();
const answers: Feedback = { frequency: 30, mEarn: 3, mExp: 2, savingPercent: 25, isSaving: true, projection: 85 };
const message = { name: 'Chiamaka Obi', email: 'chiamaka@example.com', message: 'How do I join a group savings challenge?' };

/** A 1x1 PNG as readAsDataURL gives it. */
const PNG = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';
const PDF = 'data:application/pdf;base64,JVBERi0xLjQKJcfsj6IKCg==';

describe('OTP resend', () => {
  it('sends the registration OTP again', async () => {
    await pact
      .addInteraction()
      .given(ProviderState.registrationStarted)
      .uponReceiving('a resend of the registration OTP')
      .withRequest('POST', '/api/v1/util/resendotp', (b) => b.jsonBody({ id: provided('registrationId'), operationType: 1 }))
      .willRespondWith(200, (b) => b.jsonBody({ success: true }))
      .executeTest(async (server) => {
        useClient(server);
        await expect(resendOtp(EXAMPLE.registrationId, OtpOperation.registration)).resolves.toBeUndefined();
      });
  });

  it('refuses a resend for an unknown registration with the server message', async () => {
    await pact
      .addInteraction()
      .given(ProviderState.signedOut)
      .uponReceiving('a resend of the OTP of an unknown registration')
      .withRequest('POST', '/api/v1/util/resendotp', (b) => b.jsonBody({ id: 'reg-unknown', operationType: 1 }))
      .willRespondWith(refused(400), (b) => b.jsonBody(failEnvelope('We could not find that request. Please start again.')))
      .executeTest(async (server) => {
        useClient(server);
        const error = await resendOtp('reg-unknown', OtpOperation.registration).catch((e: unknown) => e);
        expect(error).toBeInstanceOf(ApiError);
        expect((error as ApiError).messages).toEqual(['We could not find that request. Please start again.']);
      });
  });
});

describe('payment OTP resend', () => {
  it('resends the OTP of a card payment (operation 4)', async () => {
    await pact
      .addInteraction()
      .given(Scenario.saver, { stash: 'awaiting its card OTP' })
      .uponReceiving('a request to resend the OTP of a card payment')
      .withRequest('POST', '/api/v1/util/resendotp', (b) => b.headers(authHeader).jsonBody({ id: provided('challengeId'), operationType: 4 }))
      .willRespondWith(200, (b) => b.jsonBody({ success: true }))
      .executeTest(async (server) => {
        useClient(server, signedInSession());
        await expect(resendOtp(EXAMPLE.challengeId, OtpOperation.paymentWithTransId)).resolves.toBeUndefined();
      });
  });

  it('resends the OTP of a card challenge without a transaction (operation 5)', async () => {
    await pact
      .addInteraction()
      .given(Scenario.saver, { challenge: 'without a transaction' })
      .uponReceiving('a request to resend the OTP of a challenge without a transaction')
      .withRequest('POST', '/api/v1/util/resendotp', (b) => b.headers(authHeader).jsonBody({ id: provided('challengeId'), operationType: 5 }))
      .willRespondWith(200, (b) => b.jsonBody({ success: true }))
      .executeTest(async (server) => {
        useClient(server, signedInSession());
        await expect(resendOtp(EXAMPLE.challengeId, OtpOperation.paymentWithoutTransId)).resolves.toBeUndefined();
      });
  });

  it('refuses to resend for an unknown challenge with the server message', async () => {
    await pact
      .addInteraction()
      .given(Scenario.saver)
      .uponReceiving('a request to resend the OTP of an unknown card challenge')
      .withRequest('POST', '/api/v1/util/resendotp', (b) => b.headers(authHeader).jsonBody({ id: 'CHL-UNKNOWN', operationType: 4 }))
      .willRespondWith(refused(400), (b) => b.jsonBody(failEnvelope('We could not find that request. Please start again.')))
      .executeTest(async (server) => {
        useClient(server, signedInSession());
        const error = await resendOtp('CHL-UNKNOWN', OtpOperation.paymentWithTransId).catch((e: unknown) => e);
        expect(error).toBeInstanceOf(ApiError);
        expect((error as ApiError).messages).toEqual(['We could not find that request. Please start again.']);
      });
  });
});

describe('withdrawal OTP resend', () => {
  it('resends the OTP of a withdrawal (operation type 5)', async () => {
    await pact
      .addInteraction()
      .given(Scenario.saver, { withdrawal: 'awaiting its OTP' })
      .uponReceiving('a request to resend the OTP of a withdrawal')
      .withRequest('POST', '/api/v1/util/resendotp', (b) => b.headers(authHeader).jsonBody({ id: provided('challengeId'), operationType: 5 }))
      .willRespondWith(200, (b) => b.jsonBody({ success: true }))
      .executeTest(async (server) => {
        useClient(server, signedInSession());
        await expect(resendWithdrawalOtp(EXAMPLE.challengeId)).resolves.toBeUndefined();
      });
  });
});

describe('product interest', () => {
  it('lists the Stash lock periods in Naira with their rates', async () => {
    await pact
      .addInteraction()
      .given(Scenario.freshUser)
      .uponReceiving('a request for the Stash interest rates in Naira')
      .withRequest('GET', '/api/v1/util/productinterest/', (b) => b.headers(authHeader).query({ code: '0103', ccy: '1' }))
      .willRespondWith(200, (b) =>
        b.jsonBody(okEnvelope({ interest: eachLike({ tenor: { code: wireCode('90'), name: like('90 days'), minDays: integer(90), maxDays: integer(179) }, rate: like(10.5) }) })),
      )
      .executeTest(async (server) => {
        useClient(server, signedInSession());
        const options = await getProductInterest('0103', '1');
        expect(options[0]).toEqual({ tenor: { code: '90', name: '90 days', minDays: 90, maxDays: 179 }, rate: 10.5 });
      });
  });

  it('lists none where nothing is on offer', async () => {
    await pact
      .addInteraction()
      .given(Scenario.freshUser)
      .uponReceiving('a request for the Stash interest rates in a currency without any')
      .withRequest('GET', '/api/v1/util/productinterest/', (b) => b.headers(authHeader).query({ code: '0103', ccy: '2' }))
      .willRespondWith(200, (b) => b.jsonBody(okEnvelope({ interest: [] })))
      .executeTest(async (server) => {
        useClient(server, signedInSession());
        await expect(getProductInterest('0103', '2')).resolves.toEqual([]);
      });
  });

  it('lists the core plan rates for the Interest Rate Guide', async () => {
    await pact
      .addInteraction()
      .given(Scenario.saver)
      .uponReceiving('a request for the interest options of core plans in naira')
      .withRequest('GET', '/api/v1/util/productinterest/', (b) => b.headers(authHeader).query({ code: '0201', ccy: '1' }))
      .willRespondWith(200, (b) =>
        b.jsonBody(okEnvelope({ interest: eachLike({ tenor: { code: wireCode('365'), name: like('1 year and above'), minDays: integer(365), maxDays: integer(3650) }, rate: like(10) }) })),
      )
      .executeTest(async (server) => {
        useClient(server, signedInSession());
        const [option] = await getProductInterest(ProductCode.core);
        expect(option).toEqual({ tenor: { code: '365', name: '1 year and above', minDays: 365, maxDays: 3650 }, rate: 10 });
      });
  });
});

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

describe('savings questionnaire', () => {
  it('sends the six answers', async () => {
    await pact
      .addInteraction()
      .given(Scenario.freshUser)
      .uponReceiving('the answers to the savings-habit questionnaire')
      .withRequest('POST', '/api/v1/util/feedback', (b) => b.headers(authHeader).jsonBody(answers))
      // Only success and messages are read.
      .willRespondWith(200, (b) => b.jsonBody({ success: true }))
      .executeTest(async (server) => {
        useClient(server, signedInSession());
        await expect(sendFeedback(answers)).resolves.toBeUndefined();
      });
  });

  it('refuses an answer that is not one of the options with the server message', async () => {
    const wrong = { ...answers, savingPercent: 33 as Feedback['savingPercent'] };
    await pact
      .addInteraction()
      .given(Scenario.freshUser)
      .uponReceiving('questionnaire answers with a savings percent that is not an option')
      .withRequest('POST', '/api/v1/util/feedback', (b) => b.headers(authHeader).jsonBody(wrong))
      .willRespondWith(refused(400), (b) => b.jsonBody(failEnvelope('savingPercent: Expected one of 10, 25, 50, 75, 90')))
      .executeTest(async (server) => {
        useClient(server, signedInSession());
        const error = await sendFeedback(wrong).catch((e: unknown) => e);
        expect(error).toBeInstanceOf(ApiError);
        expect((error as ApiError).messages).toEqual(['savingPercent: Expected one of 10, 25, 50, 75, 90']);
      });
  });
});

describe('blog', () => {
  it('lists the posts with the fields the blog shows', async () => {
    await pact
      .addInteraction()
      .given(Scenario.saver)
      .uponReceiving('a request for the blog posts')
      .withRequest('GET', '/api/v1/util/blogposts', (b) => b.headers(authHeader))
      .willRespondWith(200, (b) =>
        b.jsonBody(
          okEnvelope(
            eachLike({
              id: anyId('101'),
              title: like('Five habits that make saving automatic'),
              summary: like('Small, regular amounts beat big promises.'),
              body: like('Pay yourself first.'),
              source: like('Vibe Savings'),
              date: regex(ISO_DATE, '2026-10-29T09:00:00.000Z'),
              image: like('data:image/svg+xml,%3Csvg%3E%3C%2Fsvg%3E'),
            }),
          ),
        ),
      )
      .executeTest(async (server) => {
        useClient(server, signedInSession());
        const posts = await getBlogPosts();
        expect(posts[0]).toMatchObject({ id: '101', source: 'Vibe Savings', date: '2026-10-29T09:00:00.000Z' });
      });
  });
});

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
        useClient(server, signedInSession());
        await expect(sendContactMessage(message)).resolves.toBeUndefined();
      });
  });

  it('refuses a message past the hourly limit from its e-mail address, with the server message', async () => {
    const TOO_OFTEN = 'You have sent 30 messages from this e-mail address in the last hour, the most we accept. Try again in 60 minutes.';
    await pact
      .addInteraction()
      .given(ProviderState.signedOut, { contactMessages: 'used up' })
      .uponReceiving('a contact form message from an address that sent the most messages an hour')
      .withRequest('POST', '/api/v1/util/contact', (b) => b.jsonBody({ ...message, email: provided('unusedEmail') }))
      .willRespondWith(refused(429), (b) => b.jsonBody(failEnvelope(TOO_OFTEN)))
      .executeTest(async (server) => {
        useClient(server);
        expect(await sendContactMessage({ ...message, email: EXAMPLE.unusedEmail }).catch(apiMessages)).toEqual([TOO_OFTEN]);
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

signedInReadsWithoutSession(pact, [
  { what: 'the Stash interest rates', path: '/api/v1/util/productinterest/', query: { code: ProductCode.stash, ccy: NAIRA }, read: () => getProductInterest(ProductCode.stash) },
  { what: 'the blog posts', path: '/api/v1/util/blogposts', read: getBlogPosts },
]);
