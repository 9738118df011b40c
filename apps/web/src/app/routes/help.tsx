import { HelpScreen } from '@/features/help/screens/help-screen.tsx';

export default function HelpRoute() {
  return <HelpScreen />;
}
