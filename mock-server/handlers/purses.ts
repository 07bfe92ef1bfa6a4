// HTTP for the purses area (src/api/purses.ts): the purses as listed, creating one awaiting its first
// payment, and a top-up of one awaiting payment. The rules are domain/purses.ts.
import type { AccountRecord } from '../../fixtures/builders.ts';
import type { PurseAccount, pursesCalls } from '../../src/api/purses.ts';
import { ProductCode } from '../../src/api/wire.ts';
import { createPurse, topUpPurse } from '../domain/purses.ts';
import type { AreaHandlers } from '../route.ts';

const purseAccountView = (account: AccountRecord): PurseAccount => ({
  id: account.id,
  name: account.name,
  availableBalance: account.contribution,
  nameClass: account.nameClass,
});

export const pursesHandlers: AreaHandlers<typeof pursesCalls> = {
  // Served after the savings listings: any product code they do not take lands here and is refused as
  // naming no purse (400 naming productCode).
  purseAccounts: ({ store, user }) => store.owned('accounts', user.id).filter((a) => a.product === ProductCode.purse).map(purseAccountView),
  createPurse: ({ input, store, user }) => ({ reference: createPurse(store, user, input).reference }),
  fundPurse: ({ input, store, user }) => {
    const { reference } = topUpPurse(store, user, input);
    return { reference, transId: reference };
  },
};
