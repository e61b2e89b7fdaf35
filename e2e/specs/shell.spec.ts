import { expect, loginAs, test } from '../fixtures';
import type { LayoutName, ShellPage } from '../pages/shell-page';

test.describe('tags view', () => {
  test('open several pages, then refresh, close, close others and close all from the context menu', async ({
    page,
    shell,
  }) => {
    await loginAs(page, 'admin');
    await expect(shell.tag('工作台')).toBeVisible();

    await shell.openMenu('系统管理', '菜单管理');
    await expect(page).toHaveURL('/system/menu');
    await expect(page.getByTestId('menu-page')).toBeVisible();
    await shell.openMenu('系统管理', '字典管理');
    await expect(page).toHaveURL('/system/dict');
    await shell.userMenu('系统管理员', 'center');
    await expect(page).toHaveURL('/system/userCenter');
    await expect(shell.tags).toHaveCount(4);
    await expect(shell.tags).toHaveText(['工作台', '菜单管理', '字典管理', '个人中心']);

    // refresh: the page is mounted anew (typed query text is gone)
    await shell.tag('字典管理').click();
    await expect(page).toHaveURL('/system/dict');
    const dict = page.getByTestId('dict-page');
    const nameQuery = dict.getByPlaceholder('请输入字典名称');
    await nameQuery.fill('not searched yet');
    await shell.tagAction('字典管理', 'refresh');
    await expect(nameQuery).toHaveValue('');
    await page.screenshot({ path: '/tmp/e2e-tags-four.png' });

    // close another tag: the current page stays
    await shell.tagAction('菜单管理', 'close');
    await expect(shell.tags).toHaveText(['工作台', '字典管理', '个人中心']);
    await expect(page).toHaveURL('/system/dict');

    // close the current tag: its neighbour opens
    await shell.tagAction('字典管理', 'close');
    await expect(shell.tags).toHaveText(['工作台', '个人中心']);
    await expect(page).toHaveURL('/system/userCenter');

    // close others keeps the fixed home tag and the chosen one
    await shell.openMenu('系统管理', '字典管理');
    await shell.openMenu('系统管理', '菜单管理');
    await expect(shell.tags).toHaveText(['工作台', '个人中心', '字典管理', '菜单管理']);
    await shell.tagAction('字典管理', 'closeOthers');
    await expect(shell.tags).toHaveText(['工作台', '字典管理']);
    await expect(page).toHaveURL('/system/dict');

    // close all leaves the fixed tag and goes to it
    await shell.openMenu('系统管理', '菜单管理');
    await shell.tagAction('菜单管理', 'closeAll');
    await expect(shell.tags).toHaveText(['工作台']);
    await expect(page).toHaveURL('/dashboard/home');
    // the fixed tag cannot be closed
    await shell.tag('工作台').click({ button: 'right' });
    await expect(shell.contextMenuItem('close')).toHaveAttribute('aria-disabled', 'true');
  });
});

/** What each layout looks like to a user: where the logo, the menu and the collapse button are. */
async function expectLayout(page: import('@playwright/test').Page, shell: ShellPage, layout: LayoutName) {
  const banner = page.getByRole('banner');
  const aside = page.getByRole('complementary');
  const logo = page.getByRole('button', { name: '美育测评', exact: true });
  const columnsBar = page.getByRole('navigation').filter({ has: page.getByRole('button', { name: /工作台$/ }) });
  switch (layout) {
    case 'defaults':
      await expect(aside.getByRole('menu').first()).toBeVisible();
      await expect(aside.getByRole('button', { name: '美育测评' })).toBeVisible();
      await expect(banner.getByRole('button', { name: '美育测评' })).toHaveCount(0);
      await expect(shell.collapseButton).toBeVisible();
      break;
    case 'classic':
      await expect(banner.getByRole('button', { name: '美育测评' })).toBeVisible();
      await expect(aside.getByRole('menu').first()).toBeVisible();
      await expect(shell.collapseButton).toBeVisible();
      break;
    case 'transverse':
      await expect(banner.getByRole('button', { name: '美育测评' })).toBeVisible();
      await expect(banner.getByRole('menu').first()).toBeVisible();
      await expect(banner.getByRole('menuitem', { name: /系统管理$/ })).toBeVisible();
      await expect(aside).toHaveCount(0);
      await expect(shell.collapseButton).toHaveCount(0);
      break;
    case 'columns':
      await expect(columnsBar).toBeVisible();
      await expect(columnsBar.getByRole('button', { name: /工作台$/ })).toBeVisible();
      await expect(logo).toHaveCount(0);
      await expect(shell.collapseButton).toBeVisible();
      break;
  }
}

test.describe('layouts', () => {
  for (const layout of ['defaults', 'classic', 'transverse', 'columns'] as const) {
    test(`the ${layout} layout is chosen in the settings drawer and persists across a reload`, async ({
      page,
      shell,
    }) => {
      await loginAs(page, 'admin');
      await shell.openMenu('系统管理', '字典管理');
      await shell.chooseLayout(layout);
      await expectLayout(page, shell, layout);
      expect((await shell.themeConfig()).layout).toBe(layout);
      await page.screenshot({ path: `/tmp/e2e-layout-${layout}.png` });

      await page.reload();
      await expect(page.getByTestId('dict-page')).toBeVisible();
      await expectLayout(page, shell, layout);
      // the drawer shows the layout chosen
      const drawer = await shell.openSettings();
      await expect(
        drawer.getByRole('button', { name: shell.t.shell.settings.layouts[layout], exact: true }),
      ).toBeVisible();
      expect((await shell.themeConfig()).layout).toBe(layout);
    });
  }
});
