import type { LanguageCode } from '@lumen/contracts/i18n/languages';
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.ts';
import { DomainError } from '../http/domain-error.ts';
import { findMemberByUsername } from '../modules/auth/member.repository.ts';
import { createSession, revokeSession } from '../modules/auth/session.ts';
import { engineOf } from '../modules/house/house-games.ts';
import { playKeno, rollDice, spinSlot } from '../modules/house/house.service.ts';
import { createLaunch } from '../modules/play/launch.service.ts';
import { getWalletSettings } from '../modules/wallet/wallet-settings.ts';
import { postDemoDeposit } from './demo-wallet.ts';

/**
 * Two of demoagent's downline members who have played this week, so that a fresh demo shows what
 * play produces: the winner board, the members' betting records and recent games, and the agent
 * centre's team bets. Each gets a deposit, then plays the house slot, dice and keno for real money
 * through the same services as the game pages (stake and win through the ledger, provably fair
 * outcomes), in a session of its own that is signed out afterwards. demoplayer plays nothing here:
 * its balance stays the round figure the start-up banner shows.
 */
interface DemoPlayer {
  username: string;
  deposit: bigint;
  slotSpins: number;
  slotStake: bigint;
  diceRolls: number;
  diceStake: bigint;
  kenoDraws: number;
  kenoStake: bigint;
}

const players: DemoPlayer[] = [
  { username: 'demofriend', deposit: 800_000n, slotSpins: 30, slotStake: 2_000n, diceRolls: 12, diceStake: 5_000n, kenoDraws: 8, kenoStake: 1_000n },
  { username: 'demoneighbour', deposit: 500_000n, slotSpins: 20, slotStake: 4_000n, diceRolls: 8, diceStake: 2_500n, kenoDraws: 6, kenoStake: 2_000n },
];

const KENO_PICKS = [[3, 11, 17, 24, 38], [7, 19, 22], [1, 8, 15, 29, 33, 40]];
const LANG: LanguageCode = 'EN';

/** Plays the demo rounds once: a member that has any round already is left as it is. */
export async function seedDemoPlay(db: Kysely<DB>): Promise<void> {
  const games = await db
    .selectFrom('game')
    .select(['id', 'vendor_code', 'category_code', 'classify'])
    .where('vendor_code', '=', 'HOUSE')
    .where('category_code', 'in', ['RNG', 'LOTT'])
    .orderBy('id')
    .execute();
  const first = (engine: 'SLOT' | 'DICE' | 'KENO') => games.find((g) => engineOf(g) === engine);
  const slot = first('SLOT');
  const dice = first('DICE');
  const keno = first('KENO');
  if (!slot || !dice || !keno) return;
  const { currency } = await getWalletSettings(db);
  for (const player of players) {
    const member = await findMemberByUsername(db, player.username);
    if (!member) continue;
    const played = await db.selectFrom('game_round').select('id').where('member_id', '=', member.id).limit(1).executeTakeFirst();
    if (played) continue;
    await postDemoDeposit(db, { username: player.username, memberId: member.id, amount: player.deposit, currency });
    const session = await createSession(db, { memberId: member.id, ip: '127.0.0.1', userAgent: 'demo data' }, { idleMinutes: 30, maxHours: 1 });
    const launch = async (gameId: number) =>
      (
        await createLaunch(db, {
          memberId: member.id,
          sessionId: session.sessionId,
          gameId,
          vendorCode: 'HOUSE',
          mode: 'REAL',
          currency,
          language: LANG,
          ip: '127.0.0.1',
        })
      ).token;
    /** Plays `count` rounds of one game; a refusal (the operator closed the game, say) ends that game's rounds, not the seed. */
    const play = async (gameId: number, count: number, round: (launchToken: string, requestKey: string, i: number) => Promise<unknown>) => {
      const token = await launch(gameId);
      for (let i = 0; i < count; i += 1) {
        try {
          await round(token, `seed:${player.username}:${gameId}:${i}`, i);
        } catch (error) {
          if (error instanceof DomainError) return;
          throw error;
        }
      }
    };
    try {
      await play(slot.id, player.slotSpins, (launchToken, requestKey) => spinSlot(db, { launchToken, stake: player.slotStake, requestKey, lang: LANG }));
      // Alternately under 50.00 and over 75.00: even odds, then a longer shot.
      await play(dice.id, player.diceRolls, (launchToken, requestKey, i) =>
        rollDice(db, { launchToken, stake: player.diceStake, direction: i % 2 === 0 ? 'UNDER' : 'OVER', target: i % 2 === 0 ? 5_000n : 7_500n, requestKey, lang: LANG }),
      );
      await play(keno.id, player.kenoDraws, (launchToken, requestKey, i) =>
        playKeno(db, { launchToken, stake: player.kenoStake, picks: KENO_PICKS[i % KENO_PICKS.length] as number[], requestKey, lang: LANG }),
      );
    } finally {
      await revokeSession(db, session.sessionId, 'logout');
    }
  }
}
