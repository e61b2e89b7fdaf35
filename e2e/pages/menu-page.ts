import { expect, type Locator, type Page } from '@playwright/test';
import { escapeRegExp, type Lang, type Texts, texts } from '../texts';
import { named } from './shell-page';

export interface MenuFields {
  title?: string;
  name?: string;
  path?: string;
  component?: string;
  permission?: string;
  orderNo?: number;
}

/** Menu management (/system/menu): the menu tree table and its add/edit form. */
export class MenuPage {
  constructor(
    readonly page: Page,
    readonly lang: Lang = 'zh-cn',
  ) {}

  get t(): Texts['menu'] {
    return texts(this.lang).menu;
  }

  get root(): Locator {
    return this.page.getByTestId('menu-page');
  }

  /** The tree table's row of a menu, by its exact title. */
  row(title: string): Locator {
    return this.root.getByRole('row').filter({ has: this.page.getByText(title, { exact: true }) });
  }

  /** The add/edit form (an antd Modal), by the start of its title. */
  dialog(title: string): Locator {
    return this.page.getByRole('dialog', { name: new RegExp(`^${escapeRegExp(title)}`) });
  }

  /** A form field by its label ("* " marks required ones; a help icon may follow). */
  field(dialog: Locator, label: string): Locator {
    return dialog.getByLabel(new RegExp(`^(\\* )?${escapeRegExp(label)}`));
  }

  private async fill(dialog: Locator, values: MenuFields): Promise<void> {
    const labels: Record<keyof MenuFields, string> = {
      title: this.t.fields.title,
      name: this.t.fields.name,
      path: this.t.fields.path,
      component: this.t.fields.component,
      permission: this.t.fields.permission,
      orderNo: this.t.fields.orderNo,
    };
    for (const [key, value] of Object.entries(values) as [keyof MenuFields, string | number | undefined][]) {
      if (value !== undefined) await this.field(dialog, labels[key]).fill(String(value));
    }
  }

  /** Type radio of the form: 1 directory, 2 menu, 3 button. */
  typeRadio(dialog: Locator, type: 1 | 2 | 3): Locator {
    return dialog.getByRole('radio', { name: this.t.types[String(type) as '1' | '2' | '3'], exact: true });
  }

  async save(dialog: Locator): Promise<void> {
    await dialog.getByRole('button', { name: named(this.t.actions.ok) }).click();
    await expect(dialog).toBeHidden();
  }

  /** Opens "add child" on a row; returns the form. */
  async addChild(parentTitle: string): Promise<Locator> {
    await this.row(parentTitle)
      .getByRole('button', { name: named(this.t.actions.addChild) })
      .click();
    const dialog = this.dialog(this.t.addChildTitle.replace('{{title}}', parentTitle));
    await expect(dialog).toBeVisible();
    return dialog;
  }

  async addChildWith(parentTitle: string, values: MenuFields): Promise<Locator> {
    const dialog = await this.addChild(parentTitle);
    await this.fill(dialog, values);
    return dialog;
  }

  async edit(title: string, values: MenuFields): Promise<void> {
    await this.row(title)
      .getByRole('button', { name: named(this.t.actions.edit) })
      .click();
    const dialog = this.dialog(this.t.editTitle);
    await expect(dialog).toBeVisible();
    await this.fill(dialog, values);
    await this.save(dialog);
  }

  async delete(title: string): Promise<Locator> {
    await this.row(title)
      .getByRole('button', { name: named(this.t.actions.delete) })
      .click();
    const confirm = this.page
      .getByRole('dialog')
      .filter({ hasText: this.t.deleteConfirmTitle.replace('{{title}}', title) });
    await expect(confirm).toBeVisible();
    return confirm;
  }
}
