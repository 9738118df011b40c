import { DEFAULT_WEAK_PASSWORD, type LoginType, type LoginValue } from '@lumen/contracts/auth/auth.contract';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { paths } from '@/config/paths.ts';
import { openModal } from '@/lib/modal-store.ts';
import { signIn } from '@/lib/session.ts';
import { firstLogin } from '../api/first-login.ts';
import { reloadLoginInfo } from '@/lib/login-info.ts';
import { holdPassword } from './password-memory.ts';

export type LoginFrom = 'member' | 'agent';

interface Completion {
  type: LoginType;
  /** The password typed at this login, if any: kept in memory for a forced change. */
  password?: string;
  loginFrom: LoginFrom;
  /** Closes the popup the form lives in. */
  close?: () => void;
  /** What the visitor asked for before signing in, done once the login has gone on (not after a forced change). */
  afterwards?: () => void;
}

/** Whether this login must change its password before going on (spec 01 §4, login step 4). */
export function mustChangePassword(value: LoginValue, ctx: Pick<Completion, 'type' | 'password'>, flags: Partial<Record<string, boolean>>): boolean {
  // The server holds the session to the change: it decides, and the rules below agree with it.
  if (value.user.passwordChangeRequired) return true;
  if (ctx.type === 'sms' || value.phoneVerified) return false;
  if (ctx.password === DEFAULT_WEAK_PASSWORD || value.weakPassword) return true;
  return value.passwordExpired && flags.PWDEXPFORCECHANGE3 === true;
}

/**
 * What every successful login does: keep the session, mark a first login, close the popup, then
 * either force a password change or load the member info and go on (agents to their home).
 */
export function useCompleteLogin(flags: Partial<Record<string, boolean>>) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return async (value: LoginValue, ctx: Completion) => {
    signIn(value);
    holdPassword(ctx.password ?? '');
    // Best effort: if it fails the server reports firstTimeLogin again at the next login.
    if (value.firstTimeLogin) void firstLogin().catch(() => undefined);
    ctx.close?.();
    if (mustChangePassword(value, ctx, flags)) {
      openModal('changePassword', { forced: true });
      return;
    }
    await reloadLoginInfo(queryClient);
    navigate(ctx.loginFrom === 'agent' ? paths.agentHome : paths.home);
    ctx.afterwards?.();
  };
}
