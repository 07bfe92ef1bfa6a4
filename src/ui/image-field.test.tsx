// @vitest-environment jsdom
// The image field checks a file before sending it, holds a save back until it has uploaded, and keeps
// only the reference of the upload that finished last.
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { Form } from 'react-final-form';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { IMAGE_TOO_LARGE, MAX_IMAGE_BYTES, NOT_AN_IMAGE } from '../lib/image-file.ts';
import { ImageField, SAVE_WAITS } from './image-field.tsx';

vi.mock('../api/util.ts', () => ({ uploadFile: vi.fn() }));
const { uploadFile } = await import('../api/util.ts');
const upload = vi.mocked(uploadFile);

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let host: HTMLDivElement;
let root: Root;
let submitted: Record<string, unknown>[];
beforeEach(async () => {
  submitted = [];
  host = document.createElement('div');
  document.body.append(host);
  root = createRoot(host);
  await act(() =>
    Promise.resolve(
      root.render(
        <Form onSubmit={(values: Record<string, unknown>) => void submitted.push(values)} initialValues={{ imageRef: '' }}>
          {({ handleSubmit }) => (
            <form onSubmit={(e) => void handleSubmit(e)}>
              <ImageField name="imageRef" label="Plan image (optional)" />
              <button type="submit">NEXT</button>
            </form>
          )}
        </Form>,
      ),
    ),
  );
});
afterEach(() => {
  act(() => root.unmount());
  host.remove();
  upload.mockReset();
});

const input = () => host.querySelector<HTMLInputElement>('input[type=file]')!;
const choose = async (file: File) => {
  Object.defineProperty(input(), 'files', { value: [file], configurable: true });
  await act(async () => {
    input().dispatchEvent(new Event('change', { bubbles: true }));
    await new Promise((r) => setTimeout(r, 20));
  });
};
const submit = () => act(() => Promise.resolve(host.querySelector<HTMLButtonElement>('button[type=submit]')!.click()));
const png = (bytes = 10) => new File([new Uint8Array(bytes)], 'plan.png', { type: 'image/png' });

describe('ImageField', () => {
  it('is found by its label and says what it takes', () => {
    const labelled = host.querySelector(`label[for="${input().id}"]`);
    expect(labelled?.textContent).toBe('Plan image (optional)');
    expect(host.textContent).toContain('JPEG, PNG, GIF or WebP, at most 1 MB');
  });

  it('refuses a file that is not an image, or too large, without sending it', async () => {
    await choose(new File(['%PDF'], 'a.pdf', { type: 'application/pdf' }));
    expect(host.querySelector('[role=alert]')?.textContent).toBe(NOT_AN_IMAGE);
    await choose(png(MAX_IMAGE_BYTES + 1));
    expect(host.querySelector('[role=alert]')?.textContent).toBe(IMAGE_TOO_LARGE);
    expect(upload).not.toHaveBeenCalled();
  });

  it('uploads an image as a data URL and submits its reference', async () => {
    upload.mockResolvedValue('UPL-1');
    await choose(png());
    expect(upload).toHaveBeenCalledWith({ name: 'plan.png', content: expect.stringMatching(/^data:image\/png;base64,/) as string });
    expect(host.textContent).toContain('plan.png uploaded');
    await submit();
    expect(submitted).toEqual([{ imageRef: 'UPL-1' }]);
  });

  it('holds a save pressed while the upload runs, says so, and carries it out once the image is uploaded', async () => {
    let finish: (reference: string) => void = () => undefined;
    upload.mockReturnValue(new Promise((resolve) => (finish = resolve)));
    await choose(png());
    expect(host.textContent).toContain('Uploading the image…');
    expect(host.textContent).not.toContain(SAVE_WAITS);
    await submit();
    await submit();
    expect(submitted).toEqual([]);
    expect(host.querySelector('[role=status]')?.textContent).toBe(`Uploading the image… ${SAVE_WAITS}`);
    expect(host.querySelector('[role=alert]')).toBeNull();
    await act(() => Promise.resolve(finish('UPL-2')));
    expect(submitted).toEqual([{ imageRef: 'UPL-2' }]);
    expect(host.querySelector('[role=status]')?.textContent).toBe('plan.png uploaded');
  });

  it('sends nothing on its own when no save was pressed during the upload', async () => {
    let finish: (reference: string) => void = () => undefined;
    upload.mockReturnValue(new Promise((resolve) => (finish = resolve)));
    await choose(png());
    await act(() => Promise.resolve(finish('UPL-3')));
    expect(submitted).toEqual([]);
    await submit();
    expect(submitted).toEqual([{ imageRef: 'UPL-3' }]);
  });

  it('drops a waiting save when the upload fails: the customer sees why, and a second save goes without the image', async () => {
    let fail: (error: Error) => void = () => undefined;
    upload.mockReturnValue(new Promise((_, reject) => (fail = reject)));
    await choose(png());
    await submit();
    await act(() => Promise.resolve(fail(new Error('boom'))).then(() => new Promise((r) => setTimeout(r, 0))));
    expect(submitted).toEqual([]);
    expect(host.querySelector('[role=alert]')?.textContent).toBe('Something went wrong. Please try again.');
    expect(host.querySelector('[role=status]')?.textContent).toBe('');
    await submit();
    expect(submitted).toEqual([{ imageRef: '' }]);
  });

  it('shows a failed upload and sends no reference', async () => {
    upload.mockRejectedValue(new Error('boom'));
    await choose(png());
    expect(host.querySelector('[role=alert]')?.textContent).toBe('Something went wrong. Please try again.');
    await submit();
    expect(submitted).toEqual([{ imageRef: '' }]);
  });
});
