import { describe, expect, it } from 'vitest';
import { documentTitle } from './document-title';

describe('documentTitle', () => {
  it('joins page title and global title', () => {
    expect(documentTitle({ isLoginPath: false, loginTitle: '登录', pageTitle: '字典管理', globalTitle: '美育' })).toBe(
      '字典管理 - 美育',
    );
  });
  it('uses the route meta title on the login path', () => {
    expect(documentTitle({ isLoginPath: true, loginTitle: '登录', pageTitle: 'x', globalTitle: '美育' })).toBe(
      '登录 - 美育',
    );
  });
  it('falls back to the global title', () => {
    expect(documentTitle({ isLoginPath: false, loginTitle: '登录', pageTitle: null, globalTitle: '美育' })).toBe(
      '美育',
    );
  });
});
