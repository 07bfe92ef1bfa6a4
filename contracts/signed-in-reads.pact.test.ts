// Every signed-in read refuses a bearer token it does not know, and the client signs the customer
// out: the failure each of these screens meets and handles. For a backend team, it proves that no
// customer's data answers without a valid session.
import { describe, expect, it } from 'vitest';
import { SessionExpiredError } from '../src/api/errors.ts';
import { getCards, getVirtualAccount } from '../src/api/payments.ts';
import { getCoreAccounts, getStashAccounts } from '../src/api/savings.ts';
import { getPurseAccounts } from '../src/api/purses.ts';
import { getPublicGroups } from '../src/api/groups.ts';
import { getCardLinkUrl } from '../src/api/payments.ts';
import { getTodo } from '../src/api/dashboard.ts';
import { getBlogPosts } from '../src/api/util.ts';
import { getReferralCode } from '../src/api/account.ts';
import { getNextOfKin, getProfile } from '../src/api/account.ts';
import { getBanks } from '../src/api/money-out.ts';
import { getBankAccount } from '../src/api/money-out.ts';
import { getBeneficiaries } from '../src/api/money-out.ts';
import { getProductInterest } from '../src/api/util.ts';
import { NAIRA, ProductCode } from '../src/api/savings.ts';
import { ProviderState } from '../fixtures/scenarios.ts';
import { failEnvelope, newPact, useClient } from './pact.ts';

const pact = newPact();

const reads: Array<{ what: string; path: string; query?: Record<string, string>; read: () => Promise<unknown> }> = [
  { what: 'the to-do flags', path: '/api/v1/user/todo', read: getTodo },
  { what: 'the public savings challenges', path: '/api/v1/user/public_group_savings', read: getPublicGroups },
  { what: 'the linked cards', path: '/api/v1/user/card', read: getCards },
  { what: 'the card-linking address', path: '/api/v1/user/card_url', read: getCardLinkUrl },
  { what: 'the virtual account', path: '/api/v1/user/virtual_acct', read: getVirtualAccount },
  { what: 'the Stash interest rates', path: '/api/v1/util/productinterest/', query: { code: ProductCode.stash, ccy: NAIRA }, read: () => getProductInterest(ProductCode.stash) },
  { what: 'the stash accounts', path: '/api/v1/user/accountbyproduct', query: { productCode: ProductCode.stash }, read: getStashAccounts },
  { what: 'the core savings accounts', path: '/api/v1/user/accountbyproduct', query: { productCode: ProductCode.core }, read: getCoreAccounts },
  { what: 'the blog posts', path: '/api/v1/util/blogposts', read: getBlogPosts },
  { what: 'the withdrawal bank account', path: '/api/v1/user/bankaccount', read: getBankAccount },
  { what: 'the profile', path: '/api/v1/user/profile', read: getProfile },
  { what: 'the next of kin', path: '/api/v1/user/nextofkin', read: getNextOfKin },
  { what: 'the referral code', path: '/api/v1/user/referral', read: getReferralCode },
  { what: 'the bank list', path: '/api/v1/util/bank', read: getBanks },
  { what: 'the saved beneficiaries', path: '/api/v1/user/beneficiary', read: getBeneficiaries },
  { what: 'the purse accounts', path: '/api/v1/user/accountbyproduct', query: { productCode: ProductCode.purse }, read: getPurseAccounts },
];

describe('signed-in reads without a valid session', () => {
  for (const { what, path, query, read } of reads) {
    it(`refuses ${what} to an unknown token and signs the customer out`, async () => {
      await pact
        .addInteraction()
        .given(ProviderState.signedOut)
        .uponReceiving(`a request for ${what} with an unknown token`)
        .withRequest('GET', path, (b) => {
          b.headers({ Authorization: 'Bearer unknown-token' });
          if (query) b.query(query);
        })
        .willRespondWith(401, (b) => b.jsonBody(failEnvelope('Authorization token is invalid')))
        .executeTest(async (server) => {
          // Without a refresh token the client cannot renew after the 401, so it signs out at once.
          const store = useClient(server, { name: 'Ada', token: 'unknown-token', refreshToken: '', expiresAt: Date.now() + 60_000 });
          await expect(read()).rejects.toBeInstanceOf(SessionExpiredError);
          expect(store.current).toBeNull();
        });
    });
  }
});
