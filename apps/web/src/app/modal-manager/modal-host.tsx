import { lazy, Suspense } from 'react';
import { Spinner } from '@/components/loader/loader.tsx';
import { withScreenTexts } from '@/i18n/i18n.ts';
import { type ModalEntry, useModalStack } from '@/lib/modal-store.ts';
import './modal-host.css';

/**
 * Each kind of modal is its own chunk: forms and HTML cleaning load when a modal first opens, with
 * the screens' texts.
 */
const AuthModal = lazy(withScreenTexts(() => import('./auth-modals.tsx')));
const NoticeModal = lazy(withScreenTexts(() => import('./notice-modal.tsx')));
const AnnouncementModal = lazy(withScreenTexts(() => import('./announcement-modal.tsx')));
const WithdrawalConfirmModal = lazy(withScreenTexts(() => import('./withdrawal-confirm-modal.tsx')));
const ChatRoomModal = lazy(withScreenTexts(() => import('./chat-room-modal.tsx')));

/** Draws every open modal of the stack, the newest on top. */
export function ModalHost() {
  const stack = useModalStack();
  return (
    <>
      {stack.map((entry, layer) => (
        <Suspense key={entry.id} fallback={<ModalLoading />}>
          <ModalView entry={entry} layer={layer} />
        </Suspense>
      ))}
    </>
  );
}

function ModalView({ entry, layer }: { entry: ModalEntry; layer: number }) {
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
