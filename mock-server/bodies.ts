// Request bodies the mock will read: JSON only, up to BODY_LIMIT, nested no deeper than MAX_DEPTH;
// anything else is refused with a status, a message and one log line, never a stack trace.
import express, { type ErrorRequestHandler, type Request, type RequestHandler, type Response } from 'express';

export const BODY_LIMIT = '100kb';
/** File uploads carry an image of up to 1 MB as base64 (a third larger) inside JSON. */
export const UPLOAD_BODY_LIMIT = '1500kb';
/** Deeper than any request the API defines; deeper bodies are refused before any handler or schema sees them. */
export const MAX_DEPTH = 32;

export const TOO_LARGE = 'The request body is too large (at most 100 kB)';
export const NOT_JSON = 'The request body is not valid JSON';
export const TOO_DEEP = 'The request body is nested too deeply';
export const NOT_JSON_TYPE = 'The request body must be JSON (Content-Type: application/json)';

/** Whether `value` nests objects or arrays deeper than `limit`, measured without recursion. */
export function nestedDeeperThan(value: unknown, limit: number): boolean {
  const stack: Array<[unknown, number]> = [[value, 0]];
  while (stack.length) {
    const [item, depth] = stack.pop()!;
    if (typeof item !== 'object' || item === null) continue;
    if (depth >= limit) return true;
    for (const child of Object.values(item)) stack.push([child, depth + 1]);
  }
  return false;
}

/** A refused body: the error handlers answer it with its status and message. */
class BodyRefusal extends Error {
  readonly expose = true;
  constructor(
    readonly status: number,
    readonly type: string,
  ) {
    super(type);
  }
}

const depthGuard: RequestHandler = (req, _res, next) => next(nestedDeeperThan(req.body, MAX_DEPTH) ? new BodyRefusal(400, 'entity.too.deep') : undefined);

/** The body parser of a router's paths: JSON, bounded in size and depth. */
export const boundedBodies = (limit: string = BODY_LIMIT): RequestHandler[] => [express.json({ limit }), depthGuard];

const hasBody = (req: Request) => req.get('transfer-encoding') !== undefined || Number(req.get('content-length') ?? 0) > 0;

/**
 * Refuses (415) a body typed as anything but JSON, before anything reads it: a form another site's page
 * posts (urlencoded, multipart or text/plain, none of which needs a CORS preflight) never reaches a call.
 * A request without a body, or without a Content-Type (whose body nothing reads), passes.
 */
export const jsonBodiesOnly: RequestHandler = (req, _res, next) =>
  next(req.get('content-type') && hasBody(req) && !req.is('application/json') ? new BodyRefusal(415, 'entity.not.json') : undefined);

interface HttpError {
  status?: unknown;
  /** body-parser's limit in bytes, on entity.too.large. */
  limit?: unknown;
  type?: unknown;
  message?: unknown;
}

/** The status and message for an error on the way to a handler; 500 for anything that is not the request's fault. */
export function refusalOf(error: HttpError): { status: number; message: string } | null {
  const status = typeof error.status === 'number' ? error.status : 500;
  if (status < 400 || status >= 500) return null;
  if (error.type === 'entity.too.large') {
    const limit = typeof error.limit === 'number' ? Math.round(error.limit / 1024) : 100;
    return { status, message: limit === 100 ? TOO_LARGE : `The request body is too large (at most ${limit} kB)` };
  }
  if (error.type === 'entity.parse.failed') return { status, message: NOT_JSON };
  if (error.type === 'entity.too.deep') return { status, message: TOO_DEEP };
  if (error.type === 'entity.not.json') return { status, message: NOT_JSON_TYPE };
  if (error.type === 'encoding.unsupported' || error.type === 'charset.unsupported') return { status: 415, message: 'The request body’s encoding is not supported' };
  return { status, message: 'The request could not be read' };
}

const where = (req: Request) => `${req.method} ${req.originalUrl.split('?')[0]!.slice(0, 200)}`;

/** Answers refused bodies with `answer` and one warning line; anything else is a bug: a 500 and its stack. */
export function bodyErrors(answer: (res: Response, status: number, message: string) => unknown): ErrorRequestHandler {
  return (error: HttpError, req, res, _next) => {
    const refusal = refusalOf(error);
    if (refusal) {
      console.warn(`[mock] ${where(req)} refused: ${refusal.status} ${refusal.message}`);
      return answer(res, refusal.status, refusal.message);
    }
    console.error(`[mock] ${where(req)} failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error.message)}`);
    return answer(res, 500, 'Something went wrong on our side. Please try again.');
  };
}
