import { type AgentRegisterBody, agentRegisterRules, type DownlineMember } from '@lumen/contracts/agent/agent.contract';
import { MEMBER_TYPE } from '@lumen/contracts/auth/auth.contract';

/** The type of an agent account opened in the register centre. */
const AGENT_TYPE = 1;
import type { LanguageCode } from '@lumen/contracts/i18n/languages';
import type { FastifyInstance } from 'fastify';
import { DomainError } from '../../http/domain-error.ts';
import * as repo from '../auth/account.repository.ts';
import type { MemberRow } from '../auth/auth.table.ts';
import * as members from '../auth/member.repository.ts';
import { hashPassword } from '../auth/password-hash.ts';
import { registrationRules, ruleViolations, violatedIndex } from '../auth/registration.service.ts';

/** Accounts one agent may open in an hour: enough for a busy agent, a wall against a script. */
export const AGENT_REGISTRATIONS_PER_HOUR = 60;
const HOUR_MS = 3_600_000;

export interface AgentCaller {
  ip: string;
  hostname: string;
  lang: LanguageCode;
}

/**
 * The register centre: an agent opens a member account directly under itself, with the operator's
 * username and password rules (the registration's). The new member logs in with that password; its
 * first login from an address asks nothing more than any member's first login does.
 */
export async function registerDownline(app: FastifyInstance, agent: MemberRow, body: AgentRegisterBody, caller: AgentCaller): Promise<DownlineMember> {
  const { db } = app.deps.database;
  const checked = agentRegisterRules(await registrationRules(db), caller.lang).safeParse(body);
  if (!checked.success) throw ruleViolations(checked.error.issues, caller.lang);
  if ((await app.rates.hit(`agent-register:${agent.id}`, HOUR_MS)) > AGENT_REGISTRATIONS_PER_HOUR) throw new DomainError('TOO_MANY_REQUESTS');

  const nickname = body.username.trim();
  const username = nickname.toLowerCase();
  if (await members.findMemberByUsername(db, username)) throw new DomainError('USERNAME_TAKEN');
  const passwordHash = await hashPassword(body.password);
  const now = new Date();
  let created: MemberRow;
  try {
    created = await db.transaction().execute(async (trx) => {
      const id = await members.allocateMemberId(trx);
      return repo.insertMember(trx, {
        id,
        username,
        nickname,
        password_hash: passwordHash,
        password_changed_at: now,
        type: body.accountType === 'agent' ? AGENT_TYPE : MEMBER_TYPE,
        mobile_country: null,
        mobile_num: null,
        phone_verified: false,
        email: null,
        profile: {},
        payment_password_hash: null,
        parent_id: agent.id,
        path: `${agent.path}.${id}`,
        referral_code: null,
        recommender_id: null,
        register_ip: caller.ip,
        register_domain: caller.hostname,
      });
    });
  } catch (err) {
    if (violatedIndex(err) === 'member_username_key') throw new DomainError('USERNAME_TAKEN', { cause: err });
    throw err;
  }
  return {
    id: String(created.id),
    username: created.username,
    nickname: created.nickname,
    level: 1,
    type: created.type,
    isAgent: created.type !== MEMBER_TYPE,
    status: created.status,
    registeredAt: new Date(created.created_at).toISOString(),
    lastLoginAt: null,
    balance: '0.00',
    directCount: 0,
  };
}
