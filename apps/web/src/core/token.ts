import { LOCAL_KEYS, Local, Session, TokenCookie } from './storage';

export const getAccessToken = (): string | null => Local.get<string>(LOCAL_KEYS.accessToken);
export const getRefreshToken = (): string | null => Local.get<string>(LOCAL_KEYS.refreshToken);

/** Stores the access token (localStorage + cookie `token`). */
export function setAccessToken(token: string): void {
  Local.set(LOCAL_KEYS.accessToken, token);
  TokenCookie.set(token);
}

/** Stores a new token pair (response headers or scan login). */
export function setTokenPair(accessToken: string, refreshToken: string): void {
  setAccessToken(accessToken);
  Local.set(LOCAL_KEYS.refreshToken, refreshToken);
}

let loggingOut = false;

/**
 * "Log out locally" (WIRE-CONTRACT §1.6): remove both token keys, clear sessionStorage,
 * remove the `token` cookie and reload the page. Runs once even when many requests fail together.
 */
export function logoutLocally(): void {
  if (loggingOut) return;
  loggingOut = true;
  Local.remove(LOCAL_KEYS.accessToken);
  Local.remove(LOCAL_KEYS.refreshToken);
  Session.clear();
  TokenCookie.remove();
  if (typeof window !== 'undefined') window.location.reload();
}
