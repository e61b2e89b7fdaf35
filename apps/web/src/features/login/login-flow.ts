import type { LoginOutput } from '@meiyu/contract';
import { i18n } from '@/core/i18n';
import { toastError, toastSuccess } from '@/core/feedback';
import { loadSession } from '@/core/session-store';
import { setAccessToken, setTokenPair } from '@/core/token';
import { menuSource } from '@/shell/guard/route-guard';

function greeting(): string {
  const h = new Date().getHours();
  const key =
    h < 6 ? 'night' : h < 9 ? 'morning' : h < 12 ? 'forenoon' : h < 14 ? 'noon' : h < 18 ? 'afternoon' : 'evening';
  return i18n.t(`login:greeting.${key}`);
}

/**
 * Completes a login: stores the access token (the refresh token arrives in the response header),
 * loads userInfo, constants, dictionaries and the menu once, and greets the user.
 * Returns false when the server gave no token or no user.
 */
export async function completeLogin(out: LoginOutput | null): Promise<boolean> {
  if (!out?.accessToken) {
    toastError(i18n.t('login:failed'));
    return false;
  }
  if (out.refreshToken) setTokenPair(out.accessToken, out.refreshToken);
  else setAccessToken(out.accessToken);
  const ok = await loadSession(menuSource());
  if (ok) toastSuccess(i18n.t('login:greetingLine', { greeting: greeting() }));
  return ok;
}
