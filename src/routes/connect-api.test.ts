// @vitest-environment jsdom
// A session that runs out is not a logout: the customer is sent to sign in and their drafts wait for them.
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { paths } from '../paths.ts';

beforeEach(() => {
  sessionStorage.clear();
  vi.resetModules();
  history.replaceState(null, '', '/app/stash');
});
afterEach(() => {
  history.replaceState(null, '', '/');
});

it('a refused renewal signs the customer out to sign-in with the notice, keeping their drafts', async () => {
  const { connectApi } = await import('./connect-api.ts');
  const { refresh } = await import('../api/identity.ts');
  const { startSession, session, signOutNotice } = await import('../state/session.ts');
  const { stashDraft } = await import('../state/stash-draft.ts');
  startSession({ name: 'Ada Obi', token: 't', refreshToken: 'r', expiresAt: 0 }, 'ada@example.ng');
  stashDraft.value = { form: { ccyCode: '1', amount: '50,000', frequency: '30' }, created: null };
  const refused = { success: false, data: null, messages: ['Your session has ended.'] };
  vi.stubGlobal('fetch', vi.fn(() => Promise.resolve(new Response(JSON.stringify(refused), { status: 401, headers: { 'content-type': 'application/json' } }))));
  connectApi();

  await expect(refresh()).rejects.toThrow();

  expect(session.value).toBeNull();
  expect(signOutNotice.value).toBe('Your session has expired. Please sign in again.');
  expect(location.pathname).toBe(paths.login);
  expect(stashDraft.value.form.amount).toBe('50,000');
  expect(JSON.parse(sessionStorage.getItem('draft:stash')!)).toEqual(stashDraft.value);
});
