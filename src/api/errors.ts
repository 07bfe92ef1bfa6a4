// The three ways a call can fail, so screens can map each to the banner the spec names.

/** The server answered with `success: false` (any status); `messages` are its own words. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  constructor(
    readonly call: string,
    readonly status: number,
    readonly messages: string[],
  ) {
    super(`${call}: ${messages[0] ?? `request failed with status ${status}`}`);
  }
}

/** The body did not match the contract: the call and the offending field are named. */
export class ContractError extends Error {
  override readonly name = 'ContractError';
  constructor(
    readonly call: string,
    readonly field: string,
    detail: string,
  ) {
    super(`${call}: unexpected response at "${field}": ${detail}`);
  }
}

/** No usable answer arrived: offline, refused, or the timeout fired. */
export class NetworkError extends Error {
  override readonly name = 'NetworkError';
  constructor(
    readonly call: string,
    readonly reason: 'timeout' | 'unreachable',
  ) {
    super(`${call}: ${reason === 'timeout' ? 'the request timed out' : 'the server could not be reached'}`);
  }
}

/** The session could not be renewed; the user has been signed out. */
export class SessionExpiredError extends Error {
  override readonly name = 'SessionExpiredError';
  constructor(readonly call: string) {
    super(`${call}: the session has expired`);
  }
}

export const isApiError = (e: unknown): e is ApiError => e instanceof ApiError;
