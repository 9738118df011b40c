import { zodResolver } from '@hookform/resolvers/zod';
import { ACTIVITY_COMMENT_MAX, ACTIVITY_MAX_IMAGES, type Application, applyBodySchema } from '@lumen/contracts/member/activity.contract';
import { PROOF_MAX_BYTES } from '@lumen/contracts/wallet/wallet.contract';
import type { TFunction } from 'i18next';
import { Send } from 'lucide-react';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { Dialog } from '@/components/dialog/dialog.tsx';
import { FormAlert } from '@/components/form-field/form-alert.tsx';
import { FormField } from '@/components/form-field/form-field.tsx';
import { ImagePicker } from '@/components/image-picker/image-picker.tsx';
import { useImageUploads } from '@/components/image-picker/use-image-uploads.ts';
import { FormFailure, SubmitButton } from '@/features/wallet/components/wallet-ui.tsx';
import { placeServerError } from '@/features/wallet/lib/errors.ts';
import { ApiError } from '@/lib/api-client.ts';
import { errorText } from '@/lib/error-text.ts';
import { lengthIssueText } from '@/lib/length-issue.ts';
import { formatCount } from '@/lib/numbers.ts';
import { uploadActivityImage, useApply, useRefreshApplications } from '../api/activity.ts';
import { submitAfresh } from '@/lib/submit-afresh.ts';

const FIELDS = ['comment', 'imageIds'] as const;

/** The contract's issues with the comment in the member's words: empty once trimmed, or too long. */
function commentIssueText(t: TFunction, issue: z.core.$ZodRawIssue): string | undefined {
  if (issue.path?.[0] !== 'comment') return undefined;
  return lengthIssueText(t, issue, { required: 'promotions.apply.commentRequired', tooLong: 'promotions.apply.commentTooLong' }) ?? t('promotions.apply.commentRequired');
}

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
  const apply = useApply(promotion.id);
  const refresh = useRefreshApplications();
  const images = useImageUploads({ max: ACTIVITY_MAX_IMAGES, maxBytes: PROOF_MAX_BYTES }, uploadActivityImage);
  // The application as the server checks it; the image ids come from the uploads when it is sent,
  // and are here so the server's word on them has a field to land on.
  const { register, handleSubmit, formState, setError, watch } = useForm({
    resolver: zodResolver(applyBodySchema, { error: (issue) => commentIssueText(t, issue) }),
    // Checked as it is typed, so too long speaks at once; empty waits for a send.
    mode: 'onChange',
    defaultValues: { comment: '', imageIds: [] },
  });
  const [failure, setFailure] = useState<unknown>(null);

  const length = watch('comment').trim().length;
  const { errors, isSubmitted } = formState;
  const commentError = isSubmitted || errors.comment?.type === 'too_big' ? errors.comment?.message : undefined;
  const sending = images.uploading || apply.isPending;
  const refusalKey = failure instanceof ApiError ? refusalKeys[failure.code] : undefined;

  const checkAndSend = handleSubmit(async ({ comment }) => {
    let imageIds: string[];
    try {
      imageIds = await images.uploadAll();
    } catch (error) {
      setError('imageIds', { type: 'server', message: error instanceof ApiError && error.code === 'LIMIT_REACHED' ? t('promotions.apply.imageLimit') : errorText(t, error) });
      return;
    }
    apply.mutate(
      { comment, imageIds },
      {
        onSuccess: onApplied,
        onError: (error) => {
          if (!placeServerError(t, error, FIELDS, (field, message) => setError(field, { type: 'server', message }))) setFailure(error);
          // Applied already or closed meanwhile: the card is told how things stand now.
          if (error instanceof ApiError && error.code in refusalKeys) void refresh();
        },
      },
    );
  });

  return (
    <Dialog title={t('promotions.apply.title')} onClose={onClose} size="md">
      <form className="activity-apply" noValidate onSubmit={submitAfresh(() => setFailure(null), checkAndSend)} aria-describedby={`${id}-promotion`}>
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
            id={`${id}-comment`}
            className="input activity-textarea"
            rows={4}
            data-autofocus
            placeholder={t('promotions.apply.commentPlaceholder')}
            aria-invalid={Boolean(commentError)}
            aria-describedby={[`${id}-count`, commentError ? `${id}-comment-error` : undefined].filter(Boolean).join(' ')}
            {...register('comment', { onChange: () => setFailure(null) })}
          />
        </FormField>
        <ImagePicker
          id={`${id}-images`}
          label={t('promotions.apply.images', { max: ACTIVITY_MAX_IMAGES })}
          uploads={images}
          error={errors.imageIds?.message}
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
