import {
  agentIncomeQuerySchema,
  agentIncomeResponseSchema,
  agentPaths,
  agentRegisterBodySchema,
  agentRegisterResponseSchema,
  downlineQuerySchema,
  downlineResponseSchema,
  memberProfitLossResponseSchema,
  teamBetsResponseSchema,
  teamOverviewQuerySchema,
  teamOverviewResponseSchema,
  teamReportQuerySchema,
  teamTransactionsQuerySchema,
  teamTransactionsResponseSchema,
} from '@lumen/contracts/agent/agent.contract';
import { isAgentType } from '@lumen/contracts/auth/auth.contract';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { DomainError } from '../../http/domain-error.ts';
import { ok } from '../../http/envelope.ts';
import { registerDownline } from './register.service.ts';
import { agentIncome, downline, memberProfitLoss, teamBets, teamOverview, teamTransactions } from './team.service.ts';

/** The agent behind a route: a live session of an agent account (NOT_AGENT for any other account). */
export function agentMember(request: FastifyRequest) {
  if (!request.auth) throw new DomainError('UNAUTHORIZED');
  if (!isAgentType(request.auth.member.type)) throw new DomainError('NOT_AGENT');
  return request.auth.member;
}
export const agentOf = (request: FastifyRequest): bigint => agentMember(request).id;

/** The agent centre: team overview, downline, team betting, members' profit and loss, account details, register centre, my income. */
export const agentRoutes = fp<Record<never, never>>(
  (async (app) => {
    const { db } = app.deps.database;
    const tags = ['agent'];
    const security = [{ bearer: [] }];
    const preHandler = app.requireRealAccount;

    app.get(
      agentPaths.teamOverview,
      {
        preHandler,
        schema: {
          tags,
          security,
          summary: "The agent's team for a period: size, new and active members, deposits, withdrawals, bets, balance",
          querystring: teamOverviewQuerySchema,
          response: { 200: teamOverviewResponseSchema },
        },
      },
      async (request) => ok(await teamOverview(db, agentOf(request), request.query.period)),
    );

    app.get(
      agentPaths.downline,
      {
        preHandler,
        schema: {
          tags,
          security,
          summary: "The agent's downline, newest first: everyone under the agent or direct members only",
          querystring: downlineQuerySchema,
          response: { 200: downlineResponseSchema },
        },
      },
      async (request) => ok(await downline(db, agentOf(request), request.query)),
    );

    app.get(
      agentPaths.teamBets,
      {
        preHandler,
        schema: {
          tags,
          security,
          summary: "The team's real-money rounds in a period, newest first, with totals",
          querystring: teamReportQuerySchema,
          response: { 200: teamBetsResponseSchema },
        },
      },
      async (request) => ok(await teamBets(db, agentOf(request), request.query, request.lang)),
    );

    app.get(
      agentPaths.memberProfitLoss,
      {
        preHandler,
        schema: {
          tags,
          security,
          summary: 'Each team member who played in a period: rounds, stakes, wins and result, biggest stakes first',
          querystring: teamReportQuerySchema,
          response: { 200: memberProfitLossResponseSchema },
        },
      },
      async (request) => ok(await memberProfitLoss(db, agentOf(request), request.query)),
    );

    app.get(
      agentPaths.teamTransactions,
      {
        preHandler,
        schema: {
          tags,
          security,
          summary: "The team's account details: every movement on the downline's wallets in a period, with totals",
          querystring: teamTransactionsQuerySchema,
          response: { 200: teamTransactionsResponseSchema },
        },
      },
      async (request) => ok(await teamTransactions(db, agentOf(request), request.query)),
    );

    app.get(
      agentPaths.income,
      {
        preHandler,
        schema: {
          tags,
          security,
          summary: "The agent's income in a period: what the team sent up, wages and salaries, and dividends, with totals per kind",
          querystring: agentIncomeQuerySchema,
          response: { 200: agentIncomeResponseSchema },
        },
      },
      async (request) => ok(await agentIncome(db, agentOf(request), request.query)),
    );

    app.post(
      agentPaths.register,
      {
        preHandler,
        schema: {
          tags,
          security,
          summary: 'Open a member account directly under the agent (the registration rules for username and password)',
          body: agentRegisterBodySchema,
          response: { 200: agentRegisterResponseSchema },
        },
      },
      async (request) =>
        ok(await registerDownline(app, agentMember(request), request.body, { ip: request.ip, hostname: request.hostname, lang: request.lang })),
    );
  }) satisfies FastifyPluginAsyncZod,
);
