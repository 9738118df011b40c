import { useTranslation } from 'react-i18next';
import { Dialog } from '@/components/dialog/dialog.tsx';
import { useAnnouncements } from '@/features/content/api/get-announcements.ts';
import { NoticeList } from '@/features/content/components/notice-list.tsx';
import { closeModal, type ModalEntry } from '@/lib/modal-store.ts';

/** The notice list, opened at the notice chosen in the marquee. */
export default function NoticeModal({ entry, layer }: { entry: ModalEntry; layer: number }) {
  const { t } = useTranslation();
  const { data } = useAnnouncements();
  const index = typeof entry.props.index === 'number' ? entry.props.index : 0;
  return (
    <Dialog title={t('notice.title')} onClose={() => closeModal(entry.id)} layer={layer} size="lg">
      <NoticeList notices={data?.player ?? []} initialIndex={index} />
    </Dialog>
  );
}
