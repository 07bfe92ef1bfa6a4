// The `platform` object every identity payload carries, naming this client to the server.
import { number, string, type, union, type Infer } from 'superstruct';

export const Platform = type({ source: string(), id: union([string(), number()]) });
export type Platform = Infer<typeof Platform>;

export const WEB_PLATFORM: Platform = { source: 'web', id: 'reference-web-client' };
