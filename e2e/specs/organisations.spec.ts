import homeZhCn from '../../apps/web/src/features/home/locales/zh-cn.json' with { type: 'json' };
import personalZhCn from '../../apps/web/src/features/personal-center/locales/zh-cn.json' with { type: 'json' };
import { expect, landAfterLogin, loginAs, newContext, test, toast } from '../fixtures';
import { LoginPage } from '../pages/login-page';
import { OrgPage } from '../pages/org-page';
import { named, ShellPage } from '../pages/shell-page';
import { UserPage } from '../pages/user-page';

test.describe('organisations, people and permissions', () => {
  test('a district officer creates a school and its admin, and that admin signs in', async ({
    page,
    shell,
    browser,
  }) => {
    const suffix = Date.now().toString(36).slice(-5);
    const school = { name: `南明区艺术实验学校${suffix}`, code: `nm-art-${suffix}` };
    const admin = { account: `head${suffix}`, realName: '林校长', phone: `139${String(Date.now()).slice(-8)}` };

    // district01 (南明区教育局) sees its own district and nothing above it.
    await loginAs(page, 'district01');
    await shell.openMenu('系统管理', '机构管理');
    const orgs = new OrgPage(page);
    await expect(orgs.root).toBeVisible();
    await expect(orgs.treeNode('南明区教育局')).toBeVisible();
    await expect(orgs.treeNode('云岩区教育局')).toHaveCount(0);

    // A new primary school below the bureau: the form proposes the bureau and its district (南明区).
    const form = await orgs.openAdd();
    await expect(form.getByText('南明区教育局').first()).toBeVisible();
    await expect(form.getByText('贵州省/贵阳市/南明区')).toBeVisible();
    await orgs.fillSchool({
      ...school,
      type: '普通小学',
      address: '贵阳市南明区箭道街18号',
      contactPerson: '林校长',
      contactPhone: '0851-5551234',
      geographicalType: '城镇',
    });
    await page.screenshot({ path: '/tmp/e2e-org-add.png' });
    await orgs.save();
    await expect(toast(page, orgs.t.messages.added)).toBeVisible();
    await expect(form).toBeHidden();
    await expect(orgs.row(school.code)).toContainText(school.name);
    await expect(orgs.row(school.code)).toContainText('贵州省/贵阳市/南明区');
    await expect(orgs.treeNode(school.name)).toBeVisible();

    // The same code again: the server refuses it with its coded message, and the form stays open.
    await orgs.openAdd();
    await orgs.fillSchool({ name: `${school.name}分校`, code: school.code, type: '普通小学' });
    await orgs.save();
    await expect(toast(page, /\[D2002\]/)).toBeVisible();
    await expect(orgs.dialog).toBeVisible();
    await orgs.dialog.getByRole('button', { name: named(orgs.t.actions.cancel) }).click();

    // Its admin: a user with the school_admin role in that school; the server returns the first password once.
    await shell.openMenu('系统管理', '用户管理');
    const users = new UserPage(page);
    await expect(users.root).toBeVisible();
    await users.treeNode(school.name).click();
    const userForm = await users.openAdd();
    await expect(userForm.getByText(school.name).first()).toBeVisible();
    await users.fill({ ...admin, roles: ['学校管理员'] });
    await users.save();
    const firstPassword = await users.shownPassword();
    expect(firstPassword).toMatch(/^[A-Za-z\d!@#$%^&.*]{6,16}$/);
    await expect(users.row(admin.account)).toContainText(admin.realName);
    await expect(users.row(admin.account)).toContainText('学校管理员');
    await expect(users.row(admin.account)).toContainText(school.name);
    await page.screenshot({ path: '/tmp/e2e-user-added.png' });

    // The new admin signs in with that password, must choose its own, then works inside its school only.
    const context = await newContext(browser);
    const head = await context.newPage();
    const login = new LoginPage(head);
    await login.goto();
    await login.submitAccount(admin.account, firstPassword);
    await landAfterLogin(head);
    const texts = personalZhCn.password;
    await expect(head.getByText(texts.forcedTitle)).toBeVisible();
    const newPassword = `Art@${suffix}1`;
    await head.getByLabel(named(texts.old)).fill(firstPassword);
    await head.getByLabel(named(texts.new)).fill(newPassword);
    await head.getByLabel(named(texts.confirm)).fill(newPassword);
    await head.getByRole('button', { name: named(texts.submit) }).click();
    await expect(toast(head, texts.changed)).toBeVisible();
    // The app signs out by itself and reloads on the login page (the page object reads the captcha on screen).
    await head.waitForURL((u) => u.pathname.startsWith('/login'));
    await expect(login.submitButton).toBeVisible();
    await login.submitAccount(admin.account, newPassword);
    await landAfterLogin(head);
    const headShell = new ShellPage(head);
    await expect(headShell.userButton(admin.realName)).toBeVisible();
    await expect(head.getByText(homeZhCn.roleIntro.school, { exact: true })).toBeVisible();
    await headShell.openMenu('系统管理', '机构管理');
    const own = new OrgPage(head);
    await expect(own.treeNode(school.name)).toBeVisible();
    await expect(own.treeNode('南明区教育局')).toHaveCount(0);
    await expect(own.row(school.code)).toHaveCount(1);
    await expect(own.root.getByRole('row')).toHaveCount(2);
    await head.screenshot({ path: '/tmp/e2e-school-admin-org.png' });
    await context.close();
  });
});
