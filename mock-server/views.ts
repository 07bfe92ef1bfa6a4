// Maps the mock's records to the API's response data, shaped by the client's own types.
import type { UserRecord } from '../fixtures/builders.ts';
import type { UserSummary } from '../src/api/user.ts';

export const sessionView = (user: UserRecord, session: { token: string; refreshToken: string }) => ({
  name: `${user.firstName} ${user.lastName}`,
  token: session.token,
  refreshToken: session.refreshToken,
});

export const userSummaryView = (user: UserRecord): UserSummary => ({ ...user.summary });
