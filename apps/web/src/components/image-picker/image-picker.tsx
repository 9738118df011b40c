import { CircleAlert, CircleCheck, ImageIcon, ImagePlus, X } from 'lucide-react';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { IMAGE_TYPES } from './image-files.ts';
import type { ImageUploads, UploadStatus } from './use-image-uploads.ts';
import './image-picker.css';

/** A local preview of a chosen file, released when it is no longer shown; none where the browser cannot make one. */
function usePreview(file: File): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    let made: string;
    try {
      made = URL.createObjectURL(file);
    } catch {
      // This browser cannot preview the file: the icon stands in for it.
      return;
    }
    setUrl(made);
    return () => URL.revokeObjectURL(made);
  }, [file]);
  return url;
}

function PickedImage({ file, status, locked, onRemove }: { file: File; status: UploadStatus | undefined; locked: boolean; onRemove: () => void }) {
  const { t } = useTranslation();
  const preview = usePreview(file);
  return (
    <li className="image-picker-item" data-status={status}>
      <span className="image-picker-thumb">
        {preview ? <img src={preview} alt={t('images.preview', { name: file.name })} /> : <ImageIcon size={20} aria-hidden />}
        {status === 'uploading' && (
          <span className="image-picker-busy" role="status" aria-label={t('images.uploading', { name: file.name })}>
            <span className="image-picker-spinner" aria-hidden />
          </span>
        )}
      </span>
      <span className="image-picker-text">
        <span className="image-picker-name" dir="auto">
          {file.name}
        </span>
        <span className="image-picker-meta">
          {status === 'done' ? (
            <span className="image-picker-done">
              <CircleCheck size={12} aria-hidden />
              {t('images.uploaded')}
            </span>
          ) : status === 'failed' ? (
            <span className="image-picker-failed">
              <CircleAlert size={12} aria-hidden />
              {t('images.failed')}
            </span>
          ) : status === 'uploading' ? (
            t('images.uploadingShort')
          ) : (
            t('images.size', { size: Math.max(1, Math.round(file.size / 1024)) })
          )}
        </span>
      </span>
      <button type="button" className="btn btn-icon btn-sm" onClick={onRemove} disabled={locked} aria-label={t('images.remove', { name: file.name })}>
        <X size={14} aria-hidden />
      </button>
    </li>
  );
}

/**
 * Images for a form: the chosen ones with a preview, their upload state and a remove button, then
 * "Add image" while there is room, the rule, and why a file was refused or an upload failed.
 */
export function ImagePicker({ id, label, uploads, error, locked = false }: {
  id: string;
  label: ReactNode;
  uploads: ImageUploads;
  /** A refusal about the images (an upload or the server's check), under them. */
  error?: string;
  /** While the form is being sent: nothing is added or removed. */
  locked?: boolean;
}) {
  const { t } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  const { files, problems, statuses, rules } = uploads;

  const pick = (list: FileList | null) => {
    if (!list) return;
    uploads.add(Array.from(list));
    if (input.current) input.current.value = '';
  };

  return (
    <fieldset className="field image-picker" aria-labelledby={`${id}-label`}>
      <span id={`${id}-label`} className="field-label">
        {label}
      </span>
      {files.length > 0 && (
        <ul className="image-picker-list">
          {files.map((file) => (
            <PickedImage
              key={`${file.name}-${file.size}-${file.lastModified}`}
              file={file}
              status={statuses.get(file)}
              locked={locked}
              onRemove={() => uploads.remove(file)}
            />
          ))}
        </ul>
      )}
      {files.length < rules.max && (
        <label className="btn btn-ghost image-picker-add" data-disabled={locked || undefined}>
          <ImagePlus size={16} aria-hidden />
          {t('images.add')}
          <input
            ref={input}
            type="file"
            accept={IMAGE_TYPES.join(',')}
            multiple
            disabled={locked}
            className="visually-hidden"
            aria-label={t('images.add')}
            // The form's error for the images (say, a proof is required) is read out with the button.
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-rule ${id}-error` : `${id}-rule`}
            onChange={(e) => pick(e.target.files)}
          />
        </label>
      )}
      <p id={`${id}-rule`} className="image-picker-rule">
        {t('images.rule')}
      </p>
      {problems.map((p) => (
        <p key={p} className="field-error" role="alert">
          {p}
        </p>
      ))}
      {error && (
        <p id={`${id}-error`} className="field-error" role="alert">
          {error}
        </p>
      )}
    </fieldset>
  );
}
