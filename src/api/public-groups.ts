// The public savings challenges (spec part 2, section 7; wire sheet row 17): listed on the dashboard, the
// challenge list and the join screen. Its own module, so the group screens do not load the customer's
// other calls with it.
import { array } from 'superstruct';
import { defineCall, send } from './http.ts';
import { PublicGroup } from './public-group.ts';

export const publicGroupsCall = defineCall({
  name: 'user.public_group_savings',
  method: 'GET',
  path: '/api/v1/user/public_group_savings',
  auth: true,
  response: array(PublicGroup),
});

export const getPublicGroups = () => send(publicGroupsCall);
