// The key that makes a money movement happen once however often it is retried.

/** A fresh key per payment attempt (README, wire format: Idempotency-Key). */
export const newIdempotencyKey = () =>
  typeof crypto !== 'undefined' && 'randomUUID' in crypto ? crypto.randomUUID() : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
