import type { AdminTables } from '../modules/admin/admin.table.ts';
import type { AuthTables } from '../modules/auth/auth.table.ts';
import type { CatalogueTables } from '../modules/catalogue/catalogue.table.ts';
import type { ContentTables } from '../modules/content/content.table.ts';
import type { HouseTables } from '../modules/house/house.table.ts';
import type { LedgerTables } from '../modules/wallet/ledger.table.ts';
import type { MessageTables } from '../modules/messages/messages.table.ts';
import type { SalaryTables } from '../modules/agent/salary.table.ts';
import type { ActivityTables } from '../modules/activity/activity.table.ts';
import type { FeedbackTables } from '../modules/feedback/feedback.table.ts';
import type { PointsTables } from '../modules/points/points.table.ts';
import type { RebateTables } from '../modules/rebate/rebate.table.ts';
import type { MissionTables } from '../modules/missions/missions.table.ts';
import type { ReferralTables } from '../modules/referral/referral.table.ts';
import type { RewardTables } from '../modules/rewards/rewards.table.ts';
import type { PaymentPasswordTables } from '../modules/wallet/payment-password.table.ts';
import type { PlayTables } from '../modules/play/play.table.ts';
import type { SeamlessTables } from '../modules/play/seamless.table.ts';
import type { PaymentsTables } from '../modules/wallet/payments.table.ts';
import type { SystemTables } from '../modules/system/system.table.ts';
import type { WalletTables } from '../modules/wallet/wallet.table.ts';
import type { VipTables } from '../modules/vip/vip.table.ts';
import type { RaffleTables } from '../modules/raffle/raffle.table.ts';

/** The whole database as Kysely sees it: one interface per domain, merged. */
export interface DB extends SystemTables, CatalogueTables, ContentTables, AuthTables, LedgerTables, PaymentPasswordTables, PaymentsTables, AdminTables, WalletTables, PlayTables, SeamlessTables, HouseTables, MessageTables, RewardTables, RebateTables, ReferralTables, MissionTables, PointsTables, FeedbackTables, ActivityTables, SalaryTables, VipTables, RaffleTables {}
