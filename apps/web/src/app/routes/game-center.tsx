import { CategoryRoute } from './category-route.tsx';

/** Game centre: /sports, /esports, /lott, /elott. */
export default function GameCenterRoute() {
  return <CategoryRoute />;
}
