import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { clearSession } from '@/lib/session.ts';
import { getLoginInfoQueryOptions } from '@/lib/login-info.ts';
import { logout } from '../api/logout.ts';

/**
 * Signs out: the server revokes the token, then the session is cleared here (session storage
 * except the merchant code, every flag), the member's cached answers are dropped and the user
 * lands on `to`. The local sign-out happens even when the server cannot be reached: a user who
 * asked to leave must not stay signed in on this device.
 */
export function useSignOut(to: string) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: () => logout().catch(() => undefined),
    onSettled: () => {
      clearSession();
      queryClient.removeQueries({ queryKey: getLoginInfoQueryOptions().queryKey });
      // Site status and settings stay; everything that depends on who is signed in starts over.
      // Dropped, not reset: a reset would fetch the shown ones again at once, before the screens
      // know the member left, and the member-only ones would go out without a session (401).
      queryClient.removeQueries({ predicate: (q) => q.queryKey[0] !== 'system' });
      navigate(to, { replace: true });
    },
  });
}
