// Group savings: create (with the owner's first contribution awaiting payment), find by code, join.
import type { Router } from 'express';
import type { PublicGroupRecord } from '../../fixtures/builders.ts';
import { createGroupCall, groupByCodeCall, joinGroupCall, type Group } from '../../src/api/groups.ts';
import { Refusal } from '../envelope.ts';
import { createGroup, findByCode, GROUP_GONE, GROUP_NOT_FOUND, groupById, joinGroup, membersOf } from '../groups.ts';
import { handle } from '../route.ts';
import type { Store } from '../store.ts';
import { publicGroupView } from '../views.ts';

const groupView = (store: Store, group: PublicGroupRecord): Group => ({ ...publicGroupView(group), members: membersOf(store, group.id) });

export function groupHandlers(router: Router, store: Store) {
  handle(router, store, createGroupCall, ({ input, user }) => {
    const { group, payment } = createGroup(store, user, {
      name: input.name,
      target: input.target,
      tgtDate: input.tgtDate,
      isPublic: input.isPublic,
      decide: input.isPublic ? false : input.decide,
      imageUrl: null,
      start: input.start,
      freq: input.freq,
      amount: input.cntr_amt,
    });
    return { transId: payment.reference, code: group.code };
  });

  handle(router, store, groupByCodeCall, ({ input }) => {
    const group = findByCode(store, input.Code);
    if (!group) throw new Refusal(404, [GROUP_NOT_FOUND]);
    return groupView(store, group);
  });

  handle(router, store, joinGroupCall, ({ input, user }) => {
    const group = groupById(store, input.id);
    if (!group) throw new Refusal(404, [GROUP_GONE]);
    return { transId: joinGroup(store, user, group, input.start, input.cntr_amt).reference };
  });
}
