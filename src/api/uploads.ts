// File upload (spec part 2, section 7; wire sheet row 30).
import { string, type, type Infer } from 'superstruct';
import { defineCall, send } from './http.ts';
import { wireText } from './wire.ts';

/** `content` is the file as a data URL ("data:image/png;base64,..."), as the original's readAsDataURL made it. */
export const FileUpload = type({ name: string(), content: string() });
export type FileUpload = Infer<typeof FileUpload>;
/** The reference later sent as imageRef, docId, profileImageRef or idCardRef. */
export const FileUploaded = type({ reference: wireText(string()) });

export const uploadFileCall = defineCall({
  name: 'util.fileupload',
  method: 'POST',
  path: '/api/v1/util/fileupload',
  auth: true,
  request: FileUpload,
  response: FileUploaded,
});

/** Uploads a file and resolves to its reference. */
export const uploadFile = (upload: FileUpload) => send(uploadFileCall, upload).then((data) => data.reference);
