import { HelpScreen } from '@/features/help/screens/help-screen.tsx';
import { useOpenMemberPage } from '@/features/member/lib/use-open-member-page.ts';

/** /help: the help centre; its feedback card opens the member centre's Feedback (the login popup for visitors). */
export default function HelpRoute() {
  const openMemberPage = useOpenMemberPage();
  return <HelpScreen onFeedback={() => openMemberPage('feedback')} />;
}
