// The questionnaire and the blog on the mock: the original's text answers are taken, the to-do is met.
import { describe, expect, it } from 'vitest';
import { Scenario } from '../fixtures/scenarios.ts';
import { mockServer, signedInCustomer } from './test-server.ts';

const served = mockServer();
const call = async (path: string, token: string, body?: unknown) => {
  const res = await fetch(`${served.base}${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as { success: boolean; data: unknown; messages?: string[] } };
};

describe('questionnaire', () => {
  it("takes the original's text answers, records them and meets the to-do", async () => {
    const customer = await signedInCustomer(served.base, Scenario.freshUser);
    const answers = { frequency: '30', mEarn: '3', mExp: '2', savingPercent: '25', isSaving: 'true', projection: '85' };
    expect((await call('/api/v1/util/feedback', customer.token, answers)).body.success).toBe(true);
    expect((await call('/api/v1/user/todo', customer.token)).body.data).toMatchObject({ riskProfiled: true, bvnConfirmed: false });
    expect(served.mock.store.owned('feedback', customer.id)).toEqual([
      expect.objectContaining({ frequency: 30, mEarn: 3, mExp: 2, savingPercent: 25, isSaving: true, projection: 85 }),
    ]);
  });

  it('refuses an answer that is not an option, naming the field, and leaves the to-do open', async () => {
    const customer = await signedInCustomer(served.base, Scenario.freshUser);
    const res = await call('/api/v1/util/feedback', customer.token, { frequency: 14, mEarn: 3, mExp: 2, savingPercent: 25, isSaving: true, projection: 85 });
    expect(res.status).toBe(400);
    expect(res.body.messages?.[0]).toMatch(/^frequency: /);
    expect((await call('/api/v1/user/todo', customer.token)).body.data).toMatchObject({ riskProfiled: false });
  });
});

describe('blog', () => {
  it('lists the posts, newest first, to a signed-in customer only', async () => {
    const customer = await signedInCustomer(served.base);
    const posts = (await call('/api/v1/util/blogposts', customer.token)).body.data as { id: string; date: string }[];
    expect(posts).toHaveLength(6);
    expect(posts.map((p) => p.date)).toEqual([...posts.map((p) => p.date)].sort().reverse());
    expect((await call('/api/v1/util/blogposts', 'nobody')).status).toBe(401);
  });
});
