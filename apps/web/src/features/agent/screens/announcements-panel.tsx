import { Megaphone } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { ListSkeleton, LoadError } from '@/components/data-state/data-state.tsx';
import { useAnnouncements } from '@/features/content/api/get-announcements.ts';
import { NoticeList } from '@/features/content/components/notice-list.tsx';
import { AgentPanel } from './team-report-parts.tsx';

/** Announcements: the operator's notices, newest first, each opened to read in full. */
export function AnnouncementsPanel() {
  const { t } = useTranslation();
  const announcements = useAnnouncements();
  return (
    <AgentPanel icon={<Megaphone size={22} />} title={t('agent.page.agentAnnouncement')} about={t('agent.about.agentAnnouncement')}>
      {announcements.isPending ? (
        <ListSkeleton rows={5} />
      ) : announcements.isError ? (
        <LoadError error={announcements.error} onRetry={() => void announcements.refetch()} />
      ) : (
        <NoticeList notices={announcements.data.player} />
      )}
    </AgentPanel>
  );
}
