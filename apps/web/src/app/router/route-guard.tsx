import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { paths } from '@/config/paths.ts';
import { isLoggedIn } from '@/lib/session.ts';

/** Routes that need a session: without a stored token the visitor goes to /login. */
export function RequireLogin({ children }: { children: ReactNode }) {
  const location = useLocation();
  if (!isLoggedIn()) {
    return <Navigate to={paths.login} replace state={{ from: `${location.pathname}${location.search}${location.hash}` }} />;
  }
  return children;
}
