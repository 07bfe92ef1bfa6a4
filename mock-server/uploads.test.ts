// Uploads are checked like a careful backend checks them, and belong to the customer who sent them;
// the bank account is the customer's own, or none.
import { describe, expect, it } from 'vitest';
import { Scenario } from '../fixtures/scenarios.ts';
import { IMAGE_TOO_LARGE, NOT_AN_IMAGE } from '../src/lib/image-file.ts';
import { mockServer, signedInCustomer } from './test-server.ts';
import { TINY_PNG, uploadedImage } from './domain/util.ts';

const served = mockServer();

async function send(token: string | null, method: string, path: string, body?: unknown) {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (token) headers.authorization = `Bearer ${token}`;
  const res = await fetch(`${served.base}${path}`, { method, headers, ...(body === undefined ? {} : { body: JSON.stringify(body) }) });
  return { status: res.status, ...((await res.json()) as { success: boolean; data: unknown; messages: string[] }) };
}
const upload = (token: string | null, body: unknown) => send(token, 'POST', '/api/v1/util/fileupload', body);
const dataUrl = (type: string, bytes: Buffer) => `data:${type};base64,${bytes.toString('base64')}`;

describe('file upload', () => {
  it('keeps an image for the customer who sent it, under an unguessable reference', async () => {
    const a = await signedInCustomer(served.base);
    const b = await signedInCustomer(served.base);
    const first = await upload(a.token, { name: 'plan.png', content: TINY_PNG });
    const second = await upload(a.token, { name: 'plan.png', content: TINY_PNG });
    expect(first).toMatchObject({ status: 200, success: true });
    const reference = (first.data as { reference: string }).reference;
    expect(reference).toMatch(/^UPL[0-9A-F]{24}$/);
    expect((second.data as { reference: string }).reference).not.toBe(reference);
    expect(uploadedImage(served.mock.store, a.id, reference)).toBe(TINY_PNG);
    expect(uploadedImage(served.mock.store, b.id, reference)).toBeNull();
  });

  it('refuses what is not a small image with a 400 naming the field', async () => {
    const { token } = await signedInCustomer(served.base);
    const cases: [unknown, string, string][] = [
      [{ name: 'a.pdf', content: dataUrl('application/pdf', Buffer.from('%PDF-1.4')) }, 'content', NOT_AN_IMAGE],
      // A PDF renamed: the type says PNG, the bytes do not.
      [{ name: 'a.png', content: dataUrl('image/png', Buffer.from('%PDF-1.4 not really')) }, 'content', NOT_AN_IMAGE],
      [{ name: 'a.svg', content: dataUrl('image/svg+xml', Buffer.from('<svg/>')) }, 'content', NOT_AN_IMAGE],
      [{ name: 'a.png', content: 'https://example.com/a.png' }, 'content', NOT_AN_IMAGE],
      [{ name: 'big.png', content: dataUrl('image/png', Buffer.concat([Buffer.from(TINY_PNG.split(',')[1]!, 'base64'), Buffer.alloc(1_000_001)])) }, 'content', IMAGE_TOO_LARGE],
      [{ name: ' ', content: TINY_PNG }, 'name', 'The file name is required'],
    ];
    for (const [body, field, message] of cases) {
      const answer = await upload(token, body);
      expect(answer, JSON.stringify(body).slice(0, 80)).toMatchObject({ status: 400, success: false, data: { field }, messages: [message] });
    }
    expect(await upload(token, { content: TINY_PNG })).toMatchObject({ status: 400, data: { field: 'name' } });
  });

  it('asks for a session', async () => {
    expect(await upload(null, { name: 'plan.png', content: TINY_PNG })).toMatchObject({ status: 401, success: false });
  });
});

describe('withdrawal bank account', () => {
  it('is the saver’s own, and a fresh customer has none', async () => {
    const saver = await signedInCustomer(served.base);
    const fresh = await signedInCustomer(served.base, Scenario.freshUser);
    const own = await send(saver.token, 'GET', '/api/v1/user/bankaccount');
    expect(own.data).toEqual(served.mock.store.owned('bankAccounts', saver.id).map(({ id, aName, number, bName }) => ({ id, aName, number, bName }))[0]);
    expect((await send(fresh.token, 'GET', '/api/v1/user/bankaccount')).data).toEqual({});
  });
});
