// The wire is lenient where the real API was: what the original client sent is accepted, what a
// server sends as a number where the client keeps text arrives as text.
import { create, validate } from 'superstruct';
import { describe, expect, it } from 'vitest';
import { ContractError } from './errors.ts';
import { Card, getVirtualAccount } from './payments.ts';
import { configureHttp } from './config.ts';
import { memorySession } from './memory-session.ts';
import { StashRequest } from './savings.ts';
import { InterestOption } from './util.ts';
import { wireBoolean } from './wire.ts';

const answering = (data: unknown) => {
  const fetch = () => Promise.resolve(new Response(JSON.stringify({ success: true, data, messages: [] }), { headers: { 'content-type': 'application/json' } }));
  configureHttp({ baseURL: 'http://127.0.0.1:9', session: memorySession({ name: 'A', token: 't', refreshToken: 'r', expiresAt: Date.now() + 60_000 }), fetch });
};

describe('requests in the original client’s form', () => {
  it('takes a Stash with digit strings and gives code a number', () => {
    expect(create({ amount: '5000', frequency: 90, ccyCode: 1 }, StashRequest)).toEqual({ amount: 5000, frequency: '90', ccyCode: '1' });
  });

  it('still refuses what is not a number, and a currency that is not Naira', () => {
    expect(validate({ amount: '5,000', frequency: '90', ccyCode: '1' }, StashRequest, { coerce: true })[0]?.path).toEqual(['amount']);
    expect(validate({ amount: 5000, frequency: '90', ccyCode: 2 }, StashRequest, { coerce: true })[0]?.path).toEqual(['ccyCode']);
  });

  it('reads "true" and "false" as booleans and nothing else', () => {
    expect(create('true', wireBoolean())).toBe(true);
    expect(create('false', wireBoolean())).toBe(false);
    expect(validate('yes', wireBoolean(), { coerce: true })[0]).toBeDefined();
  });
});

describe('answers with numbers where the client keeps text', () => {
  it('turns a numeric card id and tenor code into text', () => {
    expect(create({ id: 42, bin: '539983', pan: '1234' }, Card).id).toBe('42');
    expect(create({ tenor: { code: 90, name: '90 days', minDays: 90, maxDays: 179 }, rate: 10 }, InterestOption).tenor.code).toBe('90');
  });

  it('reads an empty virtual account, or null, as not configured', async () => {
    answering({});
    await expect(getVirtualAccount()).resolves.toBeNull();
    answering(null);
    await expect(getVirtualAccount()).resolves.toBeNull();
    answering({ accountNo: '0123456789' });
    await expect(getVirtualAccount(), 'half an account is a broken answer, not "none"').rejects.toBeInstanceOf(ContractError);
    answering({ accountName: 'Ada', accountNo: '0123456789', bank: 'Wema Bank' });
    await expect(getVirtualAccount()).resolves.toEqual({ accountName: 'Ada', accountNo: '0123456789', bank: 'Wema Bank' });
  });
});

describe('amounts are exact money', () => {
  const stash = (amount: unknown) => validate({ amount, frequency: '30', ccyCode: '1' }, StashRequest, { coerce: true });
  const refused = (amount: unknown) => stash(amount)[0]?.failures()[0];

  it.each([1, 0.01, 5000.5, 0.29, 1234.56, 99_999_999.99, 100_000_000, '5000', '5000.25'])('takes %s', (amount) => {
    expect(stash(amount)[0]).toBeUndefined();
  });

  it.each([
    [0, 'must be more than zero'],
    [-5, 'must be more than zero'],
    ['-5', 'must be more than zero'],
    [0.004, 'two decimal places'],
    ['0.004', 'two decimal places'],
    [10.001, 'two decimal places'],
    [1e-7, 'two decimal places'],
    [100_000_000.01, 'at most 100000000'],
    [1e308, 'at most 100000000'],
    [Infinity, 'at most 100000000'],
    ['1e309', 'Expected a number'],
    [NaN, 'Expected a number'],
  ])('refuses %s, naming the amount', (amount, message) => {
    expect(refused(amount)?.path).toEqual(['amount']);
    expect(refused(amount)?.message).toContain(message);
  });
});
