import { CategoryRoute } from './category-route.tsx';

/** Game list centre: /live, /fish, /rng (?vassalage=), /pvp. */
export default function GameListCenterRoute() {
  return <CategoryRoute />;
}
