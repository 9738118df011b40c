import { ACTIVITY_COMMENT_MAX, ACTIVITY_MAX_IMAGES, type Application } from '@lumen/contracts/member/activity.contract';
import { PROOF_MAX_BYTES } from '@lumen/contracts/wallet/wallet.contract';
import { Send } from 'lucide-react';
import { type FormEvent, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '@/components/dialog/dialog.tsx';
import { FormAlert } from '@/components/form-field/form-alert.tsx';
import { FormField } from '@/components/form-field/form-field.tsx';
import { ImagePicker } from '@/components/image-picker/image-picker.tsx';
import { useImageUploads } from '@/components/image-picker/use-image-uploads.ts';
import { FormFailure, SubmitButton } from '@/features/wallet/components/wallet-ui.tsx';
import { placeServerError } from '@/features/wallet/lib/errors.ts';
import { ApiError } from '@/lib/api-client.ts';
import { errorText } from '@/lib/error-text.ts';
import { uploadActivityImage, useApply, useRefreshApplications } from '../api/activity.ts';
import { commentIssue, formatCount } from '../lib/activity.ts';

const FIELDS = ['comment', 'imageIds'] as const;
type ApplyField = (typeof FIELDS)[number];

/** Refusals that name no field but have words of their own here. */
const refusalKeys: Partial<Record<string, string>> = {
  ALREADY_PROCESSED: 'promotions.apply.already',
  NOT_FOUND: 'promotions.apply.closed',
};

/**
 * Applying for a promotion: a comment (1 to 140 characters once trimmed, counted as it is typed;
 * too long speaks at once, empty when sending) and up to three images, each uploaded on its own
 * when the application is sent, then the application with their ids. The server's refusals show
 * under the field they name, or at the foot.
 */
export function ApplyDialog({ promotion, onApplied, onClose }: {
  promotion: { id: string; title: string };
  onApplied: (application: Application) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const commentRef = useRef<HTMLTextAreaElement>(null);
  const apply = useApply(promotion.id);
  const refresh = useRefreshApplications();
  const images = useImageUploads({ max: ACTIVITY_MAX_IMAGES, maxBytes: PROOF_MAX_BYTES }, uploadActivityImage);
  const [comment, setComment] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const [serverErrors, setServerErrors] = useState<Partial<Record<ApplyField, string>>>({});
  const [failure, setFailure] = useState<unknown>(null);

  const length = comment.trim().length;
  const issue = commentIssue(comment);
  const showIssue = issue === 'long' || (issue === 'required' && submitted);
  const commentError =
    serverErrors.comment ??
    (issue && showIssue
      ? issue === 'required'
        ? t('promotions.apply.commentRequired')
        : t('promotions.apply.commentTooLong', { max: formatCount(ACTIVITY_COMMENT_MAX), length: formatCount(length) })
      : undefined);
  const sending = images.uploading || apply.isPending;
  const refusalKey = failure instanceof ApiError ? refusalKeys[failure.code] : undefined;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    setServerErrors({});
    setFailure(null);
    if (issue) {
      commentRef.current?.focus();
      return;
    }
    let imageIds: string[];
    try {
      imageIds = await images.uploadAll();
    } catch (error) {
      setServerErrors({ imageIds: error instanceof ApiError && error.code === 'LIMIT_REACHED' ? t('promotions.apply.imageLimit') : errorText(t, error) });
      return;
    }
    apply.mutate(
      { comment: comment.trim(), imageIds },
      {
        onSuccess: onApplied,
        onError: (error) => {
          const placed: Partial<Record<ApplyField, string>> = {};
          if (!placeServerError(t, error, FIELDS, (field, message) => (placed[field] ??= message))) setFailure(error);
          setServerErrors(placed);
          // Applied already or closed meanwhile: the card is told how things stand now.
          if (error instanceof ApiError && error.code in refusalKeys) void refresh();
        },
      },
    );
  };

  return (
    <Dialog title={t('promotions.apply.title')} onClose={onClose} size="md">
      <form className="activity-apply" noValidate onSubmit={(e) => void submit(e)} aria-describedby={`${id}-promotion`}>
        <p id={`${id}-promotion`} className="activity-apply-promotion" dir="auto">
          {promotion.title}
        </p>
        <FormField
          id={`${id}-comment`}
          label={t('promotions.apply.comment')}
          error={commentError}
          errorRole="alert"
          hint={
            <div className="activity-hint-row">
              <p className="activity-hint">{t('promotions.apply.commentHint', { max: formatCount(ACTIVITY_COMMENT_MAX) })}</p>
              <p id={`${id}-count`} className="activity-count" data-over={length > ACTIVITY_COMMENT_MAX || undefined} data-testid="apply-count">
                <bdi dir="ltr">{t('promotions.apply.count', { length: formatCount(length), max: formatCount(ACTIVITY_COMMENT_MAX) })}</bdi>
              </p>
            </div>
          }
        >
          <textarea
            ref={commentRef}
            id={`${id}-comment`}
            className="input activity-textarea"
            rows={4}
            data-autofocus
            placeholder={t('promotions.apply.commentPlaceholder')}
            value={comment}
            aria-invalid={Boolean(commentError)}
            aria-describedby={[`${id}-count`, commentError ? `${id}-comment-error` : undefined].filter(Boolean).join(' ')}
            onChange={(e) => {
              setComment(e.target.value);
              setServerErrors(({ comment: _gone, ...rest }) => rest);
              setFailure(null);
            }}
          />
        </FormField>
        <ImagePicker
          id={`${id}-images`}
          label={t('promotions.apply.images', { max: ACTIVITY_MAX_IMAGES })}
          uploads={images}
          error={serverErrors.imageIds}
          locked={sending}
        />
        {refusalKey ? <FormAlert className="wallet-failure">{t(refusalKey)}</FormAlert> : <FormFailure error={failure} />}
        <div className="activity-apply-actions">
          <button type="button" className="btn btn-ghost" onClick={onClose}>
            {t('account.cancel')}
          </button>
          <SubmitButton busy={sending} className="btn btn-primary" icon={<Send size={16} aria-hidden className="flip-rtl" />}>
            {t('promotions.apply.submit')}
          </SubmitButton>
        </div>
      </form>
    </Dialog>
  );
}
