// The game vendor list (/wps/relay/GCSGAME_newGameVendor), served by the real app on a seeded
// embedded database, against a bare node:http "hello" on the same machine in the same run.
// Target: app req/s >= 0.5 x hello req/s. Options: see lib/versus-hello.ts.
import { fileURLToPath } from 'node:url';
import { runVersusHello } from './lib/versus-hello.ts';

await runVersusHello({
  name: 'game-vendor',
  label: 'game vendor list',
  file: fileURLToPath(import.meta.url),
  paths: ['/wps/relay/GCSGAME_newGameVendor?platform=html5-desktop'],
  target: 0.5,
});
