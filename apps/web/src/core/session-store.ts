import type { ConstGroup, MenuOutput, SysDictType, UserInfo } from '@meiyu/contract';
import { create } from 'zustand';
import { authApi } from './auth-api';
import { decodeJwt } from './jwt';
import { numericClaim, roleFromClaims, stringClaim, type UserRole, userRoleOf } from './role';
import { LOCAL_KEYS, Local } from './storage';
import { STUDENT_DICT_LIST } from './student-dicts';
import { STUDENT_MENU } from './student-menu';
import { getAccessToken } from './token';

/** Where the menu comes from (theme setting isRequestRoutes: server, otherwise the front-end table). */
export type MenuSource = 'server' | 'frontend';

export interface SessionState {
  userInfos: UserInfo | null;
  userRole: UserRole | null;
  constList: ConstGroup[];
  dictList: SysDictType[];
  /** The button permission list (userInfos.buttons). */
  authBtnList: string[];
  /** The server's watermarkConfig: show the user's real name as the watermark. */
  watermarkEnabled: boolean;
  menus: MenuOutput[];
  menusLoaded: boolean;
  setUserInfos: (u: UserInfo) => void;
  /** Call after a successful forced password change: lifts the personal-centre lock. */
  markPasswordChanged: () => void;
}

const cachedUser = Local.get<UserInfo>(LOCAL_KEYS.userInfos);

export const useSessionStore = create<SessionState>()((set, getState) => ({
  userInfos: cachedUser,
  userRole: Local.get<UserRole>(LOCAL_KEYS.userRole),
  constList: Local.get<ConstGroup[]>(LOCAL_KEYS.constList) ?? [],
  dictList: Local.get<SysDictType[]>(LOCAL_KEYS.dictList) ?? [],
  authBtnList: cachedUser?.buttons ?? [],
  watermarkEnabled: false,
  menus: [],
  menusLoaded: false,
  setUserInfos: (u) => {
    Local.set(LOCAL_KEYS.userInfos, u);
    set({ userInfos: u, authBtnList: u.buttons ?? [] });
  },
  markPasswordChanged: () => {
    const u = getState().userInfos;
    if (u) getState().setUserInfos({ ...u, mustChangePassword: false });
  },
}));

/** A student's user info from the token claims (students never call userInfo). */
function studentFromClaims(claims: Record<string, unknown> | null): UserInfo {
  return {
    id: numericClaim(claims, 'UserId') ?? 0,
    account: stringClaim(claims, 'Account') ?? '',
    realName: stringClaim(claims, 'RealName') ?? stringClaim(claims, 'Account') ?? '',
    phone: null,
    idCardNum: null,
    email: null,
    accountType: numericClaim(claims, 'AccountType') ?? 777,
    avatar: null,
    introduction: null,
    address: null,
    signature: null,
    orgId: numericClaim(claims, 'OrgId') ?? 0,
    orgName: stringClaim(claims, 'OrgName'),
    orgType: stringClaim(claims, 'OrgType'),
    posName: null,
    buttons: [],
    roleIds: [],
    roleCodes: ['student'],
    authorize: false,
    wxexaminable: false,
    // The token says when the initial password must be changed first (students never call userInfo).
    mustChangePassword: claims?.MustChangePwd === true,
  };
}

function persist(userInfos: UserInfo, role: UserRole, constList: ConstGroup[], dictList: SysDictType[]): void {
  Local.set(LOCAL_KEYS.userInfos, userInfos);
  Local.set(LOCAL_KEYS.userRole, role);
  Local.set(LOCAL_KEYS.constList, constList);
  Local.set(LOCAL_KEYS.dictList, dictList);
}

/** Menu loader of the front-end route table, installed by the app (isRequestRoutes = false). */
let frontendMenus: (role: UserRole | null) => MenuOutput[] = () => [];
export function setFrontendMenuTable(fn: (role: UserRole | null) => MenuOutput[]): void {
  frontendMenus = fn;
}

async function fetchMenus(role: UserRole | null, source: MenuSource): Promise<MenuOutput[]> {
  if (role === 'student') return STUDENT_MENU;
  if (source === 'frontend') return frontendMenus(role);
  return (await authApi.loginMenuTree()) ?? [];
}

/**
 * Loads the signed-in user's data once and caches it in localStorage (seed sections 4 and 7):
 * userInfo (not for students), watermarkConfig, constants, all dictionaries and the menu tree.
 * Returns false when userInfo came back null (nothing further happens then).
 */
export async function loadSession(source: MenuSource = 'server'): Promise<boolean> {
  const claims = decodeJwt(getAccessToken());
  let role = roleFromClaims(claims);
  let userInfos: UserInfo;
  let watermarkEnabled = false;
  if (role === 'student') {
    userInfos = studentFromClaims(claims);
  } else {
    const info = await authApi.userInfo();
    if (!info) return false;
    userInfos = info;
    role = userRoleOf(info.roleCodes, info.accountType);
    watermarkEnabled = await authApi
      .watermarkConfig()
      .then((w) => Boolean(w?.watermarkEnabled))
      .catch(() => false);
  }
  const student = role === 'student';
  const [constList, dictList, menus] = await Promise.all([
    authApi.constList().then((c) => c ?? []),
    student ? Promise.resolve(STUDENT_DICT_LIST) : authApi.allDictList().then((d) => d ?? []),
    fetchMenus(role, source),
  ]);
  persist(userInfos, role, constList, dictList);
  useSessionStore.setState({
    userInfos,
    userRole: role,
    constList,
    dictList,
    authBtnList: userInfos.buttons ?? [],
    watermarkEnabled,
    menus,
    menusLoaded: true,
  });
  return true;
}

let menusInFlight: Promise<void> | null = null;

/** Loads the menu when the list is empty (guard rule); the whole session when nothing is cached. */
export function ensureMenus(source: MenuSource = 'server'): Promise<void> {
  menusInFlight ??= loadMenusOnce(source).finally(() => {
    menusInFlight = null;
  });
  return menusInFlight;
}

async function loadMenusOnce(source: MenuSource): Promise<void> {
  const state = useSessionStore.getState();
  if (state.menusLoaded) return;
  if (!state.userInfos || !state.userRole) {
    if (!(await loadSession(source))) useSessionStore.setState({ menus: [], menusLoaded: true });
    return;
  }
  const menus = await fetchMenus(state.userRole, source);
  useSessionStore.setState({ menus, menusLoaded: true });
  if (state.userRole !== 'student') {
    authApi
      .watermarkConfig()
      .then((w) => useSessionStore.setState({ watermarkEnabled: Boolean(w?.watermarkEnabled) }))
      .catch(() => undefined);
  }
}

/** Looks a constant group's items up (constList.find(x => x.code === type).data.result). */
export function constItems(code: string): ConstGroup['data']['result'] {
  return useSessionStore.getState().constList.find((g) => g.code === code)?.data?.result ?? [];
}
