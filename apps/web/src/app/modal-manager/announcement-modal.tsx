import { useTranslation } from 'react-i18next';
import { Dialog } from '@/components/dialog/dialog.tsx';
import { AnnouncementPopup } from '@/features/content/components/announcement-popup.tsx';
import { markPopupClosed, type PopupAudience, usePopupAnnouncements } from '@/features/content/lib/announcement-popup.ts';
import { useOpenMemberPage } from '@/features/member/lib/use-open-member-page.ts';
import { closeModal, type ModalEntry } from '@/lib/modal-store.ts';

/**
 * openModal('announcement', { audience, firstLogin }): the popup announcements. Closing it, or going
 * to a promotion's reward centre, marks it closed for the rest of the browser session.
 */
export default function AnnouncementModal({ entry, layer }: { entry: ModalEntry; layer: number }) {
  const { t } = useTranslation();
  const audience: PopupAudience = entry.props.audience === 'member' ? 'member' : 'visitor';
  const { items, isPending } = usePopupAnnouncements(entry.props.firstLogin === true);
  const openMemberPage = useOpenMemberPage();
  const close = () => {
    markPopupClosed(audience);
    closeModal(entry.id);
  };
  const goToPromotion = () => {
    close();
    openMemberPage('rewardCenter');
  };
  return (
    <Dialog title={t('announcementPopup.title')} onClose={close} layer={layer} size="lg">
      <AnnouncementPopup items={items} loading={isPending} onGoToPromotion={goToPromotion} />
    </Dialog>
  );
}
