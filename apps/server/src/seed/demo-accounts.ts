import { type Kysely, sql } from 'kysely';
import type { DB } from '../db/schema.ts';
import type { MemberRow } from '../modules/auth/auth.table.ts';
import { allocateMemberId, findMemberByUsername, upsertKnownIp } from '../modules/auth/member.repository.ts';
import { hashPassword } from '../modules/auth/password-hash.ts';
import type { DemoAccount } from './seed.ts';

/**
 * Accounts to try the site with: an agent with a small downline (a sub-agent among it), a VIP member in it, and a member
 * still on the default password (its login forces a change). Loopback addresses are known to all of
 * them, so logging in on the machine that runs the server asks for no new-address code.
 */
interface DemoAccountSeed {
  username: string;
  nickname: string;
  password: string;
  type: number;
  /** Username of the agent above; none for the root of a tree. */
  parent: string | null;
  vipLevel: number;
  referralCode: string | null;
  mobile: { country: string; num: string } | null;
  email: string | null;
}

/** Parents before their downline: each row's agent exists when it is inserted. */
const seeds: DemoAccountSeed[] = [
  {
    username: 'demoagent',
    nickname: 'DemoAgent',
    password: 'Agent2026',
    type: 1,
    parent: null,
    vipLevel: 0,
    referralCode: 'LUMEN8',
    mobile: { country: '+92', num: '3001110001' },
    email: 'agent@example.com',
  },
  {
    username: 'demoplayer',
    nickname: 'DemoPlayer',
    password: 'Player2026',
    type: 0,
    parent: 'demoagent',
    vipLevel: 2,
    referralCode: null,
    mobile: { country: '+92', num: '3001234567' },
    email: 'player@example.com',
  },
  {
    username: 'demofriend',
    nickname: 'DemoFriend',
    password: 'Player2026',
    type: 0,
    parent: 'demoagent',
    vipLevel: 1,
    referralCode: null,
    mobile: null,
    email: null,
  },
  {
    username: 'demoneighbour',
    nickname: 'DemoNeighbour',
    password: 'Player2026',
    type: 0,
    parent: 'demoagent',
    vipLevel: 0,
    referralCode: null,
    mobile: null,
    email: null,
  },
  {
    username: 'demosubagent',
    nickname: 'DemoSubAgent',
    password: 'Agent2026',
    type: 1,
    parent: 'demoagent',
    vipLevel: 0,
    referralCode: null,
    mobile: null,
    email: null,
  },
  {
    username: 'weakpass',
    nickname: 'WeakPass',
    password: '123456',
    type: 0,
    parent: null,
    vipLevel: 0,
    referralCode: null,
    mobile: null,
    email: null,
  },
];

/** What the start-up banner lists, in this order. */
export const demoAccountNotes: DemoAccount[] = [
  { role: 'member', username: 'demoplayer', password: 'Player2026', note: "VIP 2, in demoagent's downline, mobile +92 3001234567" },
  { role: 'member', username: 'demofriend', password: 'Player2026', note: "VIP 1, in demoagent's downline; has played the house slot, dice and keno: its betting record, the winner board and demoagent's team bets show the rounds" },
  { role: 'agent', username: 'demoagent', password: 'Agent2026', note: 'agent login at /agent, referral code LUMEN8, three downline members and a sub-agent; holds daily-wage, real-time salary and dividend contracts' },
  { role: 'agent', username: 'demosubagent', password: 'Agent2026', note: "demoagent's sub-agent, with a daily-wage contract offer waiting for its answer" },
  { role: 'member', username: 'weakpass', password: '123456', note: 'default password: the login asks for a new one' },
];

export const LOOPBACK_ADDRESSES = ['127.0.0.1', '::1', '::ffff:127.0.0.1'];

/** Creates the demo accounts that are missing; existing ones (and changes made to them) are kept. */
export async function seedDemoAccounts(db: Kysely<DB>): Promise<void> {
  for (const seed of seeds) {
    let member = await findMemberByUsername(db, seed.username);
    if (!member) member = await insertDemoAccount(db, seed);
    if (!member) continue;
    for (const ip of LOOPBACK_ADDRESSES) await upsertKnownIp(db, member.id, ip);
  }
}

async function insertDemoAccount(db: Kysely<DB>, seed: DemoAccountSeed): Promise<MemberRow | undefined> {
  const parent = seed.parent ? await findMemberByUsername(db, seed.parent) : undefined;
  const id = await allocateMemberId(db);
  return db
    .insertInto('member')
    .values({
      id,
      username: seed.username,
      nickname: seed.nickname,
      password_hash: await hashPassword(seed.password),
      password_changed_at: sql<Date>`now()`,
      type: seed.type,
      mobile_country: seed.mobile?.country ?? null,
      mobile_num: seed.mobile?.num ?? null,
      phone_verified: seed.mobile !== null,
      email: seed.email,
      parent_id: parent?.id ?? null,
      path: parent ? `${parent.path}.${id}` : String(id),
      referral_code: seed.referralCode,
      vip_level: seed.vipLevel,
    })
    // A number or referral code someone registered before the seed ran: leave that account out.
    .onConflict((oc) => oc.doNothing())
    .returningAll()
    .executeTakeFirst();
}

/** The listed demo accounts that exist in this database. */
export async function describeDemoAccounts(db: Kysely<DB>): Promise<DemoAccount[]> {
  const rows = await db
    .selectFrom('member')
    .select('username')
    .where(
      'username',
      'in',
      demoAccountNotes.map((a) => a.username),
    )
    .execute();
  const present = new Set(rows.map((r) => r.username));
  return demoAccountNotes.filter((a) => present.has(a.username));
}
