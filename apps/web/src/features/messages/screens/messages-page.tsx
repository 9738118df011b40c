import type { MarkReadBody, MemberMessage } from '@lumen/contracts/member/messages.contract';
import { useQueryClient } from '@tanstack/react-query';
import { CheckCheck, ChevronDown } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState, ListSkeleton, LoadError } from '@/components/data-state/data-state.tsx';
import { FormAlert } from '@/components/form-field/form-alert.tsx';
import { Paginator } from '@/components/paginator/paginator.tsx';
import { formatTime } from '@/lib/dates.ts';
import { errorText } from '@/lib/error-text.ts';
import { getLoginInfoQueryOptions } from '@/lib/login-info.ts';
import { markMessagesRead, messagesKey, useMessages } from '../api/messages.ts';
import './messages.css';

const PAGE_SIZE = 10;

/** The newer of two message ids (decimal strings); ids grow with time. */
const newerId = (a: string | null, b: string) => (a === null || BigInt(b) > BigInt(a) ? b : a);

/** Platform information: the member's messages, newest first; opening one reads it, and all can be read at once. */
export function MessagesPage() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [pageNo, setPageNo] = useState(1);
  const [open, setOpen] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<unknown>(null);
  const messages = useMessages({ pageNo, pageSize: PAGE_SIZE });
  // The newest message the member has been shown on any page: "mark all" reads up to it, so one
  // that arrived since (a message to all is read again only seconds later) stays unread.
  const newestShown = useRef<string | null>(null);
  useEffect(() => {
    for (const m of messages.data?.list ?? []) newestShown.current = newerId(newestShown.current, m.id);
  }, [messages.data]);

  const refresh = async () => {
    await Promise.all([queryClient.invalidateQueries({ queryKey: messagesKey }), queryClient.invalidateQueries({ queryKey: getLoginInfoQueryOptions().queryKey })]);
  };
  /** Marks messages read (these, or all up to the newest shown); a refusal stays on screen until the next try. */
  const markRead = async (body: MarkReadBody) => {
    setFailure(null);
    try {
      await markMessagesRead(body);
      await refresh();
    } catch (error) {
      setFailure(error);
    }
  };
  const toggle = (message: MemberMessage) => {
    setOpen(open === message.id ? null : message.id);
    if (!message.read) void markRead({ ids: [message.id] });
  };
  const readAll = async () => {
    // The effect above has folded every list shown into it by the time the button can be pressed.
    const upToId = newestShown.current;
    setBusy(true);
    await markRead(upToId === null ? {} : { upToId });
    setBusy(false);
  };

  if (messages.isPending) return <ListSkeleton rows={5} height={56} />;
  if (messages.isError) return <LoadError error={messages.error} onRetry={() => void messages.refetch()} />;
  const { list, unread, totalPages } = messages.data;
  if (list.length === 0) return <EmptyState>{t('messages.none')}</EmptyState>;

  return (
    <div className="messages">
      <div className="messages-bar">
        <p className="messages-count">{t('messages.unread', { count: unread })}</p>
        {unread > 0 && (
          <button type="button" className="btn btn-ghost btn-sm" disabled={busy} onClick={() => void readAll()}>
            <CheckCheck size={16} aria-hidden />
            {t('messages.readAll')}
          </button>
        )}
      </div>
      {failure !== null && <FormAlert>{errorText(t, failure)}</FormAlert>}
      <ul className="messages-list" aria-busy={messages.isFetching}>
        {list.map((m) => {
          const expanded = open === m.id;
          return (
            <li key={m.id} className="message-item" data-read={m.read}>
              <button type="button" className="message-head" aria-expanded={expanded} onClick={() => toggle(m)}>
                {!m.read && <span className="message-dot" role="img" aria-label={t('messages.new')} />}
                <span className="message-title">{m.title}</span>
                <span className="message-kind">{t(`messages.kind.${m.kind}`)}</span>
                <time className="message-time" dateTime={m.createdAt}>
                  {formatTime(m.createdAt)}
                </time>
                <ChevronDown size={16} aria-hidden className="message-chevron" />
              </button>
              {expanded && <p className="message-body">{m.body}</p>}
            </li>
          );
        })}
      </ul>
      <Paginator page={pageNo} total={totalPages} onChange={setPageNo} />
    </div>
  );
}
