import type { FunctionComponent } from 'react';
import { lazyPart } from '@/components/error-boundary/lazy-part.tsx';
import { DialogLoadFailure } from '@/components/error-boundary/part-load-failure.tsx';
import { Spinner } from '@/components/loader/loader.tsx';
import { markPopupClosed } from '@/features/content/lib/announcement-popup.ts';
import { withScreenTexts } from '@/i18n/i18n.ts';
import { closeModal, type ModalEntry, useModalStack } from '@/lib/modal-store.ts';
import './modal-host.css';

type ModalProps = { entry: ModalEntry; layer: number };

/**
 * A kind of modal loaded on demand. Should its chunk (or the screens' texts) not arrive, a small
 * dialog in its place says so and loads it again on retry; the page and the other modals go on.
 */
const lazyModal = (load: () => Promise<{ default: FunctionComponent<ModalProps> }>) =>
  lazyPart(withScreenTexts(load), {
    loading: () => <ModalLoading />,
    failed: ({ entry, layer }, retry) => (
      // A forced password change cannot be closed unfinished: the retry (or a reload) is the way on.
      <DialogLoadFailure onRetry={retry} onClose={() => closeUnloaded(entry)} layer={layer} dismissible={!(entry.kind === 'changePassword' && entry.props.forced === true)} />
    ),
  });

/**
 * Closing the failure dialog closes the modal as the modal's own close would: the announcement
 * popup is then closed for the browser session too, or the slot would open it (and the failure) again.
 */
function closeUnloaded(entry: ModalEntry): void {
  if (entry.kind === 'announcement') markPopupClosed(entry.props.audience === 'member' ? 'member' : 'visitor');
  closeModal(entry.id);
}

/**
 * Each kind of modal is its own chunk: forms and HTML cleaning load when a modal first opens, with
 * the screens' texts.
 */
const AuthModal = lazyModal(() => import('./auth-modals.tsx'));
const NoticeModal = lazyModal(() => import('./notice-modal.tsx'));
const AnnouncementModal = lazyModal(() => import('./announcement-modal.tsx'));
const WithdrawalConfirmModal = lazyModal(() => import('./withdrawal-confirm-modal.tsx'));
const ChatRoomModal = lazyModal(() => import('./chat-room-modal.tsx'));

/** Draws every open modal of the stack, the newest on top. */
export function ModalHost() {
  const stack = useModalStack();
  return (
    <>
      {stack.map((entry, layer) => (
        <ModalView key={entry.id} entry={entry} layer={layer} />
      ))}
    </>
  );
}

function ModalView({ entry, layer }: ModalProps) {
  switch (entry.kind) {
    case 'login':
    case 'register':
    case 'forgotPassword':
    case 'changePassword':
    case 'warning':
      return <AuthModal entry={entry} layer={layer} />;
    case 'notice':
      return <NoticeModal entry={entry} layer={layer} />;
    case 'announcement':
      return <AnnouncementModal entry={entry} layer={layer} />;
    case 'withdrawalConfirm':
      return <WithdrawalConfirmModal entry={entry} layer={layer} />;
    case 'chatRoom':
      return <ChatRoomModal entry={entry} layer={layer} />;
  }
}

function ModalLoading() {
  return (
    <div className="dialog-backdrop modal-loading">
      <Spinner size={40} />
    </div>
  );
}
