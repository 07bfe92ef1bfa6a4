// The shapes of the catalogue: what the spec and the original client's wire sheet say, written by
// hand from ../shared/spec/, never derived from src/. Each entry has an id that stays stable.

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * What the client reads from `data`. Fields are dotted paths; array items are marked `[]`
 * (`interest[].rate`). For a root array the fields are those of one item.
 */
export type Answer =
  /** Only `success` and `messages` are read. */
  | { shape: 'unread' }
  /** `data` is itself the value (a string or number). */
  | { shape: 'scalar' }
  | { shape: 'object' | 'array'; fields: string[] };

export interface CallEntry {
  /** Stable id, `<area>.<call>[.<variant>]`. */
  id: string;
  /** Rows of the wire sheet's section 1 (original-client-api.md); empty for calls the sheet lacks. */
  sheet: number[];
  /** Where the spec documents it: 'part1 §7', 'part2 §7', 'README'. */
  spec: string[];
  title: string;
  /** The sheet's method; `null` for a row with no network call (logout). */
  method: Method | null;
  /** The path, with the original's evident typos fixed (the missing slash after v1). */
  path: string;
  /** Sends `Authorization: Bearer`. */
  auth: boolean;
  /** Query parameter names. */
  query?: string[];
  /** Query values that tell apart calls sharing a method and path (one product per listing). */
  variant?: Record<string, string>;
  /** Request body field names; `name?` may be left out; nested objects dotted (`platform.id`). */
  body?: string[];
  response: Answer;
  /** Units of numeric answer fields where the sheet fixes them. */
  units?: Record<string, 'ms' | 's'>;
  /** Where the spec names another method: the mock must accept it too. */
  alsoAccept?: { method: Method; source: string };
  note?: string;
}

export type Part = 'part1' | 'part2' | 'README';

export type RouteKind =
  /** A screen. */
  | 'screen'
  /** An exact path that sends the visitor elsewhere. */
  | 'redirect'
  /** Every other path under a prefix (`/auth/*`): sends the visitor elsewhere. */
  | 'fallback';

export interface RouteEntry {
  id: string;
  /** wouter-style pattern: `:name` is one non-empty segment; a fallback ends in `/*`. */
  pattern: string;
  kind: RouteKind;
  redirectsTo?: string;
  /** Who may see it: visitors only, signed-in customers, or anyone. */
  guard: 'visitor' | 'signed-in' | 'anyone';
  part: Part;
  section: string;
  purpose: string;
  /** Other URLs the spec or sheet gives for the same screen. */
  alsoMatches?: string[];
}

export type MessageKind =
  | 'validation'
  | 'empty'
  | 'error'
  | 'notice'
  | 'prompt'
  | 'toast'
  | 'popup'
  | 'overlay'
  /** A timed behaviour without text of its own (an automatic opening or redirect). */
  | 'timer';

export interface MessageEntry {
  id: string;
  /** Verbatim, typos included; `null` for a timed behaviour without text. */
  text: string | null;
  kind: MessageKind;
  /** How long it shows, or the delay before what it triggers, in milliseconds. */
  durationMs?: number;
  /** What happens when the time is up, if anything. */
  then?: string;
  part: Part;
  section: string;
  /** Ids of the routes whose screen shows it; empty where the spec does not name the route. */
  routes: string[];
  /** The screen or part of it, in words (a field, a modal, a step). */
  screen: string;
  /** Where the README deliberately departs from the spec for this item. */
  deviation?: string;
}
