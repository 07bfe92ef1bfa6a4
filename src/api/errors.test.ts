// What each failure says: screens show the server's own words, and logs name the call and the reason.
import { describe, expect, it, vi } from 'vitest';
import { ApiError, ContractError, NetworkError, SessionExpiredError } from './errors.ts';

describe('the failures of a call', () => {
  it("an ApiError carries the server's first message, or the status when there is none", () => {
    const refused = new ApiError('user.stash', 400, ['amount: must be more than zero', 'second']);
    expect([refused.name, refused.message, refused.status, refused.messages]).toEqual(['ApiError', 'user.stash: amount: must be more than zero', 400, ['amount: must be more than zero', 'second']]);
    expect(new ApiError('user.stash', 503, []).message).toBe('user.stash: request failed with status 503');
  });

  it('a ContractError names the call and the field that broke the contract', () => {
    const broken = new ContractError('user.summary', 'data.totNaira', 'Expected a number');
    expect([broken.name, broken.message, broken.field]).toEqual(['ContractError', 'user.summary: unexpected response at "data.totNaira": Expected a number', 'data.totNaira']);
  });

  it('a NetworkError says whether the request timed out or never reached the server', () => {
    const late = new NetworkError('user.summary', 'timeout');
    expect([late.name, late.message, late.reason]).toEqual(['NetworkError', 'user.summary: the request timed out', 'timeout']);
    expect(new NetworkError('user.summary', 'unreachable').message).toBe('user.summary: the server could not be reached');
  });

  it('a SessionExpiredError names the call it ended', () => {
    const ended = new SessionExpiredError('user.summary');
    expect([ended.name, ended.message]).toEqual(['SessionExpiredError', 'user.summary: the session has expired']);
  });

  it('isApiError tells an ApiError from the others', async () => {
    // Loaded afresh: isApiError is made as the module loads (README, Mutation testing: static mutants).
    vi.resetModules();
    const { isApiError, ApiError, NetworkError } = await import('./errors.ts');
    expect(isApiError(new ApiError('c', 400, []))).toBe(true);
    for (const other of [new NetworkError('c', 'timeout'), new Error('c'), null, { name: 'ApiError' }]) expect(isApiError(other)).toBe(false);
  });
});
