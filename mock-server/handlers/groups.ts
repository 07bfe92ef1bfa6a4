// Group savings: create (with the owner's first contribution awaiting payment), find by code, join.
import type { Router } from 'express';
import type { PublicGroupRecord } from '../../fixtures/builders.ts';
import { createGroupCall, groupByCodeCall, joinGroupCall, type Group } from '../../src/api/groups.ts';
import { Refusal } from '../envelope.ts';
import { createGroup, findByCode, GROUP_GONE, GROUP_NOT_FOUND, groupById, joinGroup, membersOf } from '../groups.ts';
import { handle } from '../route.ts';
import type { Store } from '../store.ts';
import { uploadedImage } from '../uploads.ts';
import { publicGroupView } from '../views.ts';

export const UNKNOWN_IMAGE = 'docId: names no image you uploaded';

const groupView = (store: Store, group: PublicGroupRecord): Group => ({ ...publicGroupView(group), members: membersOf(store, group.id) });

export function groupHandlers(router: Router, store: Store) {
  handle(router, store, createGroupCall, ({ input, user }) => {
    // The image must be one this customer uploaded: a reference of someone else's names nothing.
    const imageUrl = input.docId ? uploadedImage(store, user.id, input.docId) : null;
    if (input.docId && !imageUrl) throw new Refusal(400, [UNKNOWN_IMAGE], { field: 'docId' });
    const { group, payment } = createGroup(store, user, {
      name: input.name,
      target: input.target,
      tgtDate: input.tgtDate,
      isPublic: input.isPublic,
      decide: input.isPublic ? false : input.decide,
      imageUrl,
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
