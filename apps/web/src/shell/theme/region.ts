/** Regional host-name prefixes; configurable through VITE_REGION_PREFIXES (defaults gz and cqgxq). */
export const REGION_PREFIXES: string[] = (import.meta.env.VITE_REGION_PREFIXES ?? 'gz,cqgxq')
  .split(',')
  .map((s: string) => s.trim().toLowerCase())
  .filter(Boolean);

/** The regional prefix the host name starts with, or null. */
export function regionOfHost(hostname: string, prefixes: readonly string[] = REGION_PREFIXES): string | null {
  const host = hostname.toLowerCase();
  return prefixes.find((p) => host.startsWith(p)) ?? null;
}

/** The login path of a region: /login, or /login-<prefix> for a regional host. */
export function loginPathOf(region: string | null): string {
  return region ? `/login-${region}` : '/login';
}

/** Every login path the router knows. */
export const LOGIN_PATHS: string[] = ['/login', ...REGION_PREFIXES.map((p) => `/login-${p}`)];

export const currentRegion = (): string | null =>
  typeof window === 'undefined' ? null : regionOfHost(window.location.hostname);

/** The login path for this host. */
export const currentLoginPath = (): string => loginPathOf(currentRegion());
