// A request sent again after no answer keeps its key; another request, or one after an answer, gets a new one.
import { expect, it } from 'vitest';
import { retryKeys } from './idempotency-key.ts';

it('keeps the key while the same request is retried, and makes a new one for another request or after an answer', () => {
  const keys = retryKeys();
  const first = keys.keyFor({ oldPin: '1234', pin: '4321' });
  expect(keys.keyFor({ oldPin: '1234', pin: '4321' })).toBe(first);
  const changed = keys.keyFor({ oldPin: '1234', pin: '4322' });
  expect(changed).not.toBe(first);
  keys.answered();
  expect(keys.keyFor({ oldPin: '1234', pin: '4322' })).not.toBe(changed);
});
