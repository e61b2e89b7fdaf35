import { describe, expect, it } from 'vitest';
import { decideNavigation, type GuardInput, loginRedirect } from './guard-decision';

const base: GuardInput = {
  path: '/system/dict',
  query: {},
  hasToken: true,
  loginPath: '/login',
  loginPaths: ['/login', '/login-gz', '/login-cqgxq'],
  browserSupported: true,
  menusLoaded: true,
  parentClosed: false,
  forcedPasswordPath: null,
};
const at = (p: Partial<GuardInput>) => decideNavigation({ ...base, ...p });

describe('decideNavigation', () => {
  it('sends unsupported browsers to /guide', () => {
    expect(at({ browserSupported: false })).toEqual({ kind: 'redirect', to: '/guide' });
    expect(at({ browserSupported: false, path: '/guide' }).kind).not.toBe('redirect');
  });
  it('without a token allows only the login path and the allow list', () => {
    for (const path of [
      '/login',
      '/login-gz',
      '/questionPaperManagement/QuestionPaperForm',
      '/questionPaperManagement/success',
      '/guide',
    ]) {
      expect(at({ hasToken: false, path })).toEqual({ kind: 'allow' });
    }
    expect(at({ hasToken: false, path: '/system/dict', query: { a: '1' }, loginPath: '/login-gz' })).toEqual({
      kind: 'redirect',
      to: loginRedirect('/login-gz', '/system/dict', { a: '1' }),
      clearLocal: true,
    });
  });
  it('builds the redirect and params queries', () => {
    const url = new URL(`http://x${loginRedirect('/login', '/a/b', { id: '2' })}`);
    expect(url.pathname).toBe('/login');
    expect(url.searchParams.get('redirect')).toBe('/a/b');
    expect(JSON.parse(url.searchParams.get('params')!)).toEqual({ id: '2' });
  });
  it('with a token leaves the login path for the landing page', () => {
    expect(at({ path: '/login' })).toEqual({ kind: 'redirect', to: '/dashboard/home' });
  });
  it('loads the menu when empty, then refuses closed parents', () => {
    expect(at({ menusLoaded: false })).toEqual({ kind: 'load-menus' });
    expect(at({ parentClosed: true })).toEqual({ kind: 'deny', message: '暂无权限' });
    expect(at({})).toEqual({ kind: 'allow' });
  });
  it('keeps a user who must change the password on the personal centre', () => {
    expect(at({ forcedPasswordPath: '/system/userCenter' })).toEqual({
      kind: 'redirect',
      to: '/system/userCenter?tab=password',
    });
    expect(at({ forcedPasswordPath: '/system/userCenter', path: '/system/userCenter' })).toEqual({ kind: 'allow' });
  });
});
