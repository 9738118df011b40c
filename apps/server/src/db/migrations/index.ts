import type { Migration } from 'kysely';
import * as m20261122000000 from './20261122000000_system.ts';
import * as m20261122100000 from './20261122100000_auth.ts';
import * as m20261122200000 from './20261122200000_ledger.ts';
import * as m20261122210000 from './20261122210000_payment_password_guard.ts';
import * as m20261122215000 from './20261122215000_admin.ts';
import * as m20261122220000 from './20261122220000_payments.ts';
import * as m20261122233000 from './20261122233000_wallet_request.ts';
import * as m20261124100000 from './20261124100000_games.ts';
import * as m20261124120000 from './20261124120000_house.ts';
import * as m20261124130000 from './20261124130000_seamless.ts';
import * as m20261124140000 from './20261124140000_catalogue.ts';
import * as m20261125100000 from './20261125100000_seamless_transfer_named.ts';
import * as m20261125120000 from './20261125120000_session_password_change.ts';
import * as m20261125140000 from './20261125140000_ledger_hot_rows.ts';
import * as m20261126000000 from './20261126000000_messages.ts';
import * as m20261127000000 from './20261127000000_rewards.ts';
import * as m20261127100000 from './20261127100000_rebate.ts';
import * as m20261127200000 from './20261127200000_referral.ts';
import * as m20261127300000 from './20261127300000_missions.ts';
import * as m20261128000000 from './20261128000000_points.ts';
import * as m20261128100000 from './20261128100000_feedback.ts';
import * as m20261128200000 from './20261128200000_activity.ts';
import * as m20261129000000 from './20261129000000_agent_contracts.ts';
import * as m20261130000000 from './20261130000000_signed_challenges.ts';
import * as m20261130100000 from './20261130100000_game_code_index.ts';
import * as m20261201000000 from './20261201000000_handoff_and_vip.ts';
import * as m20261201100000 from './20261201100000_raffles.ts';
import * as m20261202000000 from './20261202000000_member_terms_accepted.ts';
import * as m20261202100000 from './20261202100000_captcha_rule_required.ts';
import * as m20261202200000 from './20261202200000_crash_ref_key.ts';
import * as m20261202300000 from './20261202300000_reward_request_key.ts';
import * as m20261202400000 from './20261202400000_seamless_player_key.ts';
import * as m20261202500000 from './20261202500000_member_username_prefix.ts';
import * as m20261203000000 from './20261203000000_withdrawal_receipt_key.ts';
import * as m20261203100000 from './20261203100000_payee_account_number_normalized.ts';

/**
 * Every migration, in order. Migrations are frozen once committed: change the schema with a new
 * timestamped file, never by editing an old one. They use Kysely<any> and import no app code.
 */
export const migrations: Record<string, Migration> = {
  '20261122000000_system': m20261122000000,
  '20261122100000_auth': m20261122100000,
  '20261122200000_ledger': m20261122200000,
  '20261122210000_payment_password_guard': m20261122210000,
  '20261122215000_admin': m20261122215000,
  '20261122220000_payments': m20261122220000,
  '20261122233000_wallet_request': m20261122233000,
  '20261124100000_games': m20261124100000,
  '20261124120000_house': m20261124120000,
  '20261124130000_seamless': m20261124130000,
  '20261124140000_catalogue': m20261124140000,
  '20261125100000_seamless_transfer_named': m20261125100000,
  '20261125120000_session_password_change': m20261125120000,
  '20261125140000_ledger_hot_rows': m20261125140000,
  '20261126000000_messages': m20261126000000,
  '20261127000000_rewards': m20261127000000,
  '20261127100000_rebate': m20261127100000,
  '20261127200000_referral': m20261127200000,
  '20261127300000_missions': m20261127300000,
  '20261128000000_points': m20261128000000,
  '20261128100000_feedback': m20261128100000,
  '20261128200000_activity': m20261128200000,
  '20261129000000_agent_contracts': m20261129000000,
  '20261130000000_signed_challenges': m20261130000000,
  '20261130100000_game_code_index': m20261130100000,
  '20261201000000_handoff_and_vip': m20261201000000,
  '20261201100000_raffles': m20261201100000,
  '20261202000000_member_terms_accepted': m20261202000000,
  '20261202100000_captcha_rule_required': m20261202100000,
  '20261202200000_crash_ref_key': m20261202200000,
  '20261202300000_reward_request_key': m20261202300000,
  '20261202400000_seamless_player_key': m20261202400000,
  '20261202500000_member_username_prefix': m20261202500000,
  '20261203000000_withdrawal_receipt_key': m20261203000000,
  '20261203100000_payee_account_number_normalized': m20261203100000,
};
