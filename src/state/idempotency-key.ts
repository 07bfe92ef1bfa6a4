// The key that makes a money movement, or a change of password or PIN, happen once however often it is retried.

/** A fresh key per payment attempt (README, wire format: Idempotency-Key). */
export const newIdempotencyKey = () =>
  typeof crypto !== 'undefined' && 'randomUUID' in crypto ? crypto.randomUUID() : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;

/**
 * Keys for a form whose request may be sent again: the same key while the same request is retried after
 * it got no answer (it may have gone through), a new one for a changed request or after an answer.
 */
export function retryKeys() {
  let last: { key: string; request: string } | null = null;
  return {
    keyFor(request: unknown): string {
      const sent = JSON.stringify(request);
      if (last?.request !== sent) last = { key: newIdempotencyKey(), request: sent };
      return last.key;
    },
    /** An answer came (done, or refused): the next request is a new one. */
    answered() {
      last = null;
    },
  };
}
