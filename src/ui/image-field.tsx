// An optional image for a form (plan or group picture, profile picture, ID card): the customer picks a
// file, it is checked (images only, at most 1 MB), uploaded at once, and the field's value becomes the
// upload's reference ('' when none). The form never waits on a file it has not uploaded: while the
// upload runs the field is invalid, and a save pressed then says "Wait for the image to finish uploading".
import { useId, useRef, useState } from 'react';
import { useField, useForm } from 'react-final-form';
import { uploadFile } from '../api/util.ts';
import { imageProblem, MAX_IMAGE_BYTES, readDataUrl } from '../lib/image-file.ts';
import { messagesFor } from './error-text.ts';
import * as styles from './field.css.ts';

const UPLOADING = 'Wait for the image to finish uploading';

interface ImageFieldProps {
  /** The form field that holds the upload reference. */
  name: string;
  label: string;
  hint?: string;
}

type Upload = { state: 'idle' } | { state: 'uploading'; preview: string } | { state: 'done'; preview: string; fileName: string } | { state: 'failed'; message: string };

export function ImageField({ name, label, hint = `JPEG, PNG, GIF or WebP, at most ${MAX_IMAGE_BYTES / 1_000_000} MB` }: ImageFieldProps) {
  const id = useId();
  const [upload, setUpload] = useState<Upload>({ state: 'idle' });
  const attempt = useRef(0);
  // A submit while the upload runs is held back: the rule reads the ref, and every change of upload
  // state also changes the value (undefined while uploading), which is what makes final-form re-check it.
  const uploading = useRef(false);
  // A save pressed meanwhile says why nothing was sent; the message goes once the upload settles.
  const { meta } = useField<string | undefined>(name, { subscription: { error: true, submitFailed: true }, validate: () => (uploading.current ? UPLOADING : undefined) });
  // form.change, not input.onChange: the input's default parse would turn '' into undefined, no change.
  const form = useForm();
  const set = (value: string | undefined) => form.change(name, value);
  const message = upload.state === 'failed' ? upload.message : meta.submitFailed && typeof meta.error === 'string' ? meta.error : null;
  const describedBy = [`${id}-hint`, message ? `${id}-error` : null, `${id}-status`].filter(Boolean).join(' ');

  const choose = async (file: File | undefined) => {
    const mine = ++attempt.current;
    const settle = (reference: string, next: Upload) => {
      uploading.current = false;
      set(reference);
      setUpload(next);
    };
    if (!file) return settle('', { state: 'idle' });
    const problem = imageProblem(file);
    if (problem) return settle('', { state: 'failed', message: problem });
    uploading.current = true;
    set(undefined);
    try {
      const content = await readDataUrl(file);
      if (mine !== attempt.current) return;
      setUpload({ state: 'uploading', preview: content });
      const reference = await uploadFile({ name: file.name, content });
      if (mine === attempt.current) settle(reference, { state: 'done', preview: content, fileName: file.name });
    } catch (error) {
      if (mine === attempt.current) settle('', { state: 'failed', message: messagesFor(error).join(' ') });
    }
  };

  const remove = () => {
    attempt.current += 1;
    uploading.current = false;
    set('');
    setUpload({ state: 'idle' });
  };

  return (
    <div className={styles.root}>
      <label className={styles.label} htmlFor={id}>
        {label}
      </label>
      <span id={`${id}-hint`} className={styles.hint}>
        {hint}
      </span>
      <input
        id={id}
        type="file"
        accept="image/jpeg,image/png,image/gif,image/webp"
        aria-describedby={describedBy}
        aria-invalid={message ? true : undefined}
        onChange={(e) => void choose(e.currentTarget.files?.[0])}
      />
      {message && (
        <span id={`${id}-error`} className={styles.error} role="alert">
          {message}
        </span>
      )}
      <span id={`${id}-status`} role="status" className={styles.hint}>
        {upload.state === 'uploading' ? 'Uploading the image…' : upload.state === 'done' ? `${upload.fileName} uploaded` : ''}
      </span>
      {(upload.state === 'uploading' || upload.state === 'done') && (
        <div className={styles.preview}>
          <img src={upload.preview} alt={`Preview of ${label.toLowerCase()}`} className={styles.previewImage} />
          {upload.state === 'done' && (
            <button type="button" className={styles.textButton} onClick={remove}>
              Remove image
            </button>
          )}
        </div>
      )}
    </div>
  );
}
