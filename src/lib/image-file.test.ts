// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { describeDataUrl, IMAGE_TOO_LARGE, imageProblem, MAX_IMAGE_BYTES, NOT_AN_IMAGE, readDataUrl } from './image-file.ts';

describe('imageProblem', () => {
  it('takes the four image types up to the limit', () => {
    for (const type of ['image/jpeg', 'image/png', 'image/gif', 'image/webp']) expect(imageProblem({ type, size: MAX_IMAGE_BYTES })).toBeNull();
  });
  it('refuses other types, oversize and empty files', () => {
    expect(imageProblem({ type: 'application/pdf', size: 10 })).toBe(NOT_AN_IMAGE);
    expect(imageProblem({ type: 'image/svg+xml', size: 10 })).toBe(NOT_AN_IMAGE);
    expect(imageProblem({ type: 'image/png', size: MAX_IMAGE_BYTES + 1 })).toBe(IMAGE_TOO_LARGE);
    expect(imageProblem({ type: 'image/png', size: 0 })).toBe('The file is empty');
  });
});

describe('data URLs', () => {
  it('reads a file as a data URL and measures it back', async () => {
    const bytes = new Uint8Array([137, 80, 78, 71, 1, 2, 3]);
    const url = await readDataUrl(new Blob([bytes], { type: 'image/png' }));
    expect(url.startsWith('data:image/png;base64,')).toBe(true);
    expect(describeDataUrl(url)).toEqual({ type: 'image/png', bytes: 7 });
  });
  it('counts padding and refuses what is not base64', () => {
    expect(describeDataUrl('data:image/gif;base64,AAAA')).toEqual({ type: 'image/gif', bytes: 3 });
    expect(describeDataUrl('data:image/gif;base64,AA==')).toEqual({ type: 'image/gif', bytes: 1 });
    expect(describeDataUrl('data:image/gif,raw')).toBeNull();
    expect(describeDataUrl('https://example.com/a.png')).toBeNull();
  });
  it('counts one padding character, and takes nothing before or after the data URL', () => {
    expect(describeDataUrl('data:image/gif;base64,AAA=')).toEqual({ type: 'image/gif', bytes: 2 });
    expect(describeDataUrl(' data:image/gif;base64,AAAA')).toBeNull();
    expect(describeDataUrl('data:image/gif;base64,AAAA!')).toBeNull();
  });
});

describe('a file that cannot be read', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  /** A FileReader that ends the way `end` says, as a browser's does when the file goes away or is odd. */
  const readerThat = (end: 'error' | 'odd result', error: DOMException | null = null) =>
    class {
      result: unknown = new ArrayBuffer(1);
      error = error;
      onload: (() => void) | null = null;
      onerror: (() => void) | null = null;
      readAsDataURL() {
        setTimeout(() => (end === 'error' ? this.onerror?.() : this.onload?.()));
      }
    };

  it("rejects with the reader's own error", async () => {
    const gone = new DOMException('The file was removed', 'NotFoundError');
    vi.stubGlobal('FileReader', readerThat('error', gone));
    await expect(readDataUrl(new Blob(['x']))).rejects.toBe(gone);
  });

  it('rejects with a message of its own when the reader gives none', async () => {
    vi.stubGlobal('FileReader', readerThat('error'));
    await expect(readDataUrl(new Blob(['x']))).rejects.toThrow('The file could not be read');
  });

  it('resolves to an empty text when the reader hands back something other than text', async () => {
    vi.stubGlobal('FileReader', readerThat('odd result'));
    await expect(readDataUrl(new Blob(['x']))).resolves.toBe('');
  });
});
