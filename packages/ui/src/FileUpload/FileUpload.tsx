import { CircleAlert, CircleCheck, FileText, Upload } from 'lucide-react';
import { type DragEvent, useId, useState } from 'react';
import { Button } from '../Button/Button.tsx';
import { cx } from '../utils/cx.ts';
import * as styles from './FileUpload.css.ts';
import { type FileRules, fileError } from './validate.ts';

export interface FileUploadProps extends FileRules {
  label: string;
  /** Called with a valid file; the caller uploads it and reports `progress`. */
  onFile: (file: File) => void;
  /** Upload progress 0-100 while uploading, `undefined` when idle. */
  progress?: number | undefined;
  /** The uploaded file's name once the upload has finished. */
  uploadedName?: string | undefined;
  /** A message to show once uploaded, e.g. "Your resume has been uploaded successfully!". */
  successMessage?: string;
  /** An error from the upload itself (network, server). */
  error?: string | undefined;
}

/** Choose or drop a file; wrong type or size is refused with a clear message; real progress bar. */
export function FileUpload({
  label,
  accept,
  maxBytes,
  onFile,
  progress,
  uploadedName,
  successMessage,
  error,
}: FileUploadProps) {
  const id = useId();
  const [localError, setLocalError] = useState<string | null>(null);
  const [dragging, setDragging] = useState(false);
  const [chosen, setChosen] = useState<string | null>(null);
  const shownError = localError ?? error ?? null;
  const uploading = progress !== undefined && progress < 100;

  const take = (file: File | undefined) => {
    if (!file) return;
    const problem = fileError(file, { accept, maxBytes });
    setLocalError(problem);
    if (problem) return;
    setChosen(file.name);
    onFile(file);
  };

  const onDrop = (e: DragEvent<HTMLDivElement>) => {
    e.preventDefault();
    setDragging(false);
    take(e.dataTransfer.files[0]);
  };

  return (
    <div className={styles.root}>
      {/* biome-ignore lint/a11y/noStaticElementInteractions: dropping is a shortcut; the button and the input are the accessible way */}
      <div
        className={cx(styles.drop, dragging && styles.dragging, shownError && styles.dropInvalid)}
        onDragOver={(e) => {
          e.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
      >
        <Upload size={24} aria-hidden="true" />
        <input
          id={id}
          type="file"
          className={styles.input}
          accept={accept.join(',')}
          aria-describedby={`${id}-hint${shownError ? ` ${id}-error` : ''}`}
          aria-invalid={shownError ? true : undefined}
          disabled={uploading}
          onChange={(e) => {
            take(e.target.files?.[0]);
            e.target.value = '';
          }}
        />
        <Button
          variant="secondary"
          size="sm"
          onClick={() => document.getElementById(id)?.click()}
          disabled={uploading}
          aria-describedby={`${id}-hint`}
        >
          {label}
        </Button>
        <label htmlFor={id} className={styles.hint} id={`${id}-hint`}>
          {`or drop it here · ${accept.join(', ')} · up to ${Math.round(maxBytes / (1024 * 1024))} MB`}
        </label>
      </div>
      {progress !== undefined && chosen && (
        <div className={styles.file}>
          <FileText size={16} aria-hidden="true" />
          <span>{chosen}</span>
        </div>
      )}
      {progress !== undefined && (
        <progress
          className={styles.progress}
          max={100}
          value={progress}
          aria-label={`Uploading ${chosen ?? 'file'}`}
        >
          {progress}%
        </progress>
      )}
      <div aria-live="polite">
        {shownError && (
          <p id={`${id}-error`} className={styles.error}>
            <CircleAlert size={16} aria-hidden="true" />
            {shownError}
          </p>
        )}
        {!shownError && uploadedName && (
          <p className={styles.success}>
            <CircleCheck size={16} aria-hidden="true" />
            {successMessage ?? `${uploadedName} uploaded`}
          </p>
        )}
      </div>
    </div>
  );
}
