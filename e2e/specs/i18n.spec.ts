import { ACCOUNTS, expect, landAfterLogin, loginAs, test } from '../fixtures';
import { LoginPage } from '../pages/login-page';
import { chooseLanguage, named, ShellPage } from '../pages/shell-page';
import { fill, type Lang, menuTitle, SERVER_ERRORS, texts } from '../texts';

/** antd's own texts (its locale packs, not ours): the pagination quick jumper and the empty table. */
const ANTD = {
  'zh-cn': { jumpTo: '跳至', page: '页', empty: '暂无数据' },
  en: { jumpTo: 'Go to', page: 'Page', empty: 'No data' },
  'zh-tw': { jumpTo: '跳至', page: '頁', empty: '暫無資料' },
} as const satisfies Record<Lang, Record<string, string>>;

test.describe('language switching', () => {
  test('the login page and the server errors follow the language (en, zh-tw, zh-cn)', async ({ page }) => {
    const login = new LoginPage(page);
    await login.goto();
    const account = 'province01';
    let fetched = 0;
    for (const lang of ['en', 'zh-tw', 'zh-cn'] as const) {
      await chooseLanguage(page, page.getByRole('button', { name: texts(login.lang).shell.topBar.language }), lang);
      login.lang = lang;
      const t = texts(lang).login;
      await expect(page.getByRole('heading', { name: t.title, exact: true })).toBeVisible();
      await expect(login.accountTab).toBeVisible();
      await expect(page.getByText(t.browserNote)).toBeVisible();

      // a wrong password: the server answers in the UI language (Accept-Language)
      fetched = login.fetched;
      const sent = page.waitForRequest((r) => r.url().endsWith('/api/sysAuth/login'));
      await login.submitAccount(account, 'Wrong@2026');
      expect((await sent).headers()['accept-language']).toBe(lang);
      await expect(login.toast(SERVER_ERRORS.wrongPassword[lang])).toBeVisible();
      await login.currentCaptchaId(fetched);
      if (lang === 'en') await page.screenshot({ path: '/tmp/e2e-i18n-login-en.png' });
    }
    // the right password signs in (and clears the failure count)
    await login.passwordInput.fill(ACCOUNTS[account].password);
    await login.captchaInput.fill(await login.captchaSolution(fetched + 1));
    await login.submitButton.click();
    await landAfterLogin(page);
    await expect(new ShellPage(page).menuItem('系统管理')).toBeVisible();
  });

  test('menus, shell texts and antd components change with the language, and the choice persists', async ({
    page,
    shell,
  }) => {
    await loginAs(page, 'admin');
    await shell.openMenu('系统管理', '字典管理');
    const dict = page.getByTestId('dict-page');
    await expect(dict).toBeVisible();

    for (const lang of ['en', 'zh-tw', 'zh-cn'] as const) {
      await shell.switchLanguage(lang);
      const t = texts(lang);
      // menu titles and the tags view
      await expect(shell.menuItem('系统管理')).toBeVisible();
      await expect(shell.menuItem('字典管理')).toBeVisible();
      await expect(shell.tag('工作台')).toBeVisible();
      await expect(shell.tag('字典管理')).toBeVisible();
      await expect(page.getByRole('banner').getByText(menuTitle('字典管理', lang), { exact: true })).toBeVisible();
      // shell texts
      await expect(shell.settingsButton).toBeVisible();
      await expect(page.getByText(fill(t.shell.footer.text, { year: new Date().getFullYear() }))).toBeVisible();
      // the page's own texts
      await expect(dict.getByRole('button', { name: named(t.dict.types.add) })).toBeVisible();
      await expect(dict.getByText(fill(t.common.table.pageSize, { size: 20 }))).toBeVisible();
      // antd's own texts: the pagination quick jumper, and the empty table
      await expect(dict.getByRole('textbox', { name: ANTD[lang].page, exact: true })).toBeVisible();
      await expect(dict.getByText(new RegExp(`^${ANTD[lang].jumpTo}`))).toBeVisible();
      await dict.getByPlaceholder(t.dict.placeholders.name).fill('no-such-dictionary');
      await dict.getByRole('button', { name: named(t.dict.actions.search) }).click();
      await expect(dict.getByRole('img', { name: ANTD[lang].empty, exact: true })).toBeVisible();
      await dict.getByRole('button', { name: named(t.dict.actions.reset) }).click();
      await expect(dict.getByRole('img', { name: ANTD[lang].empty, exact: true })).toHaveCount(0);
      expect((await shell.themeConfig()).globalI18n).toBe(lang);
      if (lang === 'en') await page.screenshot({ path: '/tmp/e2e-i18n-shell-en.png' });
      if (lang === 'zh-tw') await page.screenshot({ path: '/tmp/e2e-i18n-shell-zh-tw.png' });
    }

    // persisted: a reload keeps English
    await shell.switchLanguage('en');
    await page.reload();
    await expect(shell.menuItem('字典管理')).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  });

  test('a server error on the lock screen arrives in the UI language', async ({ page, shell }) => {
    await loginAs(page, 'city01');
    await shell.switchLanguage('en');
    const clock = await shell.lockViaSettings();
    await clock.click();
    const password = shell.lockPassword;
    await password.fill('Wrong@2026');
    await password.press('Enter');
    await expect(page.getByText(SERVER_ERRORS.wrongPassword.en, { exact: true })).toBeVisible();
    await password.fill(ACCOUNTS.city01.password);
    await password.press('Enter');
    await expect(page.getByRole('banner')).toBeVisible();
  });
});
