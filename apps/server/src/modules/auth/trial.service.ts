import { randomInt } from 'node:crypto';
import { type ChallengeFields, type LoginValue, TRIAL_TYPE } from '@lumen/contracts/auth/auth.contract';
import type { FastifyInstance } from 'fastify';
import { DomainError } from '../../http/domain-error.ts';
import { findFlags } from '../system/system.repository.ts';
import type { MemberRow } from './auth.table.ts';
import { verifyChallenge } from './challenge.service.ts';
import type { LoginCaller } from './login.service.ts';
import { buildLoginValue } from './login-value.ts';
import * as repo from './member.repository.ts';
import { createSession } from './session.ts';
import { rateAddress } from '../../lib/rate-limit.ts';

/** Trial accounts one address may open per hour: enough to try again, too few to farm them. */
export const TRIALS_PER_IP_PER_HOUR = 10;
const TRIAL_PREFIX = 'trial';
const TRIAL_ALPHABET = 'abcdefghijklmnopqrstuvwxyz0123456789';

export function trialUsername(): string {
  let name = TRIAL_PREFIX;
  for (let i = 0; i < 10; i++) name += TRIAL_ALPHABET[randomInt(TRIAL_ALPHABET.length)];
  return name;
}

/**
 * A fresh trial account (type 4) and a session for it. It has no password, so it can never be
 * logged into again; it sits at the root of the tree on its own. Real-money calls refuse it.
 */
export async function loginFreePlay(app: FastifyInstance, caller: LoginCaller, fields: ChallengeFields): Promise<LoginValue> {
  const { db } = app.deps.database;
  const flags = await findFlags(db);
  if (!flags.FREEPLAY3) throw new DomainError('FEATURE_DISABLED');
  await verifyChallenge(db, fields, caller.ip);
  if ((await app.rates.hit(`trial:ip:${rateAddress(caller.ip)}`, 3_600_000)) > TRIALS_PER_IP_PER_HOUR) {
    throw new DomainError('TOO_MANY_REQUESTS', { value: { retryAfterSeconds: 3600 } });
  }

  const { member, session } = await db.transaction().execute(async (trx) => {
    let member: MemberRow | undefined;
    // 36^10 names make a clash all but impossible; a second draw covers the one in a trillion.
    for (let attempt = 0; !member && attempt < 3; attempt++) {
      const id = await repo.allocateMemberId(trx);
      const username = trialUsername();
      member = await repo.insertMemberIfAbsent(trx, {
        id,
        username,
        nickname: username,
        type: TRIAL_TYPE,
        path: String(id),
        last_login_at: new Date(),
        last_login_ip: caller.ip,
        register_ip: caller.ip,
      });
    }
    if (!member) throw new Error('no free trial username after three draws');
    const session = await createSession(trx, { memberId: member.id, ip: caller.ip, userAgent: caller.userAgent }, app.sessionPolicy);
    return { member, session };
  });

  return buildLoginValue(db, {
    lang: caller.lang,
    member,
    session,
    weakPassword: false,
    phoneVerified: false,
    rememberToken: null,
    passwordMaxAgeDays: app.deps.config.auth.passwordMaxAgeDays,
  });
}
