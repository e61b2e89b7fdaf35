import { expect, type Locator, type Page } from '@playwright/test';
import orgEn from '../../apps/web/src/features/organisations/locales/en.json' with { type: 'json' };
import orgZhCn from '../../apps/web/src/features/organisations/locales/zh-cn.json' with { type: 'json' };
import orgZhTw from '../../apps/web/src/features/organisations/locales/zh-tw.json' with { type: 'json' };
import type { Lang } from '../texts';
import { named } from './shell-page';

const TEXTS = { 'zh-cn': orgZhCn, en: orgEn, 'zh-tw': orgZhTw } as const;

export interface SchoolFields {
  name: string;
  code: string;
  /** An org_type dictionary label, e.g. 普通小学. */
  type: string;
  address?: string;
  contactPerson?: string;
  contactPhone?: string;
  /** A geographical_type dictionary label: 城镇 or 农村. */
  geographicalType?: string;
}

/** Picks an option of the antd Select or TreeSelect that is open now. */
export async function chooseOption(page: Page, label: string): Promise<void> {
  await page.locator('.ant-select-dropdown:visible').getByTitle(label, { exact: true }).first().click();
}

/** Organisation management (/system/org): the scope's tree, the organisations table and the organisation form. */
export class OrgPage {
  constructor(
    readonly page: Page,
    readonly lang: Lang = 'zh-cn',
  ) {}

  get t() {
    return TEXTS[this.lang];
  }

  get root(): Locator {
    return this.page.getByTestId('org-page');
  }

  /** The organisation tree on the left. */
  get tree(): Locator {
    return this.root.getByRole('tree');
  }

  treeNode(name: string): Locator {
    return this.tree.getByRole('treeitem').filter({ hasText: name });
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

  /** Fills the open add form; parent and region keep what the form proposes. */
  async fillSchool(s: SchoolFields): Promise<void> {
    const f = this.t.fields;
    await this.field(f.type).click();
    await chooseOption(this.page, s.type);
    await this.field(f.name).fill(s.name);
    await this.field(f.code).fill(s.code);
    if (s.address) await this.field(f.address).fill(s.address);
    if (s.contactPerson) await this.field(f.contactPerson).fill(s.contactPerson);
    if (s.contactPhone) await this.field(f.contactPhone).fill(s.contactPhone);
    if (s.geographicalType) await this.dialog.getByText(s.geographicalType, { exact: true }).click();
  }

  async save(): Promise<void> {
    await this.dialog.getByRole('button', { name: named(this.t.actions.ok) }).click();
  }
}
