// @vitest-environment jsdom
// What was typed into a prerendered page before hydration is noted by field name and taken back once.
import { expect, it } from 'vitest';
import { noteTyped, takeTyped } from './typed-before-hydration.ts';

it('notes the named fields that hold text, never a password, and hands each value over once', () => {
  const root = document.createElement('div');
  root.innerHTML = `
    <input name="name"><input name="email"><textarea name="message"></textarea>
    <input name="secret" type="password"><input name="token" type="hidden" value="x"><input value="no name">`;
  const field = (selector: string) => root.querySelector<HTMLInputElement | HTMLTextAreaElement>(selector)!;
  field('[name=name]').value = 'Ada Obi';
  field('[name=message]').value = 'Hello';
  field('[name=secret]').value = 'Passw0rd!';
  noteTyped(root);
  expect(takeTyped(['name', 'email', 'secret', 'token'])).toEqual({ name: 'Ada Obi' });
  expect(takeTyped(['name', 'message'])).toEqual({ message: 'Hello' });
  expect(takeTyped(['name', 'message'])).toEqual({});
});
