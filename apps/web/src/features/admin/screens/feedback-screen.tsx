import { type DeskFeedback, type FeedbackStatus, feedbackStatuses, REPLY_MAX_CHARS } from '@lumen/contracts/member/feedback.contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { CircleAlert, LoaderCircle, Reply, Send } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '@/components/dialog/dialog.tsx';
import { Paginator } from '@/components/paginator/paginator.tsx';
import { ApiError } from '@/lib/api-client.ts';
import { errorText } from '@/lib/error-text.ts';
import { formatCount } from '@/lib/numbers.ts';
import { adminKeys, feedbackQuery, replyToFeedback } from '../api/admin-api.ts';
import { useStepBackWhenEmptied } from '../components/review-queue.tsx';
import { EmptyRow, ErrorRow, Flash, SkeletonRows, StatusTabs } from '../components/table-parts.tsx';
import { fieldIssuesOf } from '../lib/errors.ts';
import { timeText } from '../lib/format.ts';
import { ScreenHeader } from './screen-header.tsx';

/** A reply the server takes: 1 to 1,000 characters once trimmed. */
export const isValidReply = (text: string) => text.trim().length >= 1 && text.trim().length <= REPLY_MAX_CHARS;

/**
 * Feedback: what members asked or suggested, open ones first in, first answered; a reply is kept
 * with the feedback and reaches the member as a platform message. Feedback answered meanwhile (by
 * another operator) is refused with its message and the list reloads without it.
 */
export function FeedbackScreen() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [status, setStatus] = useState<FeedbackStatus>('OPEN');
  const [page, setPage] = useState(1);
  const [replying, setReplying] = useState<DeskFeedback | null>(null);
  const [flash, setFlash] = useState<string | null>(null);
  const list = useQuery({ ...feedbackQuery(status, page), placeholderData: keepPreviousData });
  // Answering the last item of the last page (here or by another operator) steps back to the page now last.
  useStepBackWhenEmptied(list, page, setPage);

  const refresh = () => queryClient.invalidateQueries({ queryKey: adminKeys.all });
  const reply = useMutation({
    mutationFn: ({ id, text }: { id: string; text: string }) => replyToFeedback(id, text),
    onSuccess: (answered) => {
      setReplying(null);
      setFlash(t('admin.feedback.replied', { member: answered.username }));
      void refresh();
    },
    onError: (error) => {
      if (error instanceof ApiError && (error.code === 'ALREADY_PROCESSED' || error.code === 'NOT_FOUND')) void refresh();
    },
  });

  const open = status === 'OPEN';
  const columns = open ? 5 : 6;

  return (
    <section className="admin-screen">
      <ScreenHeader title={t('admin.feedback.title')} subtitle={t('admin.feedback.subtitle')} />
      <Flash text={flash} onDone={() => setFlash(null)} />
      <StatusTabs
        value={status}
        options={feedbackStatuses}
        label={(s) => t(`admin.feedback.status.${s}`)}
        onChange={(next) => {
          setStatus(next);
          setPage(1);
        }}
      />
      <div className="admin-card admin-table-wrap">
        <table className="admin-table admin-feedback-table" aria-busy={list.isFetching} aria-label={t(`admin.feedback.status.${status}`)}>
          <thead>
            <tr>
              <th>{t('admin.feedback.col.sent')}</th>
              <th>{t('admin.col.member')}</th>
              <th>{t('admin.feedback.col.type')}</th>
              <th>{t('admin.feedback.col.content')}</th>
              {open ? (
                <th className="actions">{t('admin.col.actions')}</th>
              ) : (
                <>
                  <th>{t('admin.feedback.col.reply')}</th>
                  <th>{t('admin.feedback.col.replied')}</th>
                </>
              )}
            </tr>
          </thead>
          <tbody>
            {list.isPending ? (
              <SkeletonRows columns={columns} />
            ) : list.isError ? (
              <ErrorRow columns={columns} error={list.error} onRetry={() => void list.refetch()} />
            ) : list.data.list.length === 0 ? (
              <EmptyRow columns={columns} text={t(`admin.feedback.empty.${status}`)} />
            ) : (
              list.data.list.map((item) => (
                <tr key={item.id} data-testid={`feedback-${item.id}`}>
                  <td className="muted admin-nowrap">{timeText(item.createdAt)}</td>
                  <td>{item.username}</td>
                  <td>
                    <span className="admin-badge badge-period">{t(`feedback.type.${item.questionType}`)}</span>
                  </td>
                  <td className="admin-feedback-text" dir="auto">
                    {item.content}
                  </td>
                  {open ? (
                    <td className="actions">
                      {item.status === 'OPEN' && (
                        <button
                          type="button"
                          className="btn btn-primary btn-sm"
                          onClick={() => {
                            reply.reset();
                            setReplying(item);
                          }}
                        >
                          <Reply size={14} aria-hidden className="flip-rtl" />
                          {t('admin.feedback.reply')}
                        </button>
                      )}
                    </td>
                  ) : (
                    <>
                      <td className="admin-feedback-text admin-feedback-answer" dir="auto">
                        {item.reply}
                      </td>
                      <td className="muted admin-nowrap">{timeText(item.repliedAt)}</td>
                    </>
                  )}
                </tr>
              ))
            )}
          </tbody>
        </table>
      </div>
      <Paginator page={page} total={list.data?.totalPages ?? 0} onChange={setPage} />
      {replying && (
        <ReplyDialog
          feedback={replying}
          pending={reply.isPending}
          error={reply.error}
          onSubmit={(text) => reply.mutate({ id: replying.id, text })}
          onClose={() => setReplying(null)}
        />
      )}
    </section>
  );
}

/** The reply to one feedback: its words above, then 1 to 1,000 characters with their count; the member sees it. */
function ReplyDialog({ feedback, pending, error, onSubmit, onClose }: {
  feedback: DeskFeedback;
  pending: boolean;
  error: unknown;
  onSubmit: (reply: string) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const [text, setText] = useState('');
  const [touched, setTouched] = useState(false);
  const length = text.trim().length;
  const valid = isValidReply(text);
  const serverIssue = fieldIssuesOf(error).find((issue) => issue.field === 'reply')?.message;
  const problem = serverIssue ?? ((touched || length > REPLY_MAX_CHARS) && !valid ? t('admin.feedback.replyInvalid', { max: formatCount(REPLY_MAX_CHARS) }) : undefined);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (valid) onSubmit(text.trim());
  };

  return (
    <Dialog title={t('admin.feedback.replyTitle')} onClose={onClose} size="md">
      <form className="admin-dialog" noValidate onSubmit={submit}>
        <div className="admin-dialog-text">
          <p className="admin-feedback-about">{`${feedback.username} · ${t(`feedback.type.${feedback.questionType}`)} · ${timeText(feedback.createdAt)}`}</p>
          <blockquote className="admin-feedback-quote" dir="auto">
            {feedback.content}
          </blockquote>
        </div>
        <div className="field">
          <label className="field-label" htmlFor={id}>
            {t('admin.feedback.replyLabel')}
          </label>
          <textarea
            id={id}
            className="input admin-textarea"
            rows={5}
            data-autofocus
            value={text}
            aria-invalid={Boolean(problem)}
            aria-describedby={`${id}-note ${id}-count`}
            onChange={(event) => setText(event.target.value)}
            // An empty field left is not yet a mistake (focus also moves as the dialog opens); sending it is.
            onBlur={() => setTouched((was) => was || text.length > 0)}
          />
          <div className="admin-feedback-note-row">
            <p id={`${id}-note`} className={problem ? 'field-error' : 'admin-hint'}>
              {problem ?? t('admin.feedback.replyHint', { max: formatCount(REPLY_MAX_CHARS) })}
            </p>
            <p id={`${id}-count`} className="admin-hint admin-feedback-count" data-over={length > REPLY_MAX_CHARS || undefined}>
              <bdi dir="ltr">{t('admin.feedback.count', { length: formatCount(length), max: formatCount(REPLY_MAX_CHARS) })}</bdi>
            </p>
          </div>
        </div>
        {Boolean(error) && !serverIssue && (
          <p className="admin-form-error" role="alert">
            <CircleAlert size={16} aria-hidden />
            {error instanceof ApiError && error.code === 'ALREADY_PROCESSED' ? t('admin.feedback.alreadyAnswered') : errorText(t, error)}
          </p>
        )}
        <div className="admin-dialog-actions">
          <button type="button" className="btn btn-ghost" onClick={onClose}>
            {t('admin.cancel')}
          </button>
          <button type="submit" className="btn btn-primary" disabled={pending} aria-busy={pending}>
            {pending ? <LoaderCircle size={16} className="admin-spin" aria-hidden /> : <Send size={16} aria-hidden className="flip-rtl" />}
            {t('admin.feedback.send')}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
