// An optional image for a form (plan or group picture, profile picture, ID card): the customer picks a
// file, it is checked (images only, at most 1 MB), uploaded at once, and the field's value becomes the
// upload's reference ('' when none). The form never sends a file it has not uploaded: a save pressed while
// the upload runs waits for it and goes on by itself once the image is uploaded (not when the upload fails:
// the customer then sees why, and chooses again or saves without it).
import { useId, useRef, useState } from 'react';
import { useField, useForm } from 'react-final-form';
import { uploadFile } from '../api/util.ts';
import { imageProblem, MAX_IMAGE_BYTES, readDataUrl } from '../lib/image-file.ts';
import { messagesFor } from './error-text.ts';
import * as styles from './field.css.ts';

export const SAVE_WAITS = 'We will go on as soon as it is uploaded.';

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
  const uploading = useRef(false);
  // A save pressed while the upload runs is held back (final-form asks each field before it submits) and
  // remembered, to be carried out once the upload is done.
  const [saveWaits, setSaveWaits] = useState(false);
  const waiting = useRef(false);
  const holdSave = () => {
    if (!uploading.current) return undefined;
    waiting.current = true;
    setSaveWaits(true);
    return false;
  };
  useField<string | undefined>(name, { subscription: {}, beforeSubmit: holdSave });
  // form.change, not input.onChange: the input's default parse would turn '' into undefined, no change.
  const form = useForm();
  const set = (value: string | undefined) => form.change(name, value);
  const message = upload.state === 'failed' ? upload.message : null;
  const describedBy = [`${id}-hint`, message ? `${id}-error` : null, `${id}-status`].filter(Boolean).join(' ');

  const choose = async (file: File | undefined) => {
    const mine = ++attempt.current;
    const settle = (reference: string, next: Upload) => {
      uploading.current = false;
      set(reference);
      setUpload(next);
      const resume = waiting.current && next.state === 'done';
      waiting.current = false;
      setSaveWaits(false);
      if (resume) void form.submit();
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
        className={styles.file}
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
        {upload.state === 'uploading' ? `Uploading the image…${saveWaits ? ` ${SAVE_WAITS}` : ''}` : upload.state === 'done' ? `${upload.fileName} uploaded` : ''}
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
