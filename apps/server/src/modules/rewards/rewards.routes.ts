import {
  bonusListQuerySchema,
  bonusListResponseSchema,
  claimRewardBodySchema,
  claimRewardResponseSchema,
  grantedRewardListResponseSchema,
  grantRewardBodySchema,
  grantRewardResponseSchema,
  rewardListQuerySchema,
  rewardListResponseSchema,
  rewardPaths,
} from '@lumen/contracts/member/rewards.contract';
import { pageQuerySchema } from '@lumen/contracts/wallet/wallet.contract';
import fp from 'fastify-plugin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../http/envelope.ts';
import { memberIdOf } from '../../http/member-request.ts';
import { recordAudit } from '../admin/audit.ts';
import { operatorOf } from '../admin/operator.hook.ts';
import { promoteVipIfOn } from '../vip/vip.service.ts';
import { requestKeyFrom } from '../wallet/idempotency.ts';
import { getWalletSettings } from '../wallet/wallet-settings.ts';
import { claimReward, grantReward, listBonuses, listGrantedRewards, listRewards } from './rewards.service.ts';


/** The reward centre: the member's rewards and claims; the operator's grants (needs the admin routes' operator hook first). */
export const rewardRoutes = fp<Record<never, never>>(
  (async (app) => {
    const { db } = app.deps.database;
    const tags = ['rewards'];
    const security = [{ bearer: [] }];
    // Trial accounts hold no real money: no rewards.
    const preHandler = app.requireRealAccount;

    app.get(
      rewardPaths.list,
      {
        preHandler,
        schema: {
          tags,
          security,
          summary: "The member's rewards of one status (AVAILABLE, CLAIMED: the bonus details, EXPIRED), with the status's total",
          querystring: rewardListQuerySchema,
          response: { 200: rewardListResponseSchema },
        },
      },
      async (request) => {
        const memberId = memberIdOf(request);
        // A VIP tier reached by playing shows its upgrade bonus here without a visit to the VIP page.
        if (request.query.status === 'AVAILABLE') await promoteVipIfOn(db, memberId);
        return ok(await listRewards(db, memberId, request.query, request.lang));
      },
    );

    app.get(
      rewardPaths.bonus,
      {
        preHandler,
        schema: {
          tags,
          security,
          summary: 'Bonus details: every bonus paid into the wallet (rewards claimed, mission rewards, raffle prizes), newest first, with their total',
          querystring: bonusListQuerySchema,
          response: { 200: bonusListResponseSchema },
        },
      },
      async (request) => ok(await listBonuses(db, memberIdOf(request), request.query, request.lang)),
    );

    app.post(
      rewardPaths.claim,
      {
        preHandler,
        schema: {
          tags,
          security,
          summary: 'Claim a reward into the main wallet, once: claiming again answers the first claim and moves nothing',
          body: claimRewardBodySchema,
          response: { 200: claimRewardResponseSchema },
        },
      },
      async (request) => ok(await claimReward(db, memberIdOf(request), request.body.id)),
    );

    app.post(
      rewardPaths.grant,
      {
        preHandler: app.authenticateOperator,
        schema: {
          tags: ['admin'],
          security,
          summary: 'Grant a reward to one member (by username) or to every member registered now (Idempotency-Key honoured)',
          body: grantRewardBodySchema,
          response: { 200: grantRewardResponseSchema },
        },
      },
      async (request) => {
        const { operator } = operatorOf(request);
        const requestKey = requestKeyFrom(request);
        const { currency } = await getWalletSettings(db);
        // The grant and its audit row commit together; a replay of the same key grants and records nothing.
        const granted = await db.transaction().execute(async (trx) => {
          const reward = await grantReward(trx, { ...request.body, operatorId: operator.idValue, currency, lang: request.lang, requestKey });
          if (reward.replayed) return reward;
          await recordAudit(trx, {
            operatorId: operator.idValue,
            action: 'REWARD_GRANT',
            subject: `reward:${reward.id}`,
            detail: { to: reward.memberId === null ? 'ALL' : String(reward.memberId), amountMinor: reward.amount.toString(), expiresAt: reward.expiresAt },
            ip: request.ip,
          });
          return reward;
        });
        return ok({ id: granted.id, expiresAt: granted.expiresAt });
      },
    );

    app.get(
      rewardPaths.grant,
      {
        preHandler: app.authenticateOperator,
        schema: {
          tags: ['admin'],
          security,
          summary: 'The rewards granted, newest first, with their claims',
          querystring: pageQuerySchema,
          response: { 200: grantedRewardListResponseSchema },
        },
      },
      async (request) => ok(await listGrantedRewards(db, request.query, request.lang)),
    );
  }) satisfies FastifyPluginAsyncZod,
);
