import { expect, loginAs, test, toast } from '../fixtures';
import { DictPage } from '../pages/dict-page';
import { named } from '../pages/shell-page';

test.describe('dictionaries', () => {
  test('admin adds a type and an item, edits, disables and deletes them', async ({ page, shell }) => {
    const suffix = Date.now().toString(36);
    const code = `e2e_${suffix}`;
    const name = `端到端字典${suffix}`;
    await loginAs(page, 'admin');
    await shell.openMenu('系统管理', '字典管理');
    const dict = new DictPage(page);
    await expect(dict.root).toBeVisible();
    const t = dict.t;

    // add a type
    await dict.addType({ name, code, orderNo: 999, remark: '由浏览器测试创建' });
    await expect(toast(page, t.messages.added)).toBeVisible();
    await dict.search(name);
    const row = dict.typeRow(code);
    await expect(row).toHaveCount(1);
    await expect(row).toContainText(name);
    await expect(row).toContainText(t.status.enabled);
    // it is stored: still there after a reload
    await page.reload();
    await dict.root.getByPlaceholder(t.fields.code).fill(code);
    await dict.root.getByRole('button', { name: named(t.actions.search) }).click();
    await expect(dict.typeRow(code)).toHaveCount(1);
    await expect(dict.typeRow(code)).toContainText(name);

    // add an item
    const drawer = await dict.openItems(code, name);
    await expect(drawer.getByText(t.items.subtitle.replace('{{code}}', code))).toBeVisible();
    await dict.addItem(drawer, { value: '甲等', code: 'A', orderNo: 10 });
    const item = dict.itemRow(drawer, '甲等');
    await expect(item).toHaveCount(1);
    await expect(item).toContainText('A');
    await page.screenshot({ path: '/tmp/e2e-dict-items.png' });

    // edit the item, disable it, delete it
    await dict.editItem(drawer, '甲等', { value: '甲等（优秀）' });
    await expect(dict.itemRow(drawer, '甲等（优秀）')).toHaveCount(1);
    const itemSwitch = dict.statusSwitch(dict.itemRow(drawer, '甲等（优秀）'));
    await itemSwitch.click();
    await expect(itemSwitch).not.toBeChecked();
    await expect(dict.itemRow(drawer, '甲等（优秀）')).toContainText(t.status.disabled);
    await dict.deleteItem(drawer, '甲等（优秀）', '甲等（优秀）');
    await expect(dict.itemRow(drawer, '甲等')).toHaveCount(0);
    await drawer
      .getByRole('button', { name: named(t.actions.close) })
      .first()
      .click();
    await expect(drawer).toBeHidden();

    // edit the type
    const renamed = `${name}改`;
    await dict.editType(code, { name: renamed, remark: '已修改' });
    await expect(dict.typeRow(code)).toContainText(renamed);
    await expect(dict.typeRow(code)).toContainText('已修改');

    // disable the type
    const typeSwitch = dict.statusSwitch(dict.typeRow(code));
    await typeSwitch.click();
    await expect(toast(page, t.messages.disabled)).toBeVisible();
    await expect(typeSwitch).not.toBeChecked();
    await expect(dict.typeRow(code)).toContainText(t.status.disabled);
    await page.screenshot({ path: '/tmp/e2e-dict-disabled.png' });

    // delete the type
    await dict.deleteType(code, renamed);
    await expect(toast(page, t.messages.deleted)).toBeVisible();
    await expect(dict.typeRow(code)).toHaveCount(0);
  });

  test('a bureau without the add permission sees the list but no add button', async ({ page, shell }) => {
    await loginAs(page, 'city01');
    await shell.openMenu('系统管理', '字典管理');
    const dict = new DictPage(page);
    await expect(dict.typeRow('gender')).toHaveCount(1);
    await expect(dict.root.getByRole('button', { name: named(dict.t.types.add) })).toHaveCount(0);
    await expect(dict.typeRow('gender').getByRole('button', { name: named(dict.t.actions.delete) })).toHaveCount(0);
    await expect(dict.statusSwitch(dict.typeRow('gender'))).toHaveCount(0);
  });
});
