import { expect, type Locator, type Page } from '@playwright/test';
import userEn from '../../apps/web/src/features/users/locales/en.json' with { type: 'json' };
import userZhCn from '../../apps/web/src/features/users/locales/zh-cn.json' with { type: 'json' };
import userZhTw from '../../apps/web/src/features/users/locales/zh-tw.json' with { type: 'json' };
import type { Lang } from '../texts';
import { chooseOption } from './org-page';
import { named } from './shell-page';

const TEXTS = { 'zh-cn': userZhCn, en: userEn, 'zh-tw': userZhTw } as const;

export interface UserFields {
  account: string;
  realName: string;
  phone?: string;
  /** Role names as the role select lists them, e.g. 学校管理员. */
  roles: string[];
}

/** User management (/system/user): the scope's tree, the users table, the user form and the password result. */
export class UserPage {
  constructor(
    readonly page: Page,
    readonly lang: Lang = 'zh-cn',
  ) {}

  get t() {
    return TEXTS[this.lang];
  }

  get root(): Locator {
    return this.page.getByTestId('user-page');
  }

  treeNode(name: string): Locator {
    return this.root.getByRole('tree').getByRole('treeitem').filter({ hasText: name });
  }

  row(text: string): Locator {
    return this.root.getByRole('row').filter({ hasText: text });
  }

  get dialog(): Locator {
    return this.page.getByRole('dialog', { name: this.t.addTitle });
  }

  field(label: string): Locator {
    return this.dialog.getByLabel(named(label));
  }

  async openAdd(): Promise<Locator> {
    await this.root.getByRole('button', { name: named(this.t.add) }).click();
    await expect(this.dialog).toBeVisible();
    return this.dialog;
  }

  async fill(u: UserFields): Promise<void> {
    const f = this.t.fields;
    await this.field(f.account).fill(u.account);
    await this.field(f.realName).fill(u.realName);
    if (u.phone) await this.field(f.phone).fill(u.phone);
    await this.field(f.roles).click();
    for (const role of u.roles) await chooseOption(this.page, role);
    await this.field(f.roles).press('Escape');
  }

  async save(): Promise<void> {
    await this.dialog.getByRole('button', { name: named(this.t.actions.ok) }).click();
  }

  /** The first or reset password the server returned, as the result dialog shows it once. */
  async shownPassword(): Promise<string> {
    const result = this.page.getByTestId('password-result');
    await expect(result).toBeVisible();
    const password = (await result.getByTestId('new-password').innerText()).trim();
    await this.page.getByRole('button', { name: named(this.t.actions.close) }).click();
    await expect(result).toBeHidden();
    return password;
  }
}
