// @vitest-environment jsdom
// KeepTyped keeps what is typed over a form's starting values, never what is left out, and nothing once
// the form is back where it started.
import { signal } from '@preact/signals-react';
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { Form } from 'react-final-form';
import type { FormApi } from 'final-form';
import { expect, it } from 'vitest';
import { KeepTyped } from './keep-typed.tsx';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

interface Values {
  address: string;
  password: string;
}

it('keeps the picked values while they differ from the base, and clears the draft when they no longer do', async () => {
  const draft = signal<{ address: string } | null>(null);
  const base: Values = { address: '1 Marina', password: '' };
  let form: FormApi<Values> | undefined;
  const root = createRoot(document.createElement('div'));
  await act(() =>
    Promise.resolve(
      root.render(
        <Form<Values> onSubmit={() => undefined} initialValues={base}>
          {({ form: api }) => {
            form = api;
            return <KeepTyped draft={draft} base={base} pick={(v) => ({ address: v.address ?? '' })} />;
          }}
        </Form>,
      ),
    ),
  );
  expect(draft.value, 'nothing typed yet').toBeNull();
  act(() => form!.change('password', 'Secret#1'));
  expect(draft.value, 'a password alone is not kept').toBeNull();
  act(() => form!.change('address', '2 Broad Street'));
  expect(draft.value).toEqual({ address: '2 Broad Street' });
  act(() => form!.change('address', '1 Marina'));
  expect(draft.value, 'back to the base').toBeNull();
  act(() => root.unmount());
});
