// The documented envelope: { success, data, messages } on every answer, errors included.
import type { Response } from 'express';

export const ok = (res: Response, data: unknown, status = 200) => res.status(status).json({ success: true, data, messages: [] });
export const fail = (res: Response, status: number, messages: string[], data: unknown = null) =>
  res.status(status).json({ success: false, data, messages });

/** Thrown by a handler to refuse a request with a status and the customer-facing messages. */
export class Refusal extends Error {
  constructor(
    readonly status: number,
    readonly messages: string[],
    readonly data: unknown = null,
  ) {
    super(messages.join('; '));
  }
}
