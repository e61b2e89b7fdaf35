import { expect, type Locator, type Page } from '@playwright/test';
import { type Lang, type Texts, texts } from '../texts';
import { named } from './shell-page';

export interface DictTypeFields {
  name?: string;
  code?: string;
  orderNo?: number;
  remark?: string;
}

export interface DictItemFields {
  value?: string;
  code?: string;
  orderNo?: number;
}

/** Dictionary management (/system/dict): the types table, the items drawer and their forms. */
export class DictPage {
  constructor(
    readonly page: Page,
    readonly lang: Lang = 'zh-cn',
  ) {}

  get t(): Texts['dict'] {
    return texts(this.lang).dict;
  }

  get root(): Locator {
    return this.page.getByTestId('dict-page');
  }

  async search(name: string): Promise<void> {
    await this.root.getByPlaceholder(this.t.placeholders.name).fill(name);
    await this.root.getByRole('button', { name: named(this.t.actions.search) }).click();
  }

  /** A row of the types table, by a text in it (name or code). */
  typeRow(text: string): Locator {
    return this.root.getByRole('row').filter({ hasText: text });
  }

  /** The add/edit form of a type or item (an antd Modal), by its title. */
  dialog(title: string): Locator {
    return this.page.getByRole('dialog', { name: new RegExp(`^${title}`) });
  }

  private async fillForm(
    dialog: Locator,
    values: Record<string, string | number | undefined>,
    labels: Record<string, string>,
  ) {
    for (const [key, value] of Object.entries(values)) {
      if (value === undefined) continue;
      // required fields are labelled "* name"
      const field = dialog.getByLabel(named(labels[key]));
      await field.fill(String(value));
    }
  }

  async addType(values: DictTypeFields): Promise<void> {
    await this.root.getByRole('button', { name: named(this.t.types.add) }).click();
    const dialog = this.dialog(this.t.types.addTitle);
    await expect(dialog).toBeVisible();
    await this.fillForm(dialog, { ...values }, this.typeLabels);
    await dialog.getByRole('button', { name: named(this.t.actions.ok) }).click();
    await expect(dialog).toBeHidden();
  }

  async editType(rowText: string, values: DictTypeFields): Promise<void> {
    await this.typeRow(rowText)
      .getByRole('button', { name: named(this.t.actions.edit) })
      .click();
    const dialog = this.dialog(this.t.types.editTitle);
    await expect(dialog).toBeVisible();
    await this.fillForm(dialog, { ...values }, this.typeLabels);
    await dialog.getByRole('button', { name: named(this.t.actions.ok) }).click();
    await expect(dialog).toBeHidden();
  }

  private get typeLabels(): Record<string, string> {
    return {
      name: this.t.fields.name,
      code: this.t.fields.code,
      orderNo: this.t.fields.orderNo,
      remark: this.t.fields.remark,
    };
  }

  private get itemLabels(): Record<string, string> {
    return { value: this.t.fields.value, code: this.t.fields.itemCode, orderNo: this.t.fields.orderNo };
  }

  /** Confirms an antd confirm dialog with the danger button (delete). */
  async confirmDelete(title: string): Promise<void> {
    const confirm = this.page.getByRole('dialog').filter({ hasText: title });
    await expect(confirm).toBeVisible();
    await confirm.getByRole('button', { name: named(this.t.actions.delete) }).click();
    await expect(confirm).toBeHidden();
  }

  async deleteType(rowText: string, name: string): Promise<void> {
    await this.typeRow(rowText)
      .getByRole('button', { name: named(this.t.actions.delete) })
      .click();
    await this.confirmDelete(this.t.types.deleteConfirmTitle.replace('{{name}}', name));
  }

  /** The status switch of a row (labelled with the status column's title). */
  statusSwitch(row: Locator): Locator {
    return row.getByRole('switch', { name: this.t.fields.status });
  }

  // ---- items drawer ------------------------------------------------------------------------------------------
  itemsDrawer(typeName: string): Locator {
    return this.page.getByRole('dialog', { name: this.t.items.title.replace('{{name}}', typeName) });
  }

  async openItems(rowText: string, typeName: string): Promise<Locator> {
    await this.typeRow(rowText)
      .getByRole('button', { name: named(this.t.types.items) })
      .click();
    const drawer = this.itemsDrawer(typeName);
    await expect(drawer).toBeVisible();
    return drawer;
  }

  itemRow(drawer: Locator, text: string): Locator {
    return drawer.getByRole('row').filter({ hasText: text });
  }

  async addItem(drawer: Locator, values: DictItemFields): Promise<void> {
    await drawer.getByRole('button', { name: named(this.t.items.add) }).click();
    const dialog = this.dialog(this.t.items.addTitle);
    await expect(dialog).toBeVisible();
    await this.fillForm(dialog, { ...values }, this.itemLabels);
    await dialog.getByRole('button', { name: named(this.t.actions.ok) }).click();
    await expect(dialog).toBeHidden();
  }

  async editItem(drawer: Locator, rowText: string, values: DictItemFields): Promise<void> {
    await this.itemRow(drawer, rowText)
      .getByRole('button', { name: named(this.t.actions.edit) })
      .click();
    const dialog = this.dialog(this.t.items.editTitle);
    await expect(dialog).toBeVisible();
    await this.fillForm(dialog, { ...values }, this.itemLabels);
    await dialog.getByRole('button', { name: named(this.t.actions.ok) }).click();
    await expect(dialog).toBeHidden();
  }

  async deleteItem(drawer: Locator, rowText: string, value: string): Promise<void> {
    await this.itemRow(drawer, rowText)
      .getByRole('button', { name: named(this.t.actions.delete) })
      .click();
    await this.confirmDelete(this.t.items.deleteConfirmTitle.replace('{{name}}', value));
  }
}
