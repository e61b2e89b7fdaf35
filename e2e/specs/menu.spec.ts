import { expect, loginAs, test, toast } from '../fixtures';
import { MenuPage } from '../pages/menu-page';
import { named } from '../pages/shell-page';

test.describe('menus', () => {
  test('admin adds a page menu and a button, edits and deletes them', async ({ page, shell }) => {
    const suffix = Date.now().toString(36);
    const title = `端到端页面${suffix}`;
    const path = `/system/e2e${suffix}`;
    const buttonTitle = `端到端按钮${suffix}`;
    const permission = `e2e${suffix}:add`;
    await loginAs(page, 'admin');
    await shell.openMenu('系统管理', '菜单管理');
    const menus = new MenuPage(page);
    await expect(menus.row('字典管理')).toBeVisible();
    const t = menus.t;

    // a page menu under 系统管理: the form proposes the "menu" type for a directory's child
    const pageForm = await menus.addChild('系统管理');
    await expect(menus.typeRadio(pageForm, 2)).toBeChecked();
    await menus.field(pageForm, t.fields.title).fill(title);
    await menus.field(pageForm, t.fields.name).fill(`e2e${suffix}`);
    await menus.field(pageForm, t.fields.path).fill(path);
    await menus.field(pageForm, t.fields.component).fill('/system/dict/index');
    await menus.field(pageForm, t.fields.orderNo).fill('900');
    await menus.save(pageForm);
    await expect(toast(page, t.messages.added)).toBeVisible();
    await expect(menus.row(title)).toBeVisible();
    await expect(menus.row(title)).toContainText(path);
    await expect(menus.row(title)).toContainText(t.types['2']);

    // a button under the new page: the form proposes the "button" type, with a permission code
    await menus.row(title).scrollIntoViewIfNeeded();
    const buttonForm = await menus.addChild(title);
    await expect(menus.typeRadio(buttonForm, 3)).toBeChecked();
    await expect(menus.field(buttonForm, t.fields.path)).toHaveCount(0);
    await menus.field(buttonForm, t.fields.title).fill(buttonTitle);
    await menus.field(buttonForm, t.fields.permission).fill(permission);
    await menus.save(buttonForm);
    // the new page's row may need expanding to show its button
    if (!(await menus.row(buttonTitle).isVisible())) {
      await menus
        .row(title)
        .getByRole('button', { name: /展开|Expand/ })
        .click();
    }
    await expect(menus.row(buttonTitle)).toBeVisible();
    await expect(menus.row(buttonTitle)).toContainText(permission);
    await expect(menus.row(buttonTitle)).toContainText(t.types['3']);
    await page.screenshot({ path: '/tmp/e2e-menu-added.png' });

    // edit the page menu's title
    const renamed = `${title}改`;
    await menus.edit(title, { title: renamed });
    await expect(toast(page, t.messages.updated)).toBeVisible();
    await expect(menus.row(renamed)).toBeVisible();
    await expect(menus.row(title)).toHaveCount(0);

    // the new page shows in the side menu after a reload (menus load once per session) and opens
    await page.reload();
    await shell.openMenu('系统管理', renamed);
    await expect(page).toHaveURL(path);
    await expect(page.getByTestId('dict-page')).toBeVisible();
    await shell.tag('菜单管理').click();
    await expect(menus.row(renamed)).toBeVisible();

    // delete it: its button goes with it
    const confirm = await menus.delete(renamed);
    await expect(confirm).toContainText(t.deleteConfirmContent.replace('{{count}}', '1'));
    await confirm.getByRole('button', { name: named(t.actions.delete) }).click();
    await expect(toast(page, t.messages.deleted)).toBeVisible();
    await expect(menus.row(renamed)).toHaveCount(0);
    await expect(menus.row(buttonTitle)).toHaveCount(0);
  });
});
