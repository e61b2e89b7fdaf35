import type { Request } from '@playwright/test';
import { ACCOUNTS, type Account, expect, HOME_PATH, landAfterLogin, test } from '../fixtures';
import { LoginPage } from '../pages/login-page';
import { ShellPage } from '../pages/shell-page';
import { texts } from '../texts';

/** What each account's menu shows: top-level entries with their visible children. */
const EDUCATION_MENU = { 工作台: ['工作台'], 系统管理: ['字典管理'] };
const EXPECTED: Record<Account, { menu: Record<string, string[]>; absent: string[] }> = {
  superadmin: { menu: { 工作台: ['工作台'], 系统管理: ['菜单管理', '字典管理'] }, absent: ['素质测评'] },
  admin: { menu: { 工作台: ['工作台'], 系统管理: ['菜单管理', '字典管理'] }, absent: ['素质测评'] },
  province01: { menu: EDUCATION_MENU, absent: ['菜单管理'] },
  city01: { menu: EDUCATION_MENU, absent: ['菜单管理'] },
  district01: { menu: EDUCATION_MENU, absent: ['菜单管理'] },
  school01: { menu: { 工作台: ['工作台'] }, absent: ['菜单管理', '字典管理', '素质测评'] },
  teacher01: { menu: { 工作台: ['工作台'] }, absent: ['菜单管理', '字典管理', '素质测评'] },
  expert01: { menu: { 工作台: ['工作台'] }, absent: ['菜单管理', '字典管理', '素质测评'] },
  student01: {
    // the fixed student menu of the specification, never fetched
    menu: {
      工作台: ['工作台'],
      素质测评: ['学生端素质测评', '学生端技能测评', '学生端成长档案'],
      问卷调查: ['问卷列表'],
    },
    absent: ['系统管理', '菜单管理', '字典管理'],
  },
};

for (const account of Object.keys(ACCOUNTS) as Account[]) {
  test(`${account} signs in through the real contract and gets its menu`, async ({ page }) => {
    const calls: Request[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/api/')) calls.push(r);
    });
    const login = new LoginPage(page);
    await login.goto();
    await login.fillAccount(account, ACCOUNTS[account].password);
    const captchaId = await login.currentCaptchaId();
    const [loginResponse] = await Promise.all([
      page.waitForResponse((r) => r.url().endsWith('/api/sysAuth/login')),
      login.submitButton.click(),
    ]);

    // the password travels SM2-encrypted (hex ciphertext), with the captcha's id and answer
    const body = loginResponse.request().postDataJSON() as Record<string, unknown>;
    expect(body.account).toBe(account);
    expect(body.password).not.toContain(ACCOUNTS[account].password);
    expect(String(body.password)).toMatch(/^[0-9a-f]{192,}$/i);
    expect(String(body.codeId)).toBe(captchaId);
    expect(body.code).toMatch(/^-?\d+$/);
    const headers = loginResponse.headers();
    expect(headers['access-token']).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(headers['x-access-token']).toBeTruthy();

    await expect(page).toHaveURL(HOME_PATH);
    await landAfterLogin(page);
    const shell = new ShellPage(page);
    await expect(shell.userButton(ACCOUNTS[account].realName)).toBeVisible();
    const stored = await page.evaluate(() => ({
      access: localStorage.getItem('meiyu:access-token'),
      refresh: localStorage.getItem('meiyu:x-access-token'),
    }));
    expect(stored.access).toBeTruthy();
    expect(stored.refresh).toBeTruthy();

    // the menu tree: fetched from the server, except for students, whose menu is built in
    const paths = calls.map((r) => new URL(r.url()).pathname);
    if (account === 'student01') expect(paths).not.toContain('/api/sysMenu/loginMenuTree');
    else expect(paths).toContain('/api/sysMenu/loginMenuTree');

    // the home variant of the role (education, school, teacher, expert, student)
    const home = texts().home;
    await expect(page.getByText(home.roleIntro[ACCOUNTS[account].role], { exact: true })).toBeVisible();

    const expected = EXPECTED[account];
    for (const [dir, children] of Object.entries(expected.menu)) {
      await expect(shell.menuItem(dir)).toBeVisible();
      for (const child of children) {
        const item = shell.menuItems(child).last();
        if (!(await item.isVisible())) await shell.menuItem(dir).click();
        await expect(item).toBeVisible();
      }
    }
    for (const title of expected.absent) {
      await expect(shell.menuItems(title)).toHaveCount(0);
    }
    await page.screenshot({ path: `/tmp/e2e-accounts-${account}.png` });
  });
}

// Seed section 4: "Students never call the user-info service". The server's token carries no role claim
// (apps/server/src/core/auth/claims.ts), so apps/web/src/core/role.ts roleFromClaims() returns null and
// apps/web/src/core/session-store.ts loadSession() calls /api/sysAuth/userInfo (and watermarkConfig) for students.
test.fixme('student01 never calls userInfo (token has no role claim: session-store.ts loadSession calls it)', async ({
  page,
}) => {
  const paths: string[] = [];
  page.on('request', (r) => paths.push(new URL(r.url()).pathname));
  const login = new LoginPage(page);
  await login.goto();
  await login.submitAccount('student01', ACCOUNTS.student01.password);
  await expect(page).toHaveURL(HOME_PATH);
  await expect(new ShellPage(page).menuItem('问卷调查')).toBeVisible();
  expect(paths).not.toContain('/api/sysAuth/userInfo');
});
