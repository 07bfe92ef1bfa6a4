// What a customer reads for each kind of failure; server messages are shown as the server wrote them.
import { ApiError, ContractError, NetworkError, SessionExpiredError } from '../api/errors.ts';

export const GENERIC_FAILURE = 'Something went wrong. Please try again.';
/** A call refused for an ended session, and the notice sign-in shows after one (src/routes/connect-api.ts). */
export const SESSION_EXPIRED = 'Your session has expired. Please sign in again.';
export const UNREACHABLE = 'We could not reach the server. Check your connection and try again.';

export function messagesFor(error: unknown): string[] {
  if (error instanceof ApiError) {
    if (error.messages.length) return error.messages;
    return error.status >= 500 ? ['The service is having trouble right now. Please try again shortly.'] : [GENERIC_FAILURE];
  }
  if (error instanceof NetworkError) {
    return [
      error.reason === 'timeout'
        ? 'The server took too long to answer. Check your connection and try again.'
        : UNREACHABLE,
    ];
  }
  if (error instanceof ContractError) return ['We received an unexpected answer from the server. Please try again shortly.'];
  if (error instanceof SessionExpiredError) return [SESSION_EXPIRED];
  return [GENERIC_FAILURE];
}
