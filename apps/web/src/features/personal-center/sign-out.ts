import { useSessionStore } from '@/core/session-store';
import { logoutLocally } from '@/core/token';

/**
 * After a password change the server has already revoked every token of the user, so signing out is
 * local: the personal-centre lock is lifted, tokens and session data go, and the guard shows the login page.
 */
export function useSignOutAfterPasswordChange(): () => void {
  const markPasswordChanged = useSessionStore((s) => s.markPasswordChanged);
  return () => {
    markPasswordChanged();
    window.setTimeout(logoutLocally, 1200);
  };
}
