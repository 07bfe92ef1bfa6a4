// The banner text for a failed submit, for screens that paint before their API calls arrive: the
// words (error-text.ts) load after paint with the calls, and if even they cannot arrive the customer
// still reads why.
import { deferred } from './deferred.ts';

export const UNREACHABLE = 'We could not reach the server. Check your connection and try again.';

const errorText = deferred('error-text', () => import('./error-text.ts'));

export const failureMessages = (error: unknown): Promise<string[]> => errorText().then((words) => words.messagesFor(error), () => [UNREACHABLE]);
