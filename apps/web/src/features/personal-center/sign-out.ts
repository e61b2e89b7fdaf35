import { useSessionStore } from '@/core/session-store';
import { logoutLocally } from '@/core/token';
import { currentLoginPath } from '@/shell/theme/region';

/**
 * After a password change the server has already revoked every token of the user, so signing out is
 * local: the personal-centre lock is lifted, tokens and session data go, and the page reloads on this
 * host's login path (no redirect back to the password tab).
 */
export function useSignOutAfterPasswordChange(): () => void {
  const markPasswordChanged = useSessionStore((s) => s.markPasswordChanged);
  return () => {
    markPasswordChanged();
    window.setTimeout(() => {
      window.history.replaceState(null, '', currentLoginPath());
      logoutLocally();
    }, 1200);
  };
}
