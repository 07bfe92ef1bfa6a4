// Group savings in the mock: unguessable unique codes, a customer's own image only, membership by paying,
// and no second join.
import { describe, expect, it } from 'vitest';
import { Scenario } from '../fixtures/scenarios.ts';
import { mockServer, signedInCustomer } from './test-server.ts';
import { TINY_PNG } from './domain/util.ts';
import { lagosDayIn } from '../src/lib/calendar.ts';

const served = mockServer();

async function send(token: string, method: string, path: string, body?: unknown) {
  const res = await fetch(`${served.base}${path}`, {
    method,
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  return { status: res.status, ...((await res.json()) as { success: boolean; data: Record<string, unknown> | null; messages: string[] }) };
}

const group = (over: Record<string, unknown> = {}) => ({ name: 'Owambe Ready', ccy: '1', target: 100000, tgtDate: lagosDayIn(90), isPublic: false, decide: true, start: lagosDayIn(1), freq: '7', cntr_amt: 5000, earn: true, ...over });

describe('group savings', () => {
  it('gives each group its own unguessable code, found in any case', async () => {
    const owner = await signedInCustomer(served.base, Scenario.saver);
    const codes = new Set<string>();
    for (let i = 0; i < 20; i += 1) codes.add(String((await send(owner.token, 'POST', '/api/v1/user/group_savings', group({ target: 100000 + i }))).data!.code));
    expect(codes.size).toBe(20);
    for (const code of codes) expect(code).toMatch(/^[2-9A-HJKMNP-Z]{8}$/);
    const [code] = [...codes];
    const found = await send(owner.token, 'GET', `/api/v1/user/group_savings?Code=${code!.toLowerCase()}`);
    expect(found).toMatchObject({ success: true, data: { code, name: 'Owambe Ready', members: 0 } });
    expect(await send(owner.token, 'GET', '/api/v1/user/group_savings?Code=AAAAAAAA')).toMatchObject({ status: 404, messages: ['No group was found with this code'] });
  });

  it('answers the same group while its first contribution is unpaid, and lists a public one only once its owner paid', async () => {
    const owner = await signedInCustomer(served.base, Scenario.saver);
    const viewer = await signedInCustomer(served.base, Scenario.saver);
    const listed = async () => ((await send(viewer.token, 'GET', '/api/v1/user/public_group_savings')).data as unknown as { name: string }[]).filter((g) => g.name === 'Lost answer club');
    const asked = group({ name: 'Lost answer club', isPublic: true, decide: false });
    const first = (await send(owner.token, 'POST', '/api/v1/user/group_savings', asked)).data as { transId: string; code: string };
    const retry = (await send(owner.token, 'POST', '/api/v1/user/group_savings', asked)).data as { transId: string; code: string };
    expect(retry, 'a retry is the group already made').toEqual(first);
    expect(await listed(), 'nobody has paid into it yet').toHaveLength(0);
    expect(await send(owner.token, 'POST', '/api/v1/transfer/fundbypurse', { transId: first.transId })).toMatchObject({ success: true });
    expect(await listed()).toHaveLength(1);
    const another = (await send(owner.token, 'POST', '/api/v1/user/group_savings', asked)).data as { transId: string; code: string };
    expect(another.transId, 'once paid, the same answers make a new group').not.toBe(first.transId);
  });

  it("takes only the customer's own upload as the image", async () => {
    const a = await signedInCustomer(served.base, Scenario.saver);
    const b = await signedInCustomer(served.base, Scenario.saver);
    const docId = String((await send(a.token, 'POST', '/api/v1/util/fileupload', { name: 'g.png', content: TINY_PNG })).data!.reference);
    expect(await send(b.token, 'POST', '/api/v1/user/group_savings', group({ docId }))).toMatchObject({ status: 400, data: { field: 'docId' } });
    expect(await send(a.token, 'POST', '/api/v1/user/group_savings', group({ docId }))).toMatchObject({ status: 200, success: true });
  });

  it('counts a member once paid, opens their group account, and refuses a second join', async () => {
    const owner = await signedInCustomer(served.base, Scenario.saver);
    const joiner = await signedInCustomer(served.base, Scenario.saver);
    const { code, transId: opening } = (await send(owner.token, 'POST', '/api/v1/user/group_savings', group({ isPublic: true, decide: false }))).data as { code: string; transId: string };
    expect(await send(owner.token, 'POST', '/api/v1/transfer/fundbypurse', { transId: opening })).toMatchObject({ success: true });
    const { id } = (await send(joiner.token, 'GET', `/api/v1/user/group_savings?Code=${code}`)).data as { id: string };
    const join = { id, name: 'Owambe Ready', ccy: '1', target: 100000, tgtDate: lagosDayIn(90), decide: false, isPublic: true, start: lagosDayIn(2), freq: '7', earn: true, cntr_amt: 2500 };
    expect(await send(joiner.token, 'POST', '/api/v1/user/join_group_savings', { ...join, start: lagosDayIn(0) })).toMatchObject({ status: 400, data: { field: 'start' } });
    const first = (await send(joiner.token, 'POST', '/api/v1/user/join_group_savings', join)).data as { transId: string };
    const again = (await send(joiner.token, 'POST', '/api/v1/user/join_group_savings', join)).data as { transId: string };
    expect(again.transId, 'an unpaid join is the same join').toBe(first.transId);
    // Another amount is another contribution: the first reference, shown with the first amount, is gone.
    const changed = (await send(joiner.token, 'POST', '/api/v1/user/join_group_savings', { ...join, cntr_amt: 50000 })).data as { transId: string };
    expect(changed.transId).not.toBe(first.transId);
    expect(await send(joiner.token, 'POST', '/api/v1/transfer/fundbypurse', { transId: first.transId })).toMatchObject({ status: 404 });
    const back = (await send(joiner.token, 'POST', '/api/v1/user/join_group_savings', join)).data as { transId: string };
    expect(await send(joiner.token, 'POST', '/api/v1/transfer/fundbypurse', { transId: back.transId })).toMatchObject({ success: true });
    expect((await send(joiner.token, 'GET', `/api/v1/user/group_savings?Code=${code}`)).data).toMatchObject({ members: 2 });
    const core = (await send(joiner.token, 'GET', '/api/v1/user/accountbyproduct?productCode=0201')).data as unknown as { name: string; isGroup: boolean; contribution: number }[];
    expect(core).toContainEqual(expect.objectContaining({ name: 'Owambe Ready', isGroup: true, contribution: 2500 }));
    expect(await send(joiner.token, 'POST', '/api/v1/user/join_group_savings', join)).toMatchObject({ status: 409, messages: ['You are already a member of this group'] });
  });
});

describe('joining follows the listing', () => {
  const joinOf = (g: { id: string; name: string; target: number; endDate: string; startDate: string; contribution: number; frequency: number }, isPublic: boolean) => ({
    id: g.id,
    name: g.name,
    ccy: '1',
    target: g.target,
    tgtDate: g.endDate.slice(0, 10),
    decide: false,
    isPublic,
    start: g.startDate.slice(0, 10) > lagosDayIn(0) ? g.startDate.slice(0, 10) : lagosDayIn(0),
    freq: String(g.frequency),
    earn: true,
    cntr_amt: g.contribution,
  });
  type Listed = Parameters<typeof joinOf>[0];
  const gone = { status: 404, success: false, messages: ['We could not find that group'] };

  it('hides a public challenge from a customer without a confirmed BVN, by its id too', async () => {
    const saver = await signedInCustomer(served.base, Scenario.saver);
    const fresh = await signedInCustomer(served.base, Scenario.freshUser);
    const [challenge] = (await send(saver.token, 'GET', '/api/v1/user/public_group_savings')).data as unknown as Listed[];
    expect((await send(fresh.token, 'GET', '/api/v1/user/public_group_savings')).data).toEqual([]);
    expect(await send(fresh.token, 'POST', '/api/v1/user/join_group_savings', joinOf(challenge!, true))).toMatchObject(gone);
    expect(await send(saver.token, 'POST', '/api/v1/user/join_group_savings', joinOf(challenge!, true))).toMatchObject({ status: 200, success: true });
  });

  it("lets nobody join a group before its owner's first contribution is paid; a private one is then joined by whoever has its code", async () => {
    const owner = await signedInCustomer(served.base, Scenario.saver);
    const saver = await signedInCustomer(served.base, Scenario.saver);
    const fresh = await signedInCustomer(served.base, Scenario.freshUser);
    const opened = async (isPublic: boolean) => {
      const made = (await send(owner.token, 'POST', '/api/v1/user/group_savings', group({ name: `Unpaid ${isPublic}`, isPublic, decide: false }))).data as { code: string; transId: string };
      const found = (await send(saver.token, 'GET', `/api/v1/user/group_savings?Code=${made.code}`)).data as unknown as Listed;
      return { ...made, found };
    };
    const open = await opened(true);
    expect(await send(saver.token, 'POST', '/api/v1/user/join_group_savings', joinOf(open.found, true)), 'unlisted, so as if it did not exist').toMatchObject(gone);
    const closed = await opened(false);
    expect(await send(fresh.token, 'POST', '/api/v1/user/join_group_savings', joinOf(closed.found, false))).toMatchObject({
      status: 409,
      messages: ["This group opens once its owner's first contribution is paid. Please try again later."],
    });
    for (const { transId } of [open, closed]) expect(await send(owner.token, 'POST', '/api/v1/transfer/fundbypurse', { transId })).toMatchObject({ success: true });
    expect(await send(saver.token, 'POST', '/api/v1/user/join_group_savings', joinOf(open.found, true))).toMatchObject({ status: 200, success: true });
    expect(await send(fresh.token, 'POST', '/api/v1/user/join_group_savings', joinOf(open.found, true)), 'still hidden without a BVN').toMatchObject(gone);
    expect(await send(fresh.token, 'POST', '/api/v1/user/join_group_savings', joinOf(closed.found, false)), 'the code is enough').toMatchObject({ status: 200, success: true });
    expect(await send(fresh.token, 'POST', '/api/v1/user/join_group_savings', { ...joinOf(closed.found, false), id: 'G000000000000' })).toMatchObject(gone);
  });

  it("takes the owner's contribution and frequency only, when the owner decides how members save", async () => {
    const owner = await signedInCustomer(served.base, Scenario.saver);
    const joiner = await signedInCustomer(served.base, Scenario.saver);
    const made = (await send(owner.token, 'POST', '/api/v1/user/group_savings', group({ decide: true, freq: '7', cntr_amt: 5000 }))).data as { code: string; transId: string };
    await send(owner.token, 'POST', '/api/v1/transfer/fundbypurse', { transId: made.transId });
    const found = (await send(joiner.token, 'GET', `/api/v1/user/group_savings?Code=${made.code}`)).data as unknown as Listed & { ownerDecide: boolean };
    expect(found).toMatchObject({ ownerDecide: true, contribution: 5000, frequency: 7 });
    const join = { ...joinOf(found, false), decide: true };
    expect(await send(joiner.token, 'POST', '/api/v1/user/join_group_savings', { ...join, cntr_amt: 2500 })).toMatchObject({ status: 400, data: { field: 'cntr_amt' } });
    expect(await send(joiner.token, 'POST', '/api/v1/user/join_group_savings', { ...join, freq: '30' })).toMatchObject({ status: 400, data: { field: 'freq' } });
    expect(await send(joiner.token, 'POST', '/api/v1/user/join_group_savings', join)).toMatchObject({ status: 200, success: true });
  });

  it("keeps the joiner's frequency: another frequency is another contribution", async () => {
    const owner = await signedInCustomer(served.base, Scenario.saver);
    const joiner = await signedInCustomer(served.base, Scenario.saver);
    const made = (await send(owner.token, 'POST', '/api/v1/user/group_savings', group({ decide: false }))).data as { code: string; transId: string };
    await send(owner.token, 'POST', '/api/v1/transfer/fundbypurse', { transId: made.transId });
    const found = (await send(joiner.token, 'GET', `/api/v1/user/group_savings?Code=${made.code}`)).data as unknown as Listed;
    const weekly = { ...joinOf(found, false), freq: '7' };
    const first = (await send(joiner.token, 'POST', '/api/v1/user/join_group_savings', weekly)).data as { transId: string };
    expect(((await send(joiner.token, 'POST', '/api/v1/user/join_group_savings', weekly)).data as { transId: string }).transId).toBe(first.transId);
    const monthly = (await send(joiner.token, 'POST', '/api/v1/user/join_group_savings', { ...weekly, freq: '30' })).data as { transId: string };
    expect(monthly.transId).not.toBe(first.transId);
    const payment = served.mock.store.state.payments.find((p) => p.reference === monthly.transId);
    expect(payment?.joined).toEqual({ start: weekly.start, frequency: 30 });
  });
});
