import { expect, type Locator, type Page } from '@playwright/test';
import { escapeRegExp, type Lang, LANGUAGE_NAMES, menuTitle, type Texts, texts } from '../texts';

/**
 * An accessible name that ends with `text`: menu entries and icon buttons start with their icon's label
 * ("home 工作台"), and antd spaces out a button text of two Chinese characters ("保存" shows as "保 存").
 */
export const named = (text: string): RegExp => {
  const body = /^[\u4e00-\u9fff]{2}$/.test(text) ? `${text[0]}\\s?${text[1]}` : escapeRegExp(text);
  return new RegExp(`(^|\\s)${body}$`);
};

/**
 * Opens a language dropdown and picks a language. The trigger's tooltip (placement bottom) lies over the first entry
 * while the pointer rests on the button (language-dropdown.tsx), so the pointer leaves the button first, as a user's
 * would on the way down.
 */
export async function chooseLanguage(page: Page, trigger: Locator, lang: Lang): Promise<void> {
  await trigger.click();
  const item = page.getByRole('menuitem', { name: LANGUAGE_NAMES[lang], exact: true });
  await expect(item).toBeVisible();
  await page.mouse.move(0, 0);
  await expect(page.getByRole('tooltip')).toBeHidden();
  await item.click();
}

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
    // An inline sub-menu's title carries aria-expanded: open it only when it is closed. The menu also opens and
    // closes sub-menus by itself when the route changes (accordion), so the whole step is retried until it lands.
    await expect(async () => {
      if (dir) {
        const folder = this.menuItem(dir);
        if ((await folder.getAttribute('aria-expanded', { timeout: 2_000 })) !== 'true') await folder.click();
        await expect(folder).toHaveAttribute('aria-expanded', 'true', { timeout: 1_500 });
      }
      await this.menuItems(title).last().click({ timeout: 2_000 });
    }).toPass({ timeout: 15_000 });
    // the page has opened once its tag shows (when the tags view is on; the home tag is always there)
    if ((await this.tags.count()) > 0) await expect(this.tag(title)).toBeVisible();
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
    await chooseLanguage(this.page, this.languageButton, lang);
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
    return this.tags.filter({ hasText: new RegExp(`^${escapeRegExp(menuTitle(title, this.lang))}$`) });
  }
  async tagAction(title: string, action: keyof Texts['shell']['tagsView']): Promise<void> {
    // one context menu at a time: the previous one may still be fading out
    await expect(this.contextMenuItem('refresh')).toHaveCount(0);
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
    // antd's own close button, labelled in the UI language
    await this.settingsDrawer.getByRole('button', { name: named(this.t.common.actions.close) }).click();
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

  /**
   * Locks the screen from the settings drawer: auto-lock after `seconds` without activity, locking switched on, then
   * no activity. Returns the lock screen's clock ("click or press any key to unlock"). After an unlock the same
   * countdown runs again, so a check right after unlocking has about `seconds - 1` seconds.
   */
  async lockViaSettings(seconds = 4): Promise<Locator> {
    const t = this.t.shell;
    const drawer = await this.openSettings();
    const row = drawer.getByText(t.settings.lockScreenTime, { exact: true }).locator('xpath=..');
    await row.getByRole('spinbutton').fill(String(seconds));
    await row.getByRole('spinbutton').press('Tab');
    await this.settingsSwitch(t.settings.lockScreen).click();
    await expect(this.settingsSwitch(t.settings.lockScreen)).toBeChecked();
    const clock = this.page.getByRole('button', { name: new RegExp(escapeRegExp(t.lock.clickToUnlock)) });
    await expect(clock).toBeVisible({ timeout: (seconds + 6) * 1000 });
    return clock;
  }

  /** The lock screen's password field. */
  get lockPassword(): Locator {
    return this.page.getByPlaceholder(this.t.shell.lock.placeholder);
  }

  /** The persisted theme configuration (localStorage `meiyu:themeConfig`). */
  async themeConfig(): Promise<Record<string, unknown>> {
    return this.page.evaluate(() => JSON.parse(localStorage.getItem('meiyu:themeConfig') ?? '{}'));
  }
}
