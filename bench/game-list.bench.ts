// The game list (/wps/relay/GCSGAME_gameList) over the seeded 10,000-game catalogue, filtered and
// paged the ways the site asks for it (category, vendor, slot sub-filters, later pages), served by
// the real app on the embedded database, against a bare node:http "hello" in the same run.
// Target: app req/s >= 0.5 x hello req/s. Options: see lib/versus-hello.ts.
import { fileURLToPath } from 'node:url';
import { runVersusHello } from './lib/versus-hello.ts';

const list = (query: string) => `/wps/relay/GCSGAME_gameList?clientType=3&platform=html5-desktop&language=EN&${query}`;

await runVersusHello({
  name: 'game-list',
  label: 'game list',
  file: fileURLToPath(import.meta.url),
  paths: [
    list('gameType=RNG&pageNo=1&pageSize=12'),
    list('gameType=RNG&vassalage=PG&pageNo=1&pageSize=24'),
    list('gameType=RNG&vassalage=PG&pageNo=3&pageSize=24'),
    list('gameType=RNG&gameClassify=SLOT&pageNo=2&pageSize=24'),
    list('gameType=RNG&gameClassify=JP&pageNo=1&pageSize=24'),
    list('gameType=LIVE&pageNo=1&pageSize=24'),
    list('gameType=FISH&vassalage=JDB&pageNo=1&pageSize=24'),
    list('gameType=RNG&pageNo=40&pageSize=24'),
  ],
  target: 0.5,
});
