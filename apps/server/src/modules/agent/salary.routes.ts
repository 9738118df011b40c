import {
  adminContractsQuerySchema,
  adminContractsResponseSchema,
  adminSettlementsQuerySchema,
  adminTerminateParamsSchema,
  agentContractResponseSchema,
  consolidatedContractsResponseSchema,
  contractActionParamsSchema,
  contractsQuerySchema,
  contractsResponseSchema,
  offerableAgentsQuerySchema,
  offerableAgentsResponseSchema,
  offerContractBodySchema,
  salaryPaths,
  settlementsQuerySchema,
  settlementsResponseSchema,
} from '@lumen/contracts/agent/salary.contract';
import fp from 'fastify-plugin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../http/envelope.ts';
import { recordAudit } from '../admin/audit.ts';
import { operatorOf } from '../admin/operator.hook.ts';
import { agentOf } from './agent.routes.ts';
import {
  actOnContract,
  adminContracts,
  consolidatedContracts,
  contractsOf,
  offerableAgents,
  offerContract,
  operatorEndContract,
  operatorRefuseTermination,
  settlements,
} from './salary.service.ts';

/**
 * Agent contracts (offer, answer, terminate), the consolidated contract info and the settlement records;
 * the operator's side of both (needs the admin routes' operator hook first). An operator's contract
 * action writes its audit row in the action's own transaction, so neither is kept without the other.
 */
export const salaryRoutes = fp<Record<never, never>>(
  (async (app) => {
    const { db } = app.deps.database;
    const tags = ['agent'];
    const security = [{ bearer: [] }];
    const preHandler = app.requireRealAccount;

    app.get(
      salaryPaths.consolidated,
      {
        preHandler,
        schema: { tags, security, summary: 'The consolidated contract info: offers and termination requests waiting for the agent', response: { 200: consolidatedContractsResponseSchema } },
      },
      async (request) => ok(await consolidatedContracts(db, agentOf(request))),
    );

    app.get(
      salaryPaths.contracts,
      {
        preHandler,
        schema: { tags, security, summary: "The agent's contracts of one kind: received, given, agents below, the highest rate it may offer", querystring: contractsQuerySchema, response: { 200: contractsResponseSchema } },
      },
      async (request) => ok(await contractsOf(db, agentOf(request), request.query.kind)),
    );

    app.get(
      salaryPaths.offerableAgents,
      {
        preHandler,
        schema: {
          tags,
          security,
          summary: 'Agents directly below the agent whose username starts with a prefix, to offer a contract to: the first 20 by username',
          querystring: offerableAgentsQuerySchema,
          response: { 200: offerableAgentsResponseSchema },
        },
      },
      async (request) => ok(await offerableAgents(db, { agentId: agentOf(request) }, request.query.username)),
    );

    app.post(
      salaryPaths.contracts,
      {
        preHandler,
        schema: { tags, security, summary: 'Offer a contract to an agent directly below (rates up to the agent\'s own)', body: offerContractBodySchema, response: { 200: agentContractResponseSchema } },
      },
      async (request) => ok(await offerContract(db, { agentId: agentOf(request) }, request.body, request.lang)),
    );

    app.post(
      salaryPaths.contractAction,
      {
        preHandler,
        schema: {
          tags,
          security,
          summary: 'Answer an offer (accept, reject), withdraw one, or ask, agree or refuse to end a contract',
          params: contractActionParamsSchema,
          response: { 200: agentContractResponseSchema },
        },
      },
      async (request) => ok(await actOnContract(db, agentOf(request), BigInt(request.params.id), request.params.action)),
    );

    app.get(
      salaryPaths.settlements,
      {
        preHandler,
        schema: { tags, security, summary: "The agent's settlements of one kind, newest period first, with the total paid", querystring: settlementsQuerySchema, response: { 200: settlementsResponseSchema } },
      },
      async (request) => ok(await settlements(db, { agentId: agentOf(request), kind: request.query.kind }, request.query)),
    );

    const operatorRoute = { preHandler: app.authenticateOperator };
    const admin = ['admin'];

    app.get(
      salaryPaths.adminContracts,
      { ...operatorRoute, schema: { tags: admin, security, summary: 'Agent contracts, newest first, and whether there is a top agent', querystring: adminContractsQuerySchema, response: { 200: adminContractsResponseSchema } } },
      async (request) => ok(await adminContracts(db, request.query, request.query)),
    );

    app.get(
      salaryPaths.adminOfferableAgents,
      {
        ...operatorRoute,
        schema: {
          tags: admin,
          security,
          summary: 'Top agents whose username starts with a prefix, to offer a contract to: the first 20 by username',
          querystring: offerableAgentsQuerySchema,
          response: { 200: offerableAgentsResponseSchema },
        },
      },
      async (request) => ok(await offerableAgents(db, 'top', request.query.username)),
    );

    app.post(
      salaryPaths.adminContracts,
      { ...operatorRoute, schema: { tags: admin, security, summary: 'Offer a contract to a top agent', body: offerContractBodySchema, response: { 200: agentContractResponseSchema } } },
      async (request) => {
        const { operator } = operatorOf(request);
        const offered = await offerContract(db, { operatorId: operator.idValue }, request.body, request.lang, new Date(), (trx, contract) =>
          recordAudit(trx, { operatorId: operator.idValue, action: 'AGENT_CONTRACT_OFFER', subject: `agent-contract:${contract.id}`, detail: { kind: contract.kind, agent: contract.downline.username, maxRate: contract.maxRate }, ip: request.ip }),
        );
        return ok(offered);
      },
    );

    app.post(
      salaryPaths.adminTerminate,
      { ...operatorRoute, schema: { tags: admin, security, summary: 'End a contract (or withdraw an offer) at once, and those below it', params: adminTerminateParamsSchema, response: { 200: agentContractResponseSchema } } },
      async (request) => {
        const { operator } = operatorOf(request);
        const ended = await operatorEndContract(db, BigInt(request.params.id), new Date(), (trx, contract) =>
          recordAudit(trx, { operatorId: operator.idValue, action: 'AGENT_CONTRACT_END', subject: `agent-contract:${contract.id}`, detail: { kind: contract.kind, agent: contract.downline.username }, ip: request.ip }),
        );
        return ok(ended);
      },
    );

    app.post(
      salaryPaths.adminRefuseTermination,
      {
        ...operatorRoute,
        schema: { tags: admin, security, summary: "Keep a top agent's contract it asked to end", params: adminTerminateParamsSchema, response: { 200: agentContractResponseSchema } },
      },
      async (request) => {
        const { operator } = operatorOf(request);
        const kept = await operatorRefuseTermination(db, BigInt(request.params.id), (trx, contract) =>
          recordAudit(trx, { operatorId: operator.idValue, action: 'AGENT_CONTRACT_KEEP', subject: `agent-contract:${contract.id}`, detail: { kind: contract.kind, agent: contract.downline.username }, ip: request.ip }),
        );
        return ok(kept);
      },
    );

    app.get(
      salaryPaths.adminSettlements,
      { ...operatorRoute, schema: { tags: admin, security, summary: 'Agent settlements, newest period first', querystring: adminSettlementsQuerySchema, response: { 200: settlementsResponseSchema } } },
      async (request) => ok(await settlements(db, { kind: request.query.kind, username: request.query.username }, request.query)),
    );
  }) satisfies FastifyPluginAsyncZod,
);
