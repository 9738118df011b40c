import { zodResolver } from '@hookform/resolvers/zod';
import {
  FEEDBACK_MAX_CHARS,
  FEEDBACK_MIN_CHARS,
  FEEDBACK_PER_HOUR,
  type Feedback,
  feedbackTypes,
  sendFeedbackBodySchema,
} from '@lumen/contracts/member/feedback.contract';
import type { TFunction } from 'i18next';
import { CornerDownRight, History, Send, SquarePen, UserRoundX } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { EmptyState, ListSkeleton, LoadError } from '@/components/data-state/data-state.tsx';
import { FormAlert } from '@/components/form-field/form-alert.tsx';
import { FormField } from '@/components/form-field/form-field.tsx';
import { Paginator } from '@/components/paginator/paginator.tsx';
import { Badge, FormFailure, Section, SubmitButton, SuccessLine } from '@/features/wallet/components/wallet-ui.tsx';
import { placeServerError } from '@/features/wallet/lib/errors.ts';
import { formatTime } from '@/lib/dates.ts';
import { ApiError } from '@/lib/api-client.ts';
import { lengthIssueText } from '@/lib/length-issue.ts';
import { formatCount } from '@/lib/numbers.ts';
import { useSession } from '@/lib/session.ts';
import { useFeedbackList, useSendFeedback } from '../api/feedback.ts';
import '@/features/wallet/components/wallet.css';
import './feedback.css';
import { submitAfresh } from '@/lib/submit-afresh.ts';

const PAGE_SIZE = 10;
const FIELDS = ['questionType', 'content'] as const;
type FeedbackField = (typeof FIELDS)[number];

/** The body the server checks, with the select's value as it is before a type is chosen (""). */
const feedbackFormSchema = sendFeedbackBodySchema.extend({ questionType: z.string().pipe(sendFeedbackBodySchema.shape.questionType) });

/** The contract's issues in the member's words: the type is missing, or the text (trimmed) is empty, short or long. */
function feedbackIssueText(t: TFunction, issue: z.core.$ZodRawIssue): string | undefined {
  if (issue.path?.[0] === 'questionType') return t('feedback.form.typeRequired');
  return lengthIssueText(t, issue, { required: 'feedback.form.contentRequired', tooShort: 'feedback.form.tooShort', tooLong: 'feedback.form.tooLong' });
}

/**
 * Feedback: a question or suggestion for the operator (a question type and 10 to 1,000
 * characters), and below, what the member sent with the operator's answers. A trial account is
 * told a real account is needed and nothing is asked of the server.
 */
export function FeedbackPage() {
  const access = useSession((s) => (s.member === null ? 'pending' : s.isTrial ? 'trial' : 'member'));
  const [pageNo, setPageNo] = useState(1);
  if (access === 'pending') return <ListSkeleton rows={4} height={56} />;
  if (access === 'trial') return <TrialNotice />;
  return (
    <div className="wallet-page feedback">
      <FeedbackForm onSent={() => setPageNo(1)} />
      <FeedbackHistory pageNo={pageNo} onPage={setPageNo} />
    </div>
  );
}

function TrialNotice() {
  const { t } = useTranslation();
  return (
    <div className="empty-state" data-testid="feedback-trial">
      <UserRoundX size={40} aria-hidden />
      <p className="feedback-trial-title">{t('account.realAccountTitle')}</p>
      <p>{t('errors:TRIAL_NOT_ALLOWED')}</p>
    </div>
  );
}

/**
 * The form: the question type and the text, checked here by the contract the server checks them
 * with (a type, 10 to 1,000 characters once trimmed; too long speaks as soon as it is, the rest on
 * leaving the field or sending), then by the server, whose refusals show under the field they name.
 */
function FeedbackForm({ onSent }: { onSent: () => void }) {
  const { t } = useTranslation();
  const id = useId();
  const send = useSendFeedback();
  const { register, handleSubmit, formState, setError, reset, watch } = useForm({
    resolver: zodResolver(feedbackFormSchema, { error: (issue) => feedbackIssueText(t, issue) }),
    // Checked as it is typed, so too long speaks at once; `shown` holds back the rest until it is time.
    mode: 'onChange',
    defaultValues: { questionType: '', content: '' },
  });
  const [contentLeft, setContentLeft] = useState(false);
  const [failure, setFailure] = useState<unknown>(null);
  const [sent, setSent] = useState(false);

  const length = watch('content').trim().length;
  const { errors, isSubmitted } = formState;
  // Too long at once; too short once the member has left the text; anything after a send (the server's refusals too).
  const contentShown = isSubmitted || errors.content?.type === 'too_big' || (contentLeft && length > 0);
  const shown: Partial<Record<FeedbackField, string>> = {
    questionType: isSubmitted ? errors.questionType?.message : undefined,
    content: contentShown ? errors.content?.message : undefined,
  };
  const tooMany = failure instanceof ApiError && failure.code === 'TOO_MANY_REQUESTS';

  const edited = () => {
    setFailure(null);
    setSent(false);
  };

  const checkAndSend = handleSubmit((body) =>
    send.mutate(body, {
      onSuccess: () => {
        reset();
        setContentLeft(false);
        setSent(true);
        onSent();
      },
      onError: (error) => {
        if (!placeServerError(t, error, FIELDS, (field, message) => setError(field, { type: 'server', message }))) setFailure(error);
      },
    }),
  );
  const submit = submitAfresh(() => {
    setFailure(null);
    setSent(false);
  }, checkAndSend);

  const describedBy = (field: FeedbackField, extra?: string) => [extra, shown[field] ? `${id}-${field}-error` : undefined].filter(Boolean).join(' ') || undefined;

  return (
    <Section title={t('feedback.form.title')} icon={<SquarePen size={20} aria-hidden />}>
      <p className="feedback-intro">{t('feedback.form.intro')}</p>
      <form className="wallet-form feedback-form" noValidate onSubmit={submit} aria-label={t('feedback.form.title')}>
        <FormField id={`${id}-questionType`} label={t('feedback.form.type')} error={shown.questionType} errorRole="alert">
          <select
            id={`${id}-questionType`}
            className="input wallet-select"
            aria-invalid={Boolean(shown.questionType)}
            aria-describedby={describedBy('questionType')}
            {...register('questionType', { onChange: edited })}
          >
            <option value="" disabled>
              {t('feedback.form.typePlaceholder')}
            </option>
            {feedbackTypes.map((type) => (
              <option key={type} value={type}>
                {t(`feedback.type.${type}`)}
              </option>
            ))}
          </select>
        </FormField>
        <FormField
          id={`${id}-content`}
          label={t('feedback.form.content')}
          error={shown.content}
          errorRole="alert"
          hint={
            <div className="feedback-hint-row">
              <p className="wallet-hint">{t('feedback.form.contentHint', { min: formatCount(FEEDBACK_MIN_CHARS), max: formatCount(FEEDBACK_MAX_CHARS) })}</p>
              <p id={`${id}-count`} className="feedback-count" data-over={length > FEEDBACK_MAX_CHARS || undefined} data-testid="feedback-count">
                <bdi dir="ltr">{t('feedback.form.count', { length: formatCount(length), max: formatCount(FEEDBACK_MAX_CHARS) })}</bdi>
              </p>
            </div>
          }
        >
          <textarea
            id={`${id}-content`}
            className="input wallet-textarea feedback-textarea"
            rows={6}
            placeholder={t('feedback.form.contentPlaceholder')}
            aria-invalid={Boolean(shown.content)}
            aria-describedby={describedBy('content', `${id}-count`)}
            {...register('content', { onChange: edited, onBlur: (e) => setContentLeft(e.target.value.trim().length > 0) })}
          />
        </FormField>
        {tooMany ? (
          <FormAlert className="wallet-failure">{t('feedback.form.tooMany', { max: formatCount(FEEDBACK_PER_HOUR) })}</FormAlert>
        ) : (
          <FormFailure error={failure} />
        )}
        <SubmitButton busy={send.isPending} icon={<Send size={18} aria-hidden className="flip-rtl" />}>
          {t('feedback.form.submit')}
        </SubmitButton>
        {sent && <SuccessLine>{t('feedback.form.sent')}</SuccessLine>}
      </form>
    </Section>
  );
}

/** The member's feedback, newest first, a page at a time, each with its status and the answer once there is one. */
function FeedbackHistory({ pageNo, onPage }: { pageNo: number; onPage: (page: number) => void }) {
  const { t } = useTranslation();
  const list = useFeedbackList({ pageNo, pageSize: PAGE_SIZE });

  // Should the pages shrink under the member, step back to the last one.
  const totalPages = list.data?.totalPages;
  useEffect(() => {
    if (totalPages !== undefined && pageNo > Math.max(1, totalPages)) onPage(Math.max(1, totalPages));
  }, [totalPages, pageNo, onPage]);

  return (
    <Section title={t('feedback.list.title')} icon={<History size={20} aria-hidden />}>
      {list.isPending ? (
        <ListSkeleton rows={3} height={96} />
      ) : list.isError ? (
        <LoadError error={list.error} onRetry={() => void list.refetch()} />
      ) : list.data.list.length === 0 ? (
        <EmptyState>{t('feedback.list.none')}</EmptyState>
      ) : (
        <>
          <ul className="feedback-list" aria-busy={list.isFetching} aria-label={t('feedback.list.title')}>
            {list.data.list.map((item) => (
              <FeedbackItem key={item.id} item={item} />
            ))}
          </ul>
          <Paginator page={pageNo} total={list.data.totalPages} onChange={onPage} />
        </>
      )}
    </Section>
  );
}

function FeedbackItem({ item }: { item: Feedback }) {
  const { t } = useTranslation();
  const answered = item.status === 'ANSWERED';
  return (
    <li className="feedback-item" data-status={item.status} data-testid={`feedback-${item.id}`}>
      <div className="feedback-item-head">
        <span className="feedback-type">{t(`feedback.type.${item.questionType}`)}</span>
        <time className="feedback-time" dateTime={item.createdAt}>
          {formatTime(item.createdAt)}
        </time>
        <Badge tone={answered ? 'success' : 'warning'}>{t(`feedback.status.${item.status}`)}</Badge>
      </div>
      {/* Written by people in any language: each text takes its own direction. */}
      <p className="feedback-content" dir="auto">
        {item.content}
      </p>
      {item.reply !== null && (
        <section className="feedback-reply" aria-label={t('feedback.list.reply')}>
          <p className="feedback-reply-head">
            <CornerDownRight size={16} aria-hidden className="flip-rtl" />
            <span>{t('feedback.list.reply')}</span>
            {item.repliedAt && (
              <time className="feedback-time" dateTime={item.repliedAt}>
                {formatTime(item.repliedAt)}
              </time>
            )}
          </p>
          <p className="feedback-reply-text" dir="auto">
            {item.reply}
          </p>
        </section>
      )}
    </li>
  );
}
