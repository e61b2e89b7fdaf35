import { expect, HOME_PATH, loginAs, newContext, test } from '../fixtures';
import { named } from '../pages/shell-page';
import { texts } from '../texts';

const CHROME_49 =
  'Mozilla/5.0 (Windows NT 6.1; WOW64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/49.0.2623.112 Safari/537.36';

test.describe('error and guide pages', () => {
  test('404: the texts in en, zh-cn and zh-tw, and the back-to-home button', async ({ page, shell }) => {
    await loginAs(page, 'admin');

    await shell.switchLanguage('en');
    await page.goto('/no/such/page');
    const en = texts('en').shell.notFound;
    await expect(page.getByText('Wrong address input, please re-enter the address~', { exact: true })).toBeVisible();
    await expect(
      page.getByText('You can check the web address first, and then re-enter or give us feedback.', { exact: true }),
    ).toBeVisible();
    expect(en.title).toBe('Wrong address input, please re-enter the address~');
    await page.screenshot({ path: '/tmp/e2e-404-en.png' });
    await page.getByRole('button', { name: named(en.backHome) }).click();
    await expect(page).toHaveURL(HOME_PATH);
    await expect(page.getByRole('banner')).toBeVisible();

    for (const lang of ['zh-cn', 'zh-tw'] as const) {
      await shell.switchLanguage(lang);
      const t = texts(lang).shell;
      // the user dropdown's 404 entry
      await shell.userMenu('系统管理员', 'page404');
      await expect(page).toHaveURL('/404');
      await expect(page.getByText(t.notFound.title, { exact: true })).toBeVisible();
      await expect(page.getByText(t.notFound.message, { exact: true })).toBeVisible();
      await page.getByRole('button', { name: named(t.notFound.backHome) }).click();
      await expect(page).toHaveURL(HOME_PATH);
    }
  });

  test('401: the text and the re-authorize button, which signs out', async ({ page, shell }) => {
    await loginAs(page, 'city01');
    await shell.switchLanguage('en');
    await shell.userMenu('李市教', 'page401');
    await expect(page).toHaveURL('/401');
    await expect(page.getByText('You are not authorized to operate~', { exact: true })).toBeVisible();
    await page.screenshot({ path: '/tmp/e2e-401-en.png' });
    await page.getByRole('button', { name: named(texts('en').shell.noPermission.reauthorize) }).click();
    await expect(page).toHaveURL(/\/login$/);
    expect(await page.evaluate(() => localStorage.getItem('meiyu:access-token'))).toBeNull();
    // signed out: the app's pages lead back to the login page
    await page.goto(HOME_PATH);
    await expect(page).toHaveURL(/\/login\?redirect=%2Fdashboard%2Fhome/);
    // without a token /401 is not on the allow list either
    await page.goto('/401');
    await expect(page).toHaveURL(/\/login\?redirect=%2F401/);
  });

  test('401 in zh-cn', async ({ page, shell }) => {
    await loginAs(page, 'school01');
    await shell.userMenu('陈校管', 'page401');
    const t = texts('zh-cn').shell.noPermission;
    await expect(page.getByText(t.title, { exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: named(t.reauthorize) })).toBeVisible();
  });

  test('an old browser (Chrome 49) lands on /guide', async ({ browser }) => {
    const context = await newContext(browser, { userAgent: CHROME_49 });
    try {
      const page = await context.newPage();
      const guide = texts().shell.guide;
      for (const path of ['/login', '/dashboard/home', '/system/dict']) {
        await page.goto(path);
        await expect(page).toHaveURL('/guide');
        await expect(page.getByRole('heading', { name: guide.title })).toBeVisible();
      }
      await expect(page.getByText(guide.chrome)).toBeVisible();
      await expect(page.getByText(guide.ieNote)).toBeVisible();
      await page.screenshot({ path: '/tmp/e2e-guide.png' });
    } finally {
      await context.close();
    }
  });

  test('a current browser is not sent to /guide', async ({ page }) => {
    await page.goto('/login');
    await expect(page).toHaveURL('/login');
  });
});
