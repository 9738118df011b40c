import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '@/components/dialog/dialog.tsx';
import { Spinner } from '@/components/loader/loader.tsx';
import { closeModal, type ModalEntry } from '@/lib/modal-store.ts';

/** Only a web address is framed: anything else the answer might carry is not a chat room. */
const isChatUrl = (url: unknown): url is string => typeof url === 'string' && /^(https?:)?\/\//i.test(url);

/**
 * A live dealer's chat room, the vendor's own page framed in a popup over the live list: the
 * player keeps the list (and the game they may start from it) where it was.
 */
export default function ChatRoomModal({ entry, layer }: { entry: ModalEntry; layer: number }) {
  const { t } = useTranslation();
  const [loaded, setLoaded] = useState(false);
  const url = isChatUrl(entry.props.url) ? entry.props.url : null;
  const name = typeof entry.props.name === 'string' ? entry.props.name : '';
  const title = t('catalogue.chatWith', { name });
  return (
    <Dialog title={title} onClose={() => closeModal(entry.id)} layer={layer} size="md">
      <div className="chat-room" aria-busy={url !== null && !loaded}>
        {url === null ? (
          <p className="chat-room-loading" role="alert">
            {t('common.loadFailed')}
          </p>
        ) : (
          <>
            {!loaded && (
              <div className="chat-room-loading">
                <Spinner size={32} />
              </div>
            )}
            <iframe
              className="chat-room-frame"
              src={url}
              title={title}
              // The vendor's page runs its own scripts and form in its own origin, and nothing more.
              sandbox="allow-scripts allow-same-origin allow-forms"
              referrerPolicy="no-referrer"
              onLoad={() => setLoaded(true)}
              data-loaded={loaded}
            />
          </>
        )}
      </div>
    </Dialog>
  );
}
