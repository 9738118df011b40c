import {
  Bird,
  Cherry,
  Dices,
  Flame,
  Gamepad2,
  Gift,
  Heart,
  History,
  House,
  type LucideProps,
  Rocket,
  Spade,
  Sparkles,
  Ticket,
  Trophy,
  Fish,
  Video,
} from 'lucide-react';
import type { ComponentType } from 'react';
import type { GameTab } from '@/lib/ui-store.ts';

const icons: Record<GameTab | 'RECENT', ComponentType<LucideProps>> = {
  HOME: House,
  HOT: Flame,
  FAV: Heart,
  RECENT: History,
  RNG: Cherry,
  LIVE: Video,
  FISH: Fish,
  SPORTS: Trophy,
  ESPORTS: Gamepad2,
  PVP: Spade,
  COCKFIGHT: Bird,
  MXWIN: Sparkles,
  CRASH: Rocket,
  LOTT: Ticket,
  ELOTT: Dices,
  PROMO: Gift,
};

export function CategoryIcon({ code, size = 18 }: { code: GameTab | 'RECENT'; size?: number }) {
  const Icon = icons[code];
  return <Icon size={size} aria-hidden strokeWidth={2} />;
}
