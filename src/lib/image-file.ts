// The images a customer may upload (plan and group pictures, profile picture, ID card): what is
// accepted, the size limit, and reading a file as the data URL the upload call sends.

/** The image types the upload takes; anything else is refused before it is sent. */
export const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/gif', 'image/webp'] as const;
/** 1 MB: plenty for a phone photo resized by the camera app, small enough to send over a slow network. */
export const MAX_IMAGE_BYTES = 1_000_000;

export const NOT_AN_IMAGE = 'Choose an image file (JPEG, PNG, GIF or WebP)';
export const IMAGE_TOO_LARGE = 'The image must be at most 1 MB';

/** Why a chosen file cannot be uploaded, or null when it can. */
export function imageProblem(file: Pick<File, 'type' | 'size'>): string | null {
  if (!(IMAGE_TYPES as readonly string[]).includes(file.type)) return NOT_AN_IMAGE;
  if (file.size > MAX_IMAGE_BYTES) return IMAGE_TOO_LARGE;
  if (file.size === 0) return 'The file is empty';
  return null;
}

/** The file as a data URL ("data:image/png;base64,..."), as the original client's readAsDataURL made it. */
export function readDataUrl(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(typeof reader.result === 'string' ? reader.result : '');
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read'));
    reader.readAsDataURL(file);
  });
}

/** The media type and decoded size of an image data URL, or null if it is not a base64 data URL. */
export function describeDataUrl(content: string): { type: string; bytes: number } | null {
  const match = /^data:([\w.+-]+\/[\w.+-]+);base64,([A-Za-z0-9+/]*={0,2})$/.exec(content);
  if (!match) return null;
  const data = match[2]!;
  const padding = data.endsWith('==') ? 2 : data.endsWith('=') ? 1 : 0;
  return { type: match[1]!.toLowerCase(), bytes: (data.length / 4) * 3 - padding };
}
