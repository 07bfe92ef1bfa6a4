// The definitions every call is built from (defineCall, the envelope, the refresh call, the wire types,
// the utility calls), each module loaded afresh inside its test: they are made as the module loads, so
// a test that imported them once, at the top, would check the copy made before it ran.
import { is } from 'superstruct';
import { NAIRA } from './wire.ts';
import { beforeEach, describe, expect, it, vi } from 'vitest';

beforeEach(() => {
  vi.resetModules();
});

const http = () => import('./http.ts');
const util = () => import('./util.ts');
const wire = () => import('./wire.ts');

/** Configures a fresh http.ts with a fake fetch answering `data` (or `reply`); the requests it saw. */
async function answering(data: unknown, reply: { status?: number; body?: unknown } = {}) {
  const { configureHttp } = await import('./config.ts');
  const { memorySession } = await import('./memory-session.ts');
  const seen: { method: string; url: URL; body: unknown; headers: Headers }[] = [];
  const fetch = (input: RequestInfo | URL, init?: RequestInit) => {
    seen.push({ method: init?.method ?? 'GET', url: new URL(input instanceof Request ? input.url : input.toString()), body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined, headers: new Headers(init?.headers) });
    const body = 'body' in reply ? reply.body : { success: true, data, messages: [] };
    return Promise.resolve(new Response(JSON.stringify(body), { status: reply.status ?? 200, headers: { 'content-type': 'application/json' } }));
  };
  configureHttp({ baseURL: 'http://api.test', session: memorySession({ name: 'A', token: 't', refreshToken: 'r', expiresAt: Date.now() + 60_000 }), fetch });
  return seen;
}

describe('defineCall and the envelope', () => {
  it('a call without a request sends none, a GET travels in the query and the rest in the body', async () => {
    const { defineCall } = await http();
    const { unknown } = await import('superstruct');
    expect(defineCall({ name: 'a', method: 'GET', path: '/a', auth: true, response: unknown() })).toMatchObject({ request: null, requestIn: 'query' });
    expect(defineCall({ name: 'b', method: 'POST', path: '/b', auth: true, response: unknown() })).toMatchObject({ request: null, requestIn: 'body' });
    expect(defineCall({ name: 'c', method: 'DELETE', path: '/c', auth: true, requestIn: 'query', response: unknown() }).requestIn).toBe('query');
  });

  it('the envelope needs success, and takes data and text messages', async () => {
    const { Envelope } = await http();
    expect(is({ success: true }, Envelope)).toBe(true);
    expect(is({ success: false, data: null, messages: ['no'], extra: 1 }, Envelope)).toBe(true);
    expect(is({ data: 1 }, Envelope)).toBe(false);
    expect(is({ success: true, messages: [1] }, Envelope)).toBe(false);
  });

  it('a GET sends its payload as the query, a POST as the body, and a refusal under a 4xx or 5xx is an ApiError', async () => {
    const seen = await answering({ interest: [] });
    const { getProductInterest } = await util();
    await getProductInterest('0103');
    expect(seen[0]!.body).toBeUndefined();
    expect(Object.fromEntries(seen[0]!.url.searchParams)).toEqual({ code: '0103', ccy: '1' });
    expect(seen[0]!.headers.get('accept')).toBe('application/json');
    await answering(null, { status: 500, body: { success: true, data: null, messages: [] } });
    const { ApiError } = await import('./errors.ts');
    await expect((await util()).resendOtp('R1', 1)).rejects.toBeInstanceOf(ApiError);
  });

  it('the refresh call posts both tokens to identity/refresh, without a bearer, for three fields back', async () => {
    const { refreshCall, RefreshRequest, SessionTokens } = await http();
    expect(refreshCall).toMatchObject({ name: 'identity.refresh', method: 'POST', path: '/api/v1/identity/refresh', auth: false, requestIn: 'body' });
    expect([is({ token: 'a', refreshToken: 'b' }, RefreshRequest), is({ token: 'a' }, RefreshRequest)]).toEqual([true, false]);
    expect([is({ name: 'A', token: 'a', refreshToken: 'b' }, SessionTokens), is({ token: 'a', refreshToken: 'b' }, SessionTokens)]).toEqual([true, false]);
  });

  it('nothing is sent before the client is configured', async () => {
    const config = await import('./config.ts');
    expect(config.refresh.running).toBeNull();
    expect(() => config.current()).toThrow('configureHttp() must run before the first API call');
    await answering(null);
    expect(() => config.current()).not.toThrow();
  });
});

describe('the clock the session expires by', () => {
  /** A fresh http.ts whose fake server renews any session; the paths it was asked for, in order. */
  async function client(expiresAt: number, now?: () => number) {
    const { configureHttp } = await import('./config.ts');
    const { defineCall, send } = await http();
    const { memorySession } = await import('./memory-session.ts');
    const { unknown } = await import('superstruct');
    const paths: string[] = [];
    const fetch = (input: RequestInfo | URL) => {
      const url = new URL(input instanceof Request ? input.url : input.toString());
      paths.push(url.pathname);
      const data = url.pathname.endsWith('/refresh') ? { name: 'A', token: 't2', refreshToken: 'r2' } : null;
      return Promise.resolve(new Response(JSON.stringify({ success: true, data, messages: [] }), { headers: { 'content-type': 'application/json' } }));
    };
    configureHttp({ baseURL: 'http://api.test', session: memorySession({ name: 'A', token: 't', refreshToken: 'r', expiresAt }), fetch, ...(now ? { now } : {}) });
    await send(defineCall({ name: 'test.closed', method: 'GET', path: '/api/v1/closed', auth: true, response: unknown() }));
    return paths;
  }

  it('renews a session that has expired by the configured clock, or by Date.now without one, before the call', async () => {
    const T = Date.UTC(2026, 10, 22);
    expect(await client(T, () => T)).toEqual(['/api/v1/identity/refresh', '/api/v1/closed']);
    expect(await client(T + 1, () => T)).toEqual(['/api/v1/closed']);
    expect(await client(Date.now() - 1)).toEqual(['/api/v1/identity/refresh', '/api/v1/closed']);
    expect(await client(Date.now() + 60_000)).toEqual(['/api/v1/closed']);
  });
});

describe('the utility calls', () => {
  it('resend a registration code signed out, and a payment, withdrawal or BVN code with the session', async () => {
    const { resendOtpCall, resendChallengeOtpCall, ResendOtpRequest, ResendChallengeOtpRequest, resendOtp, isSignedInResend } = await util();
    expect(resendOtpCall).toMatchObject({ name: 'util.resendotp', method: 'POST', path: '/api/v1/util/resendotp', auth: false });
    expect(resendChallengeOtpCall).toMatchObject({ method: 'POST', path: '/api/v1/util/resendotp', auth: true });
    for (const ok of [{ id: 'R1', operationType: 1 }, { id: 7, operationType: 1 }]) expect(is(ok, ResendOtpRequest), JSON.stringify(ok)).toBe(true);
    for (const bad of [{ id: 'R1', operationType: 2 }, { id: 'R1', operationType: 4 }, { id: true, operationType: 1 }, { operationType: 1 }, { id: 'R1' }]) expect(is(bad, ResendOtpRequest), JSON.stringify(bad)).toBe(false);
    for (const ok of [{ id: 'C1', operationType: 4 }, { id: 7, operationType: 6 }, { id: 'W1', operationType: 5 }]) expect(is(ok, ResendChallengeOtpRequest), JSON.stringify(ok)).toBe(true);
    expect(is({ id: 'R1', operationType: 1 }, ResendChallengeOtpRequest)).toBe(false);
    expect([1, 4, '5', 6, 2, null, { toString: 1 }].map(isSignedInResend)).toEqual([false, true, true, true, false, false, false]);
    const seen = await answering(null);
    await expect(resendOtp('R1', 1)).resolves.toBeUndefined();
    expect(seen[0]).toMatchObject({ method: 'POST', body: { id: 'R1', operationType: 1 } });
    expect(seen[0]!.url.pathname).toBe('/api/v1/util/resendotp');
    expect(seen[0]!.headers.get('authorization')).toBeNull();
  });

  it('read the lock periods of a product under `interest`, signed in', async () => {
    const { productInterestCall, ProductInterestQuery, ProductInterest, InterestOption, getProductInterest } = await util();
    expect(productInterestCall).toMatchObject({ name: 'util.productinterest', method: 'GET', path: '/api/v1/util/productinterest/', auth: true });
    expect([is({ code: '0103', ccy: '1' }, ProductInterestQuery), is({ code: '9999', ccy: '1' }, ProductInterestQuery), is({ code: '0103' }, ProductInterestQuery)]).toEqual([true, false, false]);
    const option = { tenor: { code: '30', name: '30 days', minDays: 30, maxDays: 89 }, rate: 8 };
    expect([is(option, InterestOption), is({ ...option, rate: '8' }, InterestOption), is({ rate: 8 }, InterestOption), is({ ...option, tenor: { code: '30', name: '30 days' } }, InterestOption)]).toEqual([true, false, false, false]);
    expect([is({ interest: [option] }, ProductInterest), is([option], ProductInterest), is({}, ProductInterest), is({ interest: [{ rate: 8 }] }, ProductInterest)]).toEqual([true, false, false, false]);
    await answering({ interest: [option] });
    await expect(getProductInterest('0103')).resolves.toEqual([option]);
    await answering({ options: [option] });
    await expect(getProductInterest('0103')).rejects.toMatchObject({ name: 'ContractError', field: 'data.interest' });
  });

  it('upload a file by name and data URL, for its reference as text', async () => {
    const { uploadFileCall, FileUpload, uploadFile } = await util();
    expect(uploadFileCall).toMatchObject({ name: 'util.fileupload', method: 'POST', path: '/api/v1/util/fileupload', auth: true });
    expect([is({ name: 'a.png', content: 'data:' }, FileUpload), is({ name: 'a.png' }, FileUpload), is({ content: 'data:' }, FileUpload)]).toEqual([true, false, false]);
    const seen = await answering({ reference: 42 });
    await expect(uploadFile({ name: 'a.png', content: 'data:image/png;base64,AAAA' })).resolves.toBe('42');
    expect(seen[0]!.body).toEqual({ name: 'a.png', content: 'data:image/png;base64,AAAA' });
  });

  it('send the questionnaire answers as numbers', async () => {
    const { feedbackCall, Feedback, sendFeedback } = await util();
    expect(feedbackCall).toMatchObject({ name: 'util.feedback', method: 'POST', path: '/api/v1/util/feedback', auth: true });
    const answers = { frequency: 30, mEarn: 3, mExp: 3, savingPercent: 25, isSaving: true, projection: 60 } as const;
    const one = (change: Record<string, unknown>) => is({ ...answers, ...change }, Feedback);
    expect([one({}), one({ frequency: 2 }), one({ mEarn: 9 }), one({ mExp: 9 }), one({ savingPercent: 11 }), one({ isSaving: 'yes' }), one({ projection: 1 })]).toEqual([true, false, false, false, false, false, false]);
    const seen = await answering(null);
    await expect(sendFeedback(answers)).resolves.toBeUndefined();
    expect(seen[0]!.body).toEqual(answers);
  });

  it('read the blog posts with a session, each with its fields', async () => {
    const { blogPostsCall, BlogPost, getBlogPosts } = await util();
    expect(blogPostsCall).toMatchObject({ name: 'util.blogposts', method: 'GET', path: '/api/v1/util/blogposts', auth: true });
    const post = { id: 1, title: 'T', summary: 'S', body: 'B', source: 'Vibe', date: '2026-01-01T00:00:00Z', image: null };
    expect([is({ ...post, id: '1' }, BlogPost), is({ ...post, id: '1', title: 1 }, BlogPost), is({ ...post, id: '1', image: 2 }, BlogPost)]).toEqual([true, false, false]);
    await answering([post]);
    await expect(getBlogPosts()).resolves.toEqual([{ ...post, id: '1' }]);
    await answering([{ ...post, date: 5 }]);
    await expect(getBlogPosts()).rejects.toMatchObject({ name: 'ContractError', field: 'data.0.date' });
  });

  it('send a contact message without a session: a name, an e-mail, a message of 2 characters or more', async () => {
    const { contactCall, ContactMessage, sendContactMessage } = await util();
    expect(contactCall).toMatchObject({ name: 'util.contact', method: 'POST', path: '/api/v1/util/contact', auth: false });
    const message = { name: 'Ada', email: 'ada@example.com', message: 'Hi' };
    const one = (change: Record<string, unknown>) => is({ ...message, ...change }, ContactMessage);
    expect([one({}), one({ name: '  ' }), one({ email: 'ada' }), one({ message: 'H' })]).toEqual([true, false, false, false]);
    const seen = await answering(null);
    await expect(sendContactMessage(message)).resolves.toBeUndefined();
    expect(seen[0]!.body).toEqual(message);
  });

  it('a calendar day on the wire is YYYY-MM-DD and nothing more', async () => {
    const { isoDay } = await wire();
    const day = isoDay();
    expect(['2026-01-31', '2026-1-31', '26-01-31', '2026-01-31T00:00:00', 'x2026-01-31', '2026-01-3', '2026/01/31'].map((d) => is(d, day))).toEqual([true, false, false, false, false, false, false]);
  });
});

it('Naira is currency code 1', () => {
  expect(NAIRA).toBe('1');
});

describe('the wire types', () => {
  it('take a number as itself or as its digits, and nothing else', async () => {
    const { wireNumber } = await wire();
    const { create, number, validate } = await import('superstruct');
    const n = wireNumber(number());
    expect(['5000', '-5', '12.5', '12.55', 7].map((v) => create(v, n))).toEqual([5000, -5, 12.5, 12.55, 7]);
    for (const bad of ['5,000', 'x5', '5x', '5.', '.5', '1.2.3', '', 'five']) expect(validate(bad, n, { coerce: true })[0], bad).toBeDefined();
  });

  it('take money, booleans as text, and ids as numbers', async () => {
    const { wireBoolean, wireMoney, wireText } = await wire();
    const { create, string, validate } = await import('superstruct');
    expect(create('5000.50', wireMoney())).toBe(5000.5);
    expect(validate('0.004', wireMoney(), { coerce: true })[0]?.message).toContain('two decimal places');
    expect([create('true', wireBoolean()), create('false', wireBoolean())]).toEqual([true, false]);
    expect(create(12, wireText(string()))).toBe('12');
  });

  it('read a record that may be none: {} or null is none, a partial record is refused', async () => {
    const { recordOrNone } = await wire();
    const { create, string, type, validate } = await import('superstruct');
    const Account = recordOrNone(type({ number: string(), bank: string() }), 'AccountOrNone');
    expect(create(null, Account)).toEqual({});
    expect(create({}, Account)).toEqual({});
    expect(create({ number: '1', bank: 'B' }, Account)).toEqual({ number: '1', bank: 'B' });
    expect(validate({ number: '1' }, Account, { coerce: true })[0]?.refinement).toBe('AccountOrNone');
  });

  it('refuse an amount in the words of the money rule', async () => {
    const { amountProblem } = await import('../lib/amount.ts');
    expect([amountProblem(0), amountProblem(1e9), amountProblem(0.001)]).toEqual(['must be more than zero', 'must be at most 100000000', 'must have at most two decimal places (whole kobo)']);
  });
});

describe('a group, as the join reads it', () => {
  const listed = { id: 7, name: 'Detty December', target: 250_000, startDate: '2026-11-11', endDate: '2027-11-11', contribution: 10_000, frequency: 30 };

  it('needs its target date: the join sends it and counts the contributions up to it', async () => {
    const { PublicGroup } = await import('./groups.ts');
    expect(is(listed, PublicGroup)).toBe(true);
    const { endDate: _, ...undated } = listed;
    expect(is(undated, PublicGroup)).toBe(false);
  });

  it('found by its code, says whether its owner decides how members save; its code, currency and members may be left out', async () => {
    const { FoundGroup } = await import('./groups.ts');
    expect(is({ ...listed, ownerDecide: true }, FoundGroup)).toBe(true);
    expect(is(listed, FoundGroup)).toBe(false);
    expect(is({ ...listed, ownerDecide: false, code: 'K7QF3XMZ', currency: { code: 1 }, members: 3 }, FoundGroup)).toBe(true);
  });
});
