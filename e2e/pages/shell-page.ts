import { expect, type Locator, type Page } from '@playwright/test';
import { type Lang, LANGUAGE_NAMES, menuTitle, type Texts, texts } from '../texts';

const escape = (s: string): string => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** An accessible name that ends with `text` (menu entries start with their icon's label: "home 工作台"). */
export const named = (text: string): RegExp => new RegExp(`(^|\\s)${escape(text)}$`);

export type LayoutName = 'defaults' | 'classic' | 'transverse' | 'columns';

/** The main layout around every signed-in page: menus, top bar, tags view, settings drawer. */
export class ShellPage {
  lang: Lang;

  constructor(
    readonly page: Page,
    lang: Lang = 'zh-cn',
  ) {
    this.lang = lang;
  }

  get t(): Texts {
    return texts(this.lang);
  }

  // ---- menus -------------------------------------------------------------------------------------------------
  /** The navigation menus (side bar, top bar); each is an antd Menu with role menu. */
  get menus(): Locator {
    return this.page.getByRole('menu');
  }

  /** A menu entry by its server title (translated to the current language). */
  menuItem(title: string): Locator {
    return this.menuItems(title).first();
  }

  /** Every menu entry with this title (a directory and its page may share one). */
  menuItems(title: string): Locator {
    // the accessible name starts with the icon's label ("home 工作台")
    return this.page.getByRole('menuitem', { name: named(menuTitle(title, this.lang)) });
  }

  /** Opens a page through the menu: expands the directory (if any) and clicks the entry. */
  async openMenu(dir: string | null, title: string): Promise<void> {
    if (dir) {
      const item = this.menuItem(title);
      if (!(await item.isVisible())) await this.menuItem(dir).click();
    }
    await this.menuItem(title).click();
  }

  // ---- top bar -----------------------------------------------------------------------------------------------
  get header(): Locator {
    return this.page.getByRole('banner');
  }
  get settingsButton(): Locator {
    return this.page.getByRole('button', { name: this.t.shell.topBar.layoutConfig, exact: true });
  }
  get languageButton(): Locator {
    return this.page.getByRole('banner').getByRole('button', { name: this.t.shell.topBar.language, exact: true });
  }
  get collapseButton(): Locator {
    return this.page.getByRole('button', { name: this.t.shell.topBar.collapseMenu, exact: true });
  }
  /** The user dropdown's trigger shows the user's real name. */
  userButton(realName: string): Locator {
    return this.page.getByRole('banner').getByRole('button', { name: realName });
  }

  async switchLanguage(lang: Lang): Promise<void> {
    await this.languageButton.click();
    await this.page.getByRole('menuitem', { name: LANGUAGE_NAMES[lang], exact: true }).click();
    this.lang = lang;
    await expect(this.languageButton).toBeVisible();
  }

  /** Clicks an entry of the user dropdown (home, personal centre, 404, 401, log out …). */
  async userMenu(realName: string, entry: keyof Texts['shell']['user']): Promise<void> {
    await this.userButton(realName).click();
    await this.page.getByRole('menuitem', { name: named(this.t.shell.user[entry]) }).click();
  }

  // ---- tags view ---------------------------------------------------------------------------------------------
  /** The tags (open pages) of the tags view, by their visible name. */
  get tags(): Locator {
    // the tags are role=tab elements outside any antd Tabs (which wrap theirs in a tablist)
    return this.page.locator('xpath=//*[@role="tab"][not(ancestor::*[@role="tablist"])]');
  }
  tag(title: string): Locator {
    return this.tags.filter({ hasText: new RegExp(`^${escape(menuTitle(title, this.lang))}$`) });
  }
  async tagAction(title: string, action: keyof Texts['shell']['tagsView']): Promise<void> {
    await this.tag(title).click({ button: 'right' });
    await this.contextMenuItem(action).click();
  }
  contextMenuItem(action: keyof Texts['shell']['tagsView']): Locator {
    return this.page.getByRole('menuitem', { name: named(this.t.shell.tagsView[action]) });
  }

  // ---- settings drawer ---------------------------------------------------------------------------------------
  get settingsDrawer(): Locator {
    return this.page.getByRole('dialog', { name: this.t.shell.settings.title });
  }
  async openSettings(): Promise<Locator> {
    await this.settingsButton.click();
    await expect(this.settingsDrawer).toBeVisible();
    return this.settingsDrawer;
  }
  async closeSettings(): Promise<void> {
    await this.settingsDrawer.getByRole('button', { name: 'Close' }).click();
    await expect(this.settingsDrawer).toBeHidden();
  }
  async chooseLayout(layout: LayoutName): Promise<void> {
    const drawer = await this.openSettings();
    await drawer.getByRole('button', { name: this.t.shell.settings.layouts[layout], exact: true }).click();
    await this.closeSettings();
  }
  /** A switch of the drawer, by the label of its row. */
  settingsSwitch(label: string): Locator {
    return this.settingsDrawer.getByText(label, { exact: true }).locator('xpath=..').getByRole('switch');
  }

  /** The persisted theme configuration (localStorage `meiyu:themeConfig`). */
  async themeConfig(): Promise<Record<string, unknown>> {
    return this.page.evaluate(() => JSON.parse(localStorage.getItem('meiyu:themeConfig') ?? '{}'));
  }
}
