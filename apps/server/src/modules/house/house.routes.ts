import {
  crashBetBodySchema,
  crashBetResponseSchema,
  crashChainsResponseSchema,
  crashStateResponseSchema,
  diceRollBodySchema,
  fairnessResponseSchema,
  houseOpenResponseSchema,
  housePaths,
  houseRoundResponseSchema,
  kenoPlayBodySchema,
  launchTokenBodySchema,
  playResponseSchema,
  rotateSeedBodySchema,
  rotateSeedResponseSchema,
  roundIdParamsSchema,
  setClientSeedBodySchema,
  slotSpinBodySchema,
} from '@lumen/contracts/play/house.contract';
import { toMinor } from '@lumen/contracts/wallet/money';
import fp from 'fastify-plugin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../http/envelope.ts';
import { requestKeyFrom } from '../wallet/idempotency.ts';
import { cashOutCrash, crashChains, crashState, placeCrashBet } from './house-crash.service.ts';
import { changeClientSeed, fairnessFor, lookupRound, openHouseGame, playKeno, rollDice, rotateServerSeed, spinSlot } from './house.service.ts';

/**
 * The house games' calls. The launch token in the body is the credential (bound to the member's
 * login session for real play); the round lookup and the crash chains are public, for verification.
 */
export const houseRoutes = fp<Record<never, never>>(
  (async (app) => {
    const { db } = app.deps.database;
    const tags = ['house'];

    app.post(
      housePaths.open,
      { schema: { tags, summary: 'Open a launched house game (once per launch token)', body: launchTokenBodySchema, response: { 200: houseOpenResponseSchema } } },
      async (request) => ok(await openHouseGame(db, request.body.launchToken, request.lang)),
    );

    app.post(
      housePaths.slotSpin,
      { schema: { tags, summary: 'Spin the slot (Idempotency-Key header)', body: slotSpinBodySchema, response: { 200: playResponseSchema } } },
      async (request) => {
        const requestKey = requestKeyFrom(request);
        const { launchToken, stake } = request.body;
        return ok(await spinSlot(db, { launchToken, stake: toMinor(stake), requestKey, lang: request.lang }));
      },
    );

    app.post(
      housePaths.diceRoll,
      { schema: { tags, summary: 'Roll the dice (Idempotency-Key header)', body: diceRollBodySchema, response: { 200: playResponseSchema } } },
      async (request) => {
        const requestKey = requestKeyFrom(request);
        const { launchToken, stake, direction, target } = request.body;
        return ok(await rollDice(db, { launchToken, stake: toMinor(stake), direction, target: toMinor(target), requestKey, lang: request.lang }));
      },
    );

    app.post(
      housePaths.kenoPlay,
      { schema: { tags, summary: 'Play a keno draw: 1 to 10 picks of 1 to 40 (Idempotency-Key header)', body: kenoPlayBodySchema, response: { 200: playResponseSchema } } },
      async (request) => {
        const requestKey = requestKeyFrom(request);
        const { launchToken, stake, picks } = request.body;
        return ok(await playKeno(db, { launchToken, stake: toMinor(stake), picks, requestKey, lang: request.lang }));
      },
    );

    app.post(
      housePaths.crashState,
      { schema: { tags, summary: 'The crash round now, the caller\'s bet and recent rounds', body: launchTokenBodySchema, response: { 200: crashStateResponseSchema } } },
      async (request) => ok(await crashState(db, request.body.launchToken, request.lang)),
    );

    app.post(
      housePaths.crashBet,
      { schema: { tags, summary: 'Bet on the coming crash round (Idempotency-Key header)', body: crashBetBodySchema, response: { 200: crashBetResponseSchema } } },
      async (request) => {
        const requestKey = requestKeyFrom(request);
        const { launchToken, stake, autoCashout } = request.body;
        const auto = autoCashout === undefined ? null : toMinor(autoCashout);
        return ok(await placeCrashBet(db, { launchToken, stake: toMinor(stake), autoCashout: auto, requestKey, lang: request.lang }));
      },
    );

    app.post(
      housePaths.crashCashout,
      { schema: { tags, summary: 'Cash out of the running crash round', body: launchTokenBodySchema, response: { 200: crashBetResponseSchema } } },
      async (request) => ok(await cashOutCrash(db, { launchToken: request.body.launchToken, lang: request.lang })),
    );

    app.post(
      housePaths.fairness,
      { schema: { tags, summary: 'The active server seed hash, client seed and next nonce', body: launchTokenBodySchema, response: { 200: fairnessResponseSchema } } },
      async (request) => ok(await fairnessFor(db, request.body.launchToken)),
    );

    app.post(
      housePaths.fairnessClientSeed,
      { schema: { tags, summary: 'Set the client seed', body: setClientSeedBodySchema, response: { 200: fairnessResponseSchema } } },
      async (request) => ok(await changeClientSeed(db, request.body.launchToken, request.body.clientSeed)),
    );

    app.post(
      housePaths.fairnessRotate,
      { schema: { tags, summary: 'Reveal the server seed and start a new one', body: rotateSeedBodySchema, response: { 200: rotateSeedResponseSchema } } },
      async (request) => ok(await rotateServerSeed(db, request.body.launchToken, request.body.clientSeed)),
    );

    app.get(
      housePaths.round,
      { schema: { tags, summary: 'A house round, for verification', params: roundIdParamsSchema, response: { 200: houseRoundResponseSchema } } },
      async (request) => ok(await lookupRound(db, request.params.roundId, request.lang)),
    );

    app.get(
      housePaths.crashChains,
      { schema: { tags, summary: 'Crash hash chains: terminal hashes, schedules, seeds of ended chains', response: { 200: crashChainsResponseSchema } } },
      async () => ok({ chains: await crashChains(db) }),
    );
  }) satisfies FastifyPluginAsyncZod,
  { name: 'house-routes' },
);
