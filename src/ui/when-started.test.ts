// @vitest-environment jsdom
// A prerendered part's code waits for the visitor to start on it: at once where the part is not on the
// page or the visitor already has, otherwise on the first pointer, focus or send inside it.
import { afterEach, expect, it } from 'vitest';
import { left, noteTyped } from './typed-before-hydration.ts';
import { whenStarted } from './when-started.ts';

const page = () => {
  document.body.innerHTML = `<div id="root"><form id="part"><input name="name"><button>Send</button></form><a href="/x">elsewhere</a></div>`;
  return { form: document.getElementById('part') as HTMLFormElement, input: document.querySelector('input')!, link: document.querySelector('a')! };
};

const settled = async (promise: Promise<void>) => {
  let done = false;
  void promise.then(() => (done = true));
  await new Promise((resolve) => setTimeout(resolve, 0));
  return done;
};

afterEach(() => void (document.body.innerHTML = ''));

it('resolves at once where the part is not on the page (a render after a move)', async () => {
  page();
  expect(await settled(whenStarted('#missing'))).toBe(true);
});

it('waits while the visitor is elsewhere, and resolves when the focus moves into the part', async () => {
  const { input, link } = page();
  const started = whenStarted('#part');
  link.focus();
  link.dispatchEvent(new Event('pointerover', { bubbles: true }));
  expect(await settled(started)).toBe(false);
  input.focus();
  expect(await settled(started)).toBe(true);
});

it('resolves on a pointer over the part, and on a send of it', async () => {
  const first = page();
  const pointed = whenStarted('#part');
  first.form.dispatchEvent(new Event('pointerover', { bubbles: true }));
  expect(await settled(pointed)).toBe(true);
  const second = page();
  noteTyped(document.getElementById('root')!);
  const sent = whenStarted('#part');
  second.form.requestSubmit();
  expect(await settled(sent)).toBe(true);
});

it('resolves at once where the visitor already typed, left a field or sent the part', async () => {
  const typed = page();
  typed.input.value = 'Ada';
  expect(await settled(whenStarted('#part'))).toBe(true);
  const leftField = page();
  left.add(leftField.input);
  expect(await settled(whenStarted('#part'))).toBe(true);
  const focused = page();
  focused.input.focus();
  expect(await settled(whenStarted('#part'))).toBe(true);
});
