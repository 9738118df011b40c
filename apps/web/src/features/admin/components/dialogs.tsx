import { CircleAlert } from 'lucide-react';
import { type ReactNode, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '@/components/dialog/dialog.tsx';
import { errorText } from '@/lib/error-text.ts';
import { isValidReason } from '../lib/format.ts';

interface ActionDialogProps {
  title: ReactNode;
  onClose: () => void;
  pending: boolean;
  error: unknown;
}

function ActionError({ error }: { error: unknown }) {
  const { t } = useTranslation();
  if (!error) return null;
  return (
    <p className="admin-form-error" role="alert">
      <CircleAlert size={16} aria-hidden />
      {errorText(t, error)}
    </p>
  );
}

/** "Are you sure?" before a money action: the summary, then confirm or cancel. */
export function ConfirmDialog({ title, children, confirmLabel, onConfirm, onClose, pending, error }: ActionDialogProps & {
  children: ReactNode;
  confirmLabel: string;
  onConfirm: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Dialog title={title} onClose={onClose} size="sm">
      <div className="admin-dialog">
        <div className="admin-dialog-text">{children}</div>
        <ActionError error={error} />
        <div className="admin-dialog-actions">
          <button type="button" className="btn btn-ghost" onClick={onClose}>
            {t('admin.cancel')}
          </button>
          <button type="button" className="btn btn-primary" data-autofocus onClick={onConfirm} disabled={pending}>
            {confirmLabel}
          </button>
        </div>
      </div>
    </Dialog>
  );
}

/** What a refusal's note must be, and the words around its field. */
export interface ReasonRule {
  min: number;
  max: number;
  label: string;
  hint: string;
  invalid: string;
}

/** A refusal needs a reason (3 to 140 characters unless `rule` says otherwise); the member sees it. */
export function ReasonDialog({ title, summary, onSubmit, onClose, pending, error, rule }: ActionDialogProps & {
  summary: ReactNode;
  onSubmit: (reason: string) => void;
  rule?: ReasonRule;
}) {
  const { t } = useTranslation();
  const id = useId();
  const [reason, setReason] = useState('');
  const [touched, setTouched] = useState(false);
  const { min, max, label, hint, invalid: invalidText } = rule ?? {
    min: 3,
    max: 140,
    label: t('admin.reasonLabel'),
    hint: t('admin.rejectHint'),
    invalid: t('admin.reasonInvalid'),
  };
  const valid = isValidReason(reason, min, max);
  const invalid = touched && !valid;
  return (
    <Dialog title={title} onClose={onClose} size="sm">
      <form
        className="admin-dialog"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          setTouched(true);
          if (valid) onSubmit(reason.trim());
        }}
      >
        <div className="admin-dialog-text">{summary}</div>
        <div className="field">
          <label className="field-label" htmlFor={id}>
            {label}
          </label>
          <textarea
            id={id}
            className="input admin-textarea"
            rows={3}
            maxLength={max}
            data-autofocus
            value={reason}
            aria-invalid={invalid}
            aria-describedby={`${id}-hint`}
            onChange={(event) => setReason(event.target.value)}
            onBlur={() => setTouched(true)}
          />
          <p id={`${id}-hint`} className={invalid ? 'field-error' : 'admin-hint'}>
            {invalid ? invalidText : hint}
          </p>
        </div>
        <ActionError error={error} />
        <div className="admin-dialog-actions">
          <button type="button" className="btn btn-ghost" onClick={onClose}>
            {t('admin.cancel')}
          </button>
          <button type="submit" className="btn btn-danger" disabled={pending}>
            {t('admin.reject')}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
