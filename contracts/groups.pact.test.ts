// The groups area: creating a group, finding a private one by its code, joining one, and the public
// groups anyone can join.
import { describe, expect, it } from 'vitest';
import { Scenario } from '../fixtures/scenarios.ts';
import { ApiError } from '../src/api/errors.ts';
import { createGroup, findGroupByCode, getPublicGroups, joinGroup, type GroupRequest, type JoinRequest } from '../src/api/groups.ts';
import { anyId, authHeader, boolean, eachLike, EXAMPLE, failEnvelope, integer, ISO_DATE, like, newPact, okEnvelope, provided, refused, regex, signedInReadsWithoutSession, signedInSession, useClient } from './pact.ts';

const pact = newPact();

const PRIVATE_GROUP: GroupRequest = {
  name: 'Owambe Ready',
  ccy: '1',
  target: 200000,
  tgtDate: '2030-06-30',
  isPublic: false,
  decide: true,
  start: '2030-01-01',
  freq: '30',
  cntr_amt: 20000,
  earn: true,
};

async function refusal(promise: Promise<unknown>) {
  const error = await promise.catch((e: unknown) => e);
  expect(error).toBeInstanceOf(ApiError);
  return (error as ApiError).messages;
}

describe('creating a group', () => {
  it('creates a private group and returns its payment reference and code', async () => {
    await pact
      .addInteraction()
      .given(Scenario.saver)
      .uponReceiving('a request to create a private group')
      .withRequest('POST', '/api/v1/user/group_savings', (b) => b.headers(authHeader).jsonBody(PRIVATE_GROUP))
      .willRespondWith(200, (b) => b.jsonBody(okEnvelope({ transId: like('GRP0001'), code: like('K7QF3XMZ') })))
      .executeTest(async (server) => {
        useClient(server, signedInSession());
        await expect(createGroup(PRIVATE_GROUP)).resolves.toEqual({ transId: 'GRP0001', code: 'K7QF3XMZ' });
      });
  });

  it('creates a private group with the image the customer uploaded', async () => {
    const withImage = { ...PRIVATE_GROUP, docId: EXAMPLE.uploadRef };
    await pact
      .addInteraction()
      .given(Scenario.saver, { upload: 'an image' })
      .uponReceiving('a request to create a private group with an image')
      .withRequest('POST', '/api/v1/user/group_savings', (b) => b.headers(authHeader).jsonBody({ ...PRIVATE_GROUP, docId: provided('uploadRef') }))
      .willRespondWith(200, (b) => b.jsonBody(okEnvelope({ transId: like('GRP0003'), code: like('K7QF3XMZ') })))
      .executeTest(async (server) => {
        useClient(server, signedInSession());
        await expect(createGroup(withImage)).resolves.toEqual({ transId: 'GRP0003', code: 'K7QF3XMZ' });
      });
  });

  it('refuses a target date in the past with the server message', async () => {
    const late = { ...PRIVATE_GROUP, tgtDate: '2020-01-01', start: '2020-01-01' };
    await pact
      .addInteraction()
      .given(Scenario.saver)
      .uponReceiving('a request to create a group whose target date has passed')
      .withRequest('POST', '/api/v1/user/group_savings', (b) => b.headers(authHeader).jsonBody(late))
      .willRespondWith(refused(400), (b) => b.jsonBody(failEnvelope('tgtDate: must be today or later')))
      .executeTest(async (server) => {
        useClient(server, signedInSession());
        expect(await refusal(createGroup(late))).toEqual(['tgtDate: must be today or later']);
      });
  });
});

describe('finding a group by its code', () => {
  it('answers the private group the code names', async () => {
    await pact
      .addInteraction()
      .given(Scenario.saver, { group: 'private' })
      .uponReceiving('a request for the group with a known code')
      .withRequest('GET', '/api/v1/user/group_savings', (b) => b.headers(authHeader).query({ Code: provided('groupCode') }))
      .willRespondWith(200, (b) =>
        b.jsonBody(
          okEnvelope({
            id: anyId(EXAMPLE.groupId),
            name: like('Owambe Ready'),
            target: like(200000),
            startDate: regex(ISO_DATE, EXAMPLE.groupStart),
            endDate: regex(ISO_DATE, '2030-07-08'),
            contribution: like(20000),
            ownerDecide: boolean(false),
            frequency: integer(30),
          }),
        ),
      )
      .executeTest(async (server) => {
        useClient(server, signedInSession());
        const group = await findGroupByCode(EXAMPLE.groupCode);
        expect(group).toEqual({ id: EXAMPLE.groupId, name: 'Owambe Ready', target: 200000, startDate: EXAMPLE.groupStart, endDate: '2030-07-08', contribution: 20000, ownerDecide: false, frequency: 30 });
      });
  });

  it('refuses an unknown code with the server message', async () => {
    await pact
      .addInteraction()
      .given(Scenario.saver)
      .uponReceiving('a request for the group with an unknown code')
      .withRequest('GET', '/api/v1/user/group_savings', (b) => b.headers(authHeader).query({ Code: 'NOSUCH22' }))
      .willRespondWith(refused(404), (b) => b.jsonBody(failEnvelope('No group was found with this code')))
      .executeTest(async (server) => {
        useClient(server, signedInSession());
        expect(await refusal(findGroupByCode('NOSUCH22'))).toEqual(['No group was found with this code']);
      });
  });
});

const join = (): JoinRequest => ({
  id: EXAMPLE.groupId,
  name: 'Owambe Ready',
  ccy: '1',
  target: 200000,
  tgtDate: '2030-07-08',
  decide: false,
  isPublic: true,
  start: EXAMPLE.groupStart,
  freq: '7',
  earn: true,
  cntr_amt: 5000,
});

const joinBody = () => ({ ...join(), id: provided('groupId'), start: provided('groupStart') });

describe('joining a group', () => {
  it('joins a public group and returns the payment reference', async () => {
    await pact
      .addInteraction()
      .given(Scenario.saver, { group: 'public' })
      .uponReceiving('a request to join a public group')
      .withRequest('POST', '/api/v1/user/join_group_savings', (b) => b.headers(authHeader).jsonBody(joinBody()))
      .willRespondWith(200, (b) => b.jsonBody(okEnvelope({ transId: like('GRP0002') })))
      .executeTest(async (server) => {
        useClient(server, signedInSession());
        await expect(joinGroup(join())).resolves.toBe('GRP0002');
      });
  });

  /** A join the API refuses: the state, what the request is, the refusal's status and message. */
  const refusedJoin = (state: string, params: Record<string, string>, request: string, status: number, message: string, over: Partial<JoinRequest> = {}) =>
    pact
      .addInteraction()
      .given(state, params)
      .uponReceiving(request)
      .withRequest('POST', '/api/v1/user/join_group_savings', (b) => b.headers(authHeader).jsonBody({ ...joinBody(), ...over }))
      .willRespondWith(refused(status), (b) => b.jsonBody(failEnvelope(message)))
      .executeTest(async (server) => {
        useClient(server, signedInSession());
        expect(await refusal(joinGroup({ ...join(), ...over }))).toEqual([message]);
      });

  it('refuses a second join of the same group with the server message', async () => {
    await refusedJoin(Scenario.saver, { group: 'joined' }, 'a request to join a group the customer already paid into', 409, 'You are already a member of this group');
  });

  it('refuses a public group to a customer it is not listed to (no confirmed BVN), as if it did not exist', async () => {
    await refusedJoin(Scenario.freshUser, { group: 'public' }, 'a request from a customer without a confirmed BVN to join a public group', 404, 'We could not find that group');
  });

  it("refuses an amount other than the owner's when the owner decides how members save", async () => {
    const message = "cntr_amt: this group's owner decides how members save: 20000 each time";
    const request = "a request to join a group whose owner decides, with another amount than the owner's";
    await refusedJoin(Scenario.saver, { group: 'private, its owner deciding' }, request, 400, message, { decide: true, isPublic: false, freq: '30' });
  });
});

describe('public savings challenges', () => {
  it('lists the groups anyone can join', async () => {
    await pact
      .addInteraction()
      .given(Scenario.saver)
      .uponReceiving('a request for the public savings groups')
      .withRequest('GET', '/api/v1/user/public_group_savings', (b) => b.headers(authHeader))
      .willRespondWith(200, (b) =>
        b.jsonBody(
          okEnvelope(
            eachLike({
              id: anyId('1000'),
              name: like('Detty December 1'),
              target: like(250000),
              startDate: regex(ISO_DATE, '2026-11-11'),
              endDate: regex(ISO_DATE, '2027-11-11'),
              contribution: like(10000),
              frequency: integer(30),
            }),
          ),
        ),
      )
      .executeTest(async (server) => {
        useClient(server, signedInSession());
        const [group] = await getPublicGroups();
        expect(group).toEqual({ id: '1000', name: 'Detty December 1', target: 250000, startDate: '2026-11-11', endDate: '2027-11-11', contribution: 10000, frequency: 30 });
      });
  });

  it('lists none for a customer without a verified BVN', async () => {
    await pact
      .addInteraction()
      .given(Scenario.freshUser)
      .uponReceiving('a request for the public savings groups of a new customer')
      .withRequest('GET', '/api/v1/user/public_group_savings', (b) => b.headers(authHeader))
      .willRespondWith(200, (b) => b.jsonBody(okEnvelope([])))
      .executeTest(async (server) => {
        useClient(server, signedInSession());
        await expect(getPublicGroups()).resolves.toEqual([]);
      });
  });
});

signedInReadsWithoutSession(pact, [
  { what: 'the public savings challenges', path: '/api/v1/user/public_group_savings', read: getPublicGroups },
]);
