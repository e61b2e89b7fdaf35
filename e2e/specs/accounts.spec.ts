import { ACCOUNTS, type Account, expect, HOME_PATH, landAfterLogin, test } from '../fixtures';
import { LoginPage } from '../pages/login-page';
import { ShellPage } from '../pages/shell-page';
import { texts } from '../texts';

/** The fields of a loginMenuTree entry the side menu shows. */
interface MenuNode {
  title: string;
  type: number;
  status: number;
  meta?: { title?: string | null; isHide?: boolean } | null;
  children?: MenuNode[] | null;
}

/** The students' fixed menu of the specification (section 2), never fetched. */
const STUDENT_MENU: [string, string[]][] = [
  ['工作台', ['工作台']],
  ['素质测评', ['学生端素质测评', '学生端技能测评', '学生端成长档案']],
  ['问卷调查', ['问卷列表']],
];

/** Entries the menu seed gives or withholds per account (apps/server/src/modules/menus/menus.seed.ts). */
const SPOT_CHECKS: Record<Account, { shown: string[]; absent: string[] }> = {
  superadmin: { shown: ['菜单管理', '字典管理'], absent: ['学生端素质测评'] },
  admin: { shown: ['菜单管理', '字典管理'], absent: ['学生端素质测评'] },
  province01: { shown: ['字典管理'], absent: ['菜单管理', '学生端素质测评'] },
  city01: { shown: ['字典管理'], absent: ['菜单管理', '学生端素质测评'] },
  district01: { shown: ['字典管理'], absent: ['菜单管理', '学生端素质测评'] },
  school01: { shown: [], absent: ['菜单管理', '字典管理', '学生端素质测评'] },
  teacher01: { shown: [], absent: ['菜单管理', '字典管理', '学生端素质测评'] },
  expert01: { shown: [], absent: ['菜单管理', '字典管理', '学生端素质测评'] },
  student01: { shown: [], absent: ['系统管理', '菜单管理', '字典管理'] },
};

/** The visible tree as [directory, children] pairs, the way the side menu builds it (hidden, disabled dropped). */
function visible(nodes: MenuNode[]): [string, string[]][] {
  const keep = (list: MenuNode[] | null | undefined) => (list ?? []).filter((m) => m.status !== 2 && !m.meta?.isHide);
  const title = (m: MenuNode) => m.meta?.title ?? m.title;
  return keep(nodes).map((m) => [title(m), keep(m.children).map(title)]);
}

for (const account of Object.keys(ACCOUNTS) as Account[]) {
  test(`${account} signs in through the real contract and gets its menu`, async ({ page }) => {
    const apiPaths: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/api/')) apiPaths.push(new URL(r.url()).pathname);
    });
    const menuTree = page
      .waitForResponse((r) => r.url().endsWith('/api/sysMenu/loginMenuTree'), { timeout: 15_000 })
      .then(async (r) => ((await r.json()) as { result: MenuNode[] }).result)
      .catch(() => null);
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
    expect(String(body.password)).not.toContain(ACCOUNTS[account].password);
    expect(String(body.password)).toMatch(/^[0-9a-f]{192,}$/i);
    expect(String(body.codeId)).toBe(captchaId);
    expect(String(body.code)).toMatch(/^-?\d+$/);
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
    // the home variant of the role (education, school, teacher, expert, student)
    await expect(page.getByText(texts().home.roleIntro[ACCOUNTS[account].role], { exact: true })).toBeVisible();

    // the menu: the server's tree for everyone but students, whose menu is built in
    let expected: [string, string[]][];
    if (account === 'student01') {
      expect(apiPaths).not.toContain('/api/sysMenu/loginMenuTree');
      expected = STUDENT_MENU;
    } else {
      const tree = await menuTree;
      expect(tree, 'loginMenuTree answered').not.toBeNull();
      expected = visible(tree ?? []);
      expect(expected.length).toBeGreaterThan(0);
    }
    const topLevel = page.getByRole('complementary').getByRole('menu').first().locator('xpath=./li');
    await expect(topLevel).toHaveCount(expected.length);
    for (const [dir, children] of expected) {
      const folder = shell.menuItem(dir);
      await expect(folder).toBeVisible();
      if (children.length === 0) continue;
      if ((await folder.getAttribute('aria-expanded')) !== 'true') await folder.click();
      for (const child of children) await expect(shell.menuItems(child).last()).toBeVisible();
    }
    const spot = SPOT_CHECKS[account];
    const titles = expected.flatMap(([dir, children]) => [dir, ...children]);
    for (const title of spot.shown) expect(titles).toContain(title);
    for (const title of spot.absent) await expect(shell.menuItems(title)).toHaveCount(0);
    await page.screenshot({ path: `/tmp/e2e-accounts-${account}.png` });
  });
}

// Seed section 4: "Students never call the user-info service". The server's token carries no role claim
// (apps/server/src/core/auth/claims.ts), so apps/web/src/core/role.ts roleFromClaims() returns null and
// apps/web/src/core/session-store.ts loadSession() calls /api/sysAuth/userInfo (and watermarkConfig) for students.
test('student01 never calls userInfo', async ({ page }) => {
  const paths: string[] = [];
  page.on('request', (r) => paths.push(new URL(r.url()).pathname));
  const login = new LoginPage(page);
  await login.goto();
  await login.submitAccount('student01', ACCOUNTS.student01.password);
  await expect(page).toHaveURL(HOME_PATH);
  await landAfterLogin(page);
  await expect(new ShellPage(page).menuItem('问卷调查')).toBeVisible();
  expect(paths).not.toContain('/api/sysAuth/userInfo');
});
