// The savings-habit questionnaire and the blog: what the client sends, and the fields it reads.
import { describe, expect, it } from 'vitest';
import { ApiError } from '../src/api/errors.ts';
import { getBlogPosts, sendFeedback, type Feedback } from '../src/api/util.ts';
import { Scenario } from '../fixtures/scenarios.ts';
import { anyId, authHeader, eachLike, failEnvelope, like, newPact, okEnvelope, refused, regex, signedInSession, useClient } from './pact.ts';

const pact = newPact();
const answers: Feedback = { frequency: 30, mEarn: 3, mExp: 2, savingPercent: 25, isSaving: true, projection: 85 };

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
              date: regex('^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}:\\d{2}(\\.\\d+)?(Z|[+-]\\d{2}:\\d{2})$', '2026-10-29T09:00:00.000Z'),
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
