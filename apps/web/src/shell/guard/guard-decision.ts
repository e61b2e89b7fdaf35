/** Paths a visitor without a token may open besides the login paths (seed section 2). */
export const NO_TOKEN_ALLOW_LIST = [
  '/questionPaperManagement/QuestionPaperForm',
  '/questionPaperManagement/success',
  '/guide',
];

/** Landing page after login. */
export const HOME_PATH = '/dashboard/home';

export interface GuardInput {
  /** Target pathname. */
  path: string;
  /** Target query as key/value pairs (for the params query of the login redirect). */
  query: Record<string, string>;
  hasToken: boolean;
  /** This host's login path. */
  loginPath: string;
  /** Every login path variant (/login, /login-gz, /login-cqgxq). */
  loginPaths: readonly string[];
  browserSupported: boolean;
  menusLoaded: boolean;
  /** The target is a menu route whose parent is not open. */
  parentClosed: boolean;
  /** The user must change the password first: the personal centre's path, else null. */
  forcedPasswordPath: string | null;
}

export type GuardDecision =
  | { kind: 'allow' }
  | { kind: 'redirect'; to: string; clearLocal?: boolean }
  | { kind: 'load-menus' }
  | { kind: 'deny'; message: '暂无权限' };

/** The login redirect with the seed's `redirect` and `params` queries. */
export function loginRedirect(loginPath: string, path: string, query: Record<string, string>): string {
  const q = new URLSearchParams({ redirect: path, params: JSON.stringify(query) });
  return `${loginPath}?${q.toString()}`;
}

/** The navigation guard's rules, in the seed's order. */
export function decideNavigation(i: GuardInput): GuardDecision {
  if (!i.browserSupported && i.path !== '/guide') return { kind: 'redirect', to: '/guide' };
  const onLogin = i.loginPaths.includes(i.path) || i.path === i.loginPath;
  if (!i.hasToken) {
    if (onLogin || NO_TOKEN_ALLOW_LIST.includes(i.path)) return { kind: 'allow' };
    return { kind: 'redirect', to: loginRedirect(i.loginPath, i.path, i.query), clearLocal: true };
  }
  if (onLogin) return { kind: 'redirect', to: HOME_PATH };
  if (!i.menusLoaded) return { kind: 'load-menus' };
  if (i.forcedPasswordPath && i.path !== i.forcedPasswordPath && i.path !== '/guide') {
    return { kind: 'redirect', to: `${i.forcedPasswordPath}?tab=password` };
  }
  if (i.parentClosed) return { kind: 'deny', message: '暂无权限' };
  return { kind: 'allow' };
}
