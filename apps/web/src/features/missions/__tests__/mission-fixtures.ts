import type { LeaderboardEntry, Mission, MissionLeaderboardValue, MissionSummaryValue } from '@lumen/contracts/member/missions.contract';

const HOUR = 3_600_000;

/** A mission as the summary answers it; daily ones reset a little over five hours from now, weekly ones in three days. */
export function mission(id: string, title: string, extra: Partial<Mission> = {}): Mission {
  const period = extra.period ?? 'DAILY';
  return {
    id,
    title,
    kind: 'ROUNDS',
    gameType: null,
    period,
    progress: '0',
    target: '20',
    reward: '50.00',
    status: 'IN_PROGRESS',
    resetsAt: new Date(Date.now() + (period === 'DAILY' ? 5 * HOUR + 10 * 60_000 : 3 * 24 * HOUR + 2 * HOUR)).toISOString(),
    ...extra,
  };
}

export function summary(list: Mission[], extra: Partial<MissionSummaryValue> = {}): MissionSummaryValue {
  return { list, claimable: list.filter((m) => m.status === 'COMPLETED').length, earnedThisWeek: '0.00', ...extra };
}

export function entry(rank: number, username: string, missions: number, earned: string): LeaderboardEntry {
  return { rank, username, missions, earned };
}

export function leaderboard(list: LeaderboardEntry[], me: LeaderboardEntry | null = null): MissionLeaderboardValue {
  return { weekStart: '2026-11-23T00:00:00.000Z', list, me };
}
