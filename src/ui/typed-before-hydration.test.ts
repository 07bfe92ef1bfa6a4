// @vitest-environment jsdom
// What was typed into a prerendered page before hydration, and which fields were left, is noted per
// field element and taken back once, by the form that holds those elements.
import { expect, it } from 'vitest';
import { takeTyped } from './take-typed.ts';
import { noteTyped } from './typed-before-hydration.ts';

const page = (root = document.createElement('div')) => {
  root.innerHTML = `<form>
    <input name="name"><input name="email"><textarea name="message"></textarea>
    <input name="secret" type="password"><input name="token" type="hidden" value="x"><input value="no name">
  </form>`;
  document.body.replaceChildren(root);
  const form = root.querySelector('form')!;
  const field = (name: string) => form.elements.namedItem(name) as HTMLInputElement | HTMLTextAreaElement;
  return { root, form, field };
};

const type = (field: HTMLInputElement | HTMLTextAreaElement, value: string) => {
  field.value = value;
  field.dispatchEvent(new Event('input', { bubbles: true }));
};

it('notes the text already in named fields, never a password, and hands each value over once', () => {
  const { root, form, field } = page();
  field('name').value = 'Ada Obi';
  field('message').value = 'Hello';
  field('secret').value = 'Passw0rd!';
  noteTyped(root);
  expect(takeTyped(form, ['name', 'email', 'secret', 'token'])).toEqual({ values: { name: 'Ada Obi' }, touched: [], sent: false });
  expect(takeTyped(form, ['name', 'message'])).toEqual({ values: { message: 'Hello' }, touched: [], sent: false });
  expect(takeTyped(form, ['name', 'message'])).toEqual({ values: {}, touched: [], sent: false });
});

it('goes on noting what is typed, cleared and left until the form takes it', () => {
  const { root, form, field } = page();
  noteTyped(root);
  type(field('name'), 'Ada');
  type(field('name'), 'Ada Obi');
  type(field('email'), 'ada');
  type(field('email'), '');
  type(field('secret'), 'Passw0rd!');
  field('message').focus();
  field('message').blur();
  field('secret').focus();
  field('secret').blur();
  // A field typed into and cleared again has nothing to give back (hydration leaves it empty too).
  expect(takeTyped(form, ['name', 'email', 'message', 'secret'])).toEqual({ values: { name: 'Ada Obi' }, touched: ['message'], sent: false });
});

it('gives a form rendered later in the same place nothing of what was typed in the one before', () => {
  const first = page();
  noteTyped(first.root);
  type(first.field('name'), 'Ada');
  first.field('name').focus();
  first.field('name').blur();
  first.field('message').focus();
  const later = page(first.root);
  expect(later.form).not.toBe(first.form);
  expect(takeTyped(later.form, ['name'])).toEqual({ values: {}, touched: [], sent: false });
});

it('notes a send of a build\'s form before it is live, keeps the browser from sending it, and hands it over once', () => {
  const { root, form } = page();
  noteTyped(root);
  const send = () => {
    const event = new Event('submit', { bubbles: true, cancelable: true });
    form.dispatchEvent(event);
    return event.defaultPrevented;
  };
  expect(send()).toBe(true);
  expect(takeTyped(form, ['name'])).toEqual({ values: {}, touched: [], sent: true });
  // Live now: its own handler sends it, nothing is noted or prevented here.
  expect(send()).toBe(false);
  expect(takeTyped(form, ['name'])).toEqual({ values: {}, touched: [], sent: false });
});

it('leaves a form rendered after hydration to its own handler', () => {
  const { root } = page();
  noteTyped(root);
  const later = page(root);
  const event = new Event('submit', { bubbles: true, cancelable: true });
  later.form.dispatchEvent(event);
  expect(event.defaultPrevented).toBe(false);
});
