// @vitest-environment jsdom
// A button that was focused when it went busy gets focus back when it is enabled again, unless the
// customer has moved on.
import { afterEach, expect, it } from 'vitest';
import { keepFocusThroughBusyButtons } from './busy-focus.ts';

keepFocusThroughBusyButtons();
afterEach(() => void (document.body.innerHTML = ''));

const page = () => {
  document.body.innerHTML = '<form><input name="email"><button type="submit">Sign In</button></form>';
  return { input: document.querySelector('input')!, button: document.querySelector('button')! };
};
/** Lets the observer see the attribute changes made so far. */
const observed = () => new Promise((resolve) => setTimeout(resolve, 0));
/** What a browser does to a focused element that becomes disabled (jsdom leaves focus on it). */
const focusFallsToThePage = () => {
  document.body.tabIndex = -1;
  document.body.focus();
};

it('puts focus back on the button it left when the button is enabled again', async () => {
  const { button } = page();
  button.focus();
  button.disabled = true;
  await observed();
  focusFallsToThePage();
  expect(document.activeElement).toBe(document.body);
  button.disabled = false;
  await observed();
  expect(document.activeElement).toBe(button);
});

it('leaves focus where the customer put it meanwhile', async () => {
  const { input, button } = page();
  button.focus();
  button.disabled = true;
  await observed();
  input.focus();
  button.disabled = false;
  await observed();
  expect(document.activeElement).toBe(input);
});

it('does not take focus for a button that was not focused when it went busy', async () => {
  const { input, button } = page();
  input.focus();
  button.disabled = true;
  await observed();
  focusFallsToThePage();
  button.disabled = false;
  await observed();
  expect(document.activeElement).toBe(document.body);
});
