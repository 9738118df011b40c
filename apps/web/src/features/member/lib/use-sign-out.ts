import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { logout } from '../api/logout.ts';
import { endMemberSession } from './end-member-session.ts';

/**
 * Signs out: the server revokes the token, then the session ends here (endMemberSession: the
 * session is cleared and the member's cached answers are dropped) and the user lands on `to`. The
 * local sign-out happens even when the server cannot be reached: a user who asked to leave must
 * not stay signed in on this device.
 */
export function useSignOut(to: string) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: () => logout().catch(() => undefined),
    onSettled: () => {
      endMemberSession(queryClient);
      navigate(to, { replace: true });
    },
  });
}
