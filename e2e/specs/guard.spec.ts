import { expect, HOME_PATH, landAfterLogin, loginAs, test } from '../fixtures';
import { LoginPage } from '../pages/login-page';
import { texts } from '../texts';

const SESSION_KEYS = ['meiyu:access-token', 'meiyu:userInfos', 'meiyu:userRole', 'meiyu:constList', 'meiyu:dictList'];

test.describe('navigation guard', () => {
  test('without a token /system/dict goes to the login path with redirect and params, local data cleared', async ({
    page,
  }) => {
    // leftovers of an earlier session (no valid token: an empty one)
    await page.goto('/login');
    await page.evaluate((keys) => {
      for (const k of keys) localStorage.setItem(k, k.endsWith('access-token') ? '""' : '{"stale":true}');
    }, SESSION_KEYS);

    const login = new LoginPage(page);
    await page.goto('/system/dict?type=gender&page=2');
    await expect(page).toHaveURL(/\/login\?/);
    const url = new URL(page.url());
    expect(url.pathname).toBe('/login');
    expect(url.searchParams.get('redirect')).toBe('/system/dict');
    expect(JSON.parse(url.searchParams.get('params') ?? 'null')).toEqual({ type: 'gender', page: '2' });
    const left = await page.evaluate((keys) => keys.filter((k) => localStorage.getItem(k) !== null), SESSION_KEYS);
    expect(left).toEqual([]);
    await expect(login.submitButton).toBeVisible();

    // signing in from there returns to the page asked for, with its query
    await login.submitAccount('admin', 'Meiyu@2026');
    await expect(page).toHaveURL(/\/system\/dict\?/);
    await landAfterLogin(page);
    const back = new URL(page.url());
    expect(back.searchParams.get('type')).toBe('gender');
    expect(back.searchParams.get('page')).toBe('2');
    await expect(page.getByTestId('dict-page')).toBeVisible();
  });

  test('an unknown path without a token also goes to the login path', async ({ page }) => {
    await page.goto('/no/such/page');
    await expect(page).toHaveURL(/\/login\?redirect=%2Fno%2Fsuch%2Fpage&params=%7B%7D$/);
  });

  test('the allow list is reachable without a token', async ({ page }) => {
    const shell = texts().shell;
    await page.goto('/guide');
    await expect(page).toHaveURL('/guide');
    await expect(page.getByRole('heading', { name: shell.guide.title })).toBeVisible();

    for (const path of ['/questionPaperManagement/QuestionPaperForm', '/questionPaperManagement/success']) {
      await page.goto(path);
      // the questionnaire module is not delivered yet: the path stays (no login redirect) and shows the not-found page
      await expect(page.getByRole('button', { name: shell.notFound.backHome })).toBeVisible();
      expect(new URL(page.url()).pathname).toBe(path);
    }
  });

  test('with a token, the login path redirects to the landing page', async ({ page }) => {
    await loginAs(page, 'district01');
    await page.goto('/login');
    await expect(page).toHaveURL(HOME_PATH);
    await page.goto('/login?redirect=%2Fsystem%2Fdict');
    await expect(page).toHaveURL(HOME_PATH);
    await expect(page.getByRole('banner')).toBeVisible();
  });
});
