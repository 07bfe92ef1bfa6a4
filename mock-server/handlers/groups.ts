// HTTP for the groups area (src/api/groups.ts): the public challenges, creating a group (its owner's first
// contribution awaiting payment), finding one by its code, and joining one. The rules are domain/groups.ts.
import type { PublicGroupRecord } from '../../fixtures/builders.ts';
import type { FoundGroup, Group, groupsCalls } from '../../src/api/groups.ts';
import { createGroup, findByCode, GROUP_GONE, GROUP_NOT_FOUND, joinableGroup, joinGroup, membersOf, publicGroupsFor } from '../domain/groups.ts';
import { uploadedImage } from '../domain/util.ts';
import { Refusal } from '../envelope.ts';
import type { AreaHandlers } from '../route.ts';
import type { Store } from '../store.ts';
import { publicGroupView } from '../views.ts';

export const UNKNOWN_IMAGE = 'docId: names no image you uploaded';

const groupView = (store: Store, group: PublicGroupRecord): Group => ({ ...publicGroupView(group), members: membersOf(store, group.id) });

export const groupsHandlers: AreaHandlers<typeof groupsCalls> = {
  publicGroups: ({ store, user }) => publicGroupsFor(store, user).map(publicGroupView),

  createGroup: ({ input, store, user }) => {
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
  },

  groupByCode: ({ input, store }) => {
    const group = findByCode(store, input.Code);
    if (!group) throw new Refusal(404, [GROUP_NOT_FOUND]);
    return { ...groupView(store, group), ownerDecide: group.ownerDecide } satisfies FoundGroup;
  },

  joinGroup: ({ input, store, user }) => {
    // A group this customer may not see (a public one hidden from them) looks like one that does not exist.
    const group = joinableGroup(store, user, input.id);
    if (!group) throw new Refusal(404, [GROUP_GONE]);
    return { transId: joinGroup(store, user, group, { start: input.start, freq: input.freq, amount: input.cntr_amt }).reference };
  },
};
