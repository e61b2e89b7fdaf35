import { ACCOUNTS, expect, HOME_PATH, landAfterLogin, loginAs, newContext, test } from '../fixtures';
import { latestSmsCode } from '../db';
import { LoginPage } from '../pages/login-page';
import { ShellPage } from '../pages/shell-page';
import { escapeRegExp, fill, SERVER_ERRORS, texts } from '../texts';

const t = texts().login;

test.describe('login methods', () => {
  test('account + password + captcha: a wrong captcha shows the server error and refreshes the captcha', async ({
    page,
  }) => {
    const login = new LoginPage(page);
    await login.goto();
    const firstId = await login.currentCaptchaId();
    const firstImage = await login.captchaImage.getAttribute('src');
    const right = await login.captchaSolution();
    const wrong = String(Number(right) + 7);

    const before = login.fetched;
    await login.submitAccount('city01', ACCOUNTS.city01.password, wrong);
    await expect(login.toast(SERVER_ERRORS.wrongCaptcha['zh-cn'])).toBeVisible();
    // a new captcha replaced the spent one, and the code field was emptied for it
    const secondId = await login.currentCaptchaId(before);
    expect(secondId).not.toBe(firstId);
    await expect(login.captchaImage).not.toHaveAttribute('src', firstImage ?? '');
    await expect(login.captchaInput).toHaveValue('');
    await expect(page).toHaveURL(/\/login/);

    await login.captchaInput.fill(await login.captchaSolution(before));
    await login.submitButton.click();
    await expect(page).toHaveURL(HOME_PATH);
    await landAfterLogin(page);
    await expect(new ShellPage(page).userButton(ACCOUNTS.city01.realName)).toBeVisible();
  });

  // apps/web/src/app/router.tsx, patchRoutesOnNavigation (lines 122-131): the guard's <Navigate> (route-guard.tsx:87,
  // guard-decision.ts:49) and login-page.tsx:30 navigate() both go to /dashboard/home; the first, aborted, sets
  // `patched = true` but its patch() is dropped (signal aborted), so the second skips patching and the landing page
  // renders the not-found route.
  test('after signing in the landing page shows at once, without a reload', async ({ page }) => {
    const login = new LoginPage(page);
    await login.goto();
    await login.submitAccount('province01', ACCOUNTS.province01.password);
    await expect(page).toHaveURL(HOME_PATH);
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByText(texts().shell.notFound.title)).toHaveCount(0);
  });

  test('account form: required fields are checked before anything is sent', async ({ page }) => {
    const login = new LoginPage(page);
    await login.goto();
    let sent = false;
    page.on('request', (r) => {
      if (r.url().endsWith('/api/sysAuth/login')) sent = true;
    });
    await login.submitButton.click();
    await expect(page.getByText(t.account.accountRequired)).toBeVisible();
    await expect(page.getByText(t.account.passwordRequired)).toBeVisible();
    await expect(page.getByText(t.account.codeRequired)).toBeVisible();
    expect(sent).toBe(false);
  });

  test('mobile + SMS code: get-code button, countdown, sign in as school01', async ({ page }) => {
    const login = new LoginPage(page);
    await login.goto();
    await login.mobileTab.click();
    await login.phoneInput.fill(ACCOUNTS.school01.phone);

    await login.getCodeButton.click();
    await expect(login.toast(t.mobile.codeSent)).toBeVisible();
    // "58秒后重新获取" (antd may leave its loading icon's label in front of it: "loading 58秒后重新获取")
    const countdown = page.getByRole('button', {
      name: new RegExp(`(^|\\s)${escapeRegExp(t.mobile.retryIn).replace(escapeRegExp('{{seconds}}'), '\\d+')}$`),
    });
    await expect(countdown).toBeDisabled();
    const first = Number((await countdown.textContent())?.match(/\d+/)?.[0]);
    expect(first).toBeGreaterThan(55);
    expect(first).toBeLessThanOrEqual(60);
    // it counts down once a second
    await expect(page.getByRole('button', { name: fill(t.mobile.retryIn, { seconds: first - 2 }) })).toBeVisible({
      timeout: 5_000,
    });

    const code = latestSmsCode(ACCOUNTS.school01.phone);
    expect(code).toMatch(/^\d{4,8}$/);
    await login.smsCodeInput.fill(code);
    await page.screenshot({ path: '/tmp/e2e-login-mobile.png' });
    await login.mobileSubmit.click();
    await expect(page).toHaveURL(HOME_PATH);
    await landAfterLogin(page);
    await expect(new ShellPage(page).userButton(ACCOUNTS.school01.realName)).toBeVisible();
  });

  test('scan login: a signed-in phone confirms the ticket and the desktop lands signed in', async ({
    page,
    browser,
  }) => {
    const desktop = new LoginPage(page);
    await desktop.goto();
    const [ticketResponse] = await Promise.all([
      page.waitForResponse((r) => r.url().endsWith('/api/sysAuth/scanTicket')),
      desktop.scanToggle.click(),
    ]);
    const { result } = (await ticketResponse.json()) as { result: { ticket: string } };
    await expect(page.getByRole('heading', { name: t.scan.title })).toBeVisible();
    await expect(desktop.scanText).toBeVisible();
    const qr = desktop.scanText.locator('xpath=..').getByRole('img').first();
    await expect(qr).toBeVisible();
    await page.screenshot({ path: '/tmp/e2e-login-scan-qr.png' });

    // the phone: another browser, signed in as another user, opens the ticket URL of the QR code
    const phoneContext = await newContext(browser, { viewport: { width: 390, height: 844 } });
    try {
      const phone = await phoneContext.newPage();
      await loginAs(phone, 'admin');
      await phone.goto(`/scan-confirm?ticket=${encodeURIComponent(result.ticket)}`);
      await expect(phone.getByRole('heading', { name: t.scan.confirmTitle })).toBeVisible();
      await expect(phone.getByText(ACCOUNTS.admin.realName)).toBeVisible();
      // the desktop sees the code scanned
      await expect(page.getByText(t.scan.scanned)).toBeVisible();
      await phone.getByRole('button', { name: t.scan.confirmButton }).click();
      await expect(phone.getByText(t.scan.confirmed)).toBeVisible();
      await phone.screenshot({ path: '/tmp/e2e-login-scan-phone.png' });
    } finally {
      await phoneContext.close();
    }

    await expect(page).toHaveURL(HOME_PATH);
    await landAfterLogin(page);
    await expect(new ShellPage(page).userButton(ACCOUNTS.admin.realName)).toBeVisible();
  });

  test('scan login: a used ticket cannot be confirmed again', async ({ page, browser }) => {
    const desktop = new LoginPage(page);
    await desktop.goto();
    const [ticketResponse] = await Promise.all([
      page.waitForResponse((r) => r.url().endsWith('/api/sysAuth/scanTicket')),
      desktop.scanToggle.click(),
    ]);
    const { result } = (await ticketResponse.json()) as { result: { ticket: string } };

    const phoneContext = await newContext(browser);
    try {
      const phone = await phoneContext.newPage();
      await loginAs(phone, 'teacher01');
      await phone.goto(`/scan-confirm?ticket=${encodeURIComponent(result.ticket)}`);
      await phone.getByRole('button', { name: t.scan.confirmButton }).click();
      await expect(phone.getByText(t.scan.confirmed)).toBeVisible();
      // a used ticket cannot be confirmed twice
      await phone.goto(`/scan-confirm?ticket=${encodeURIComponent(result.ticket)}`);
      await expect(phone.getByText(t.scan.invalid)).toBeVisible();
    } finally {
      await phoneContext.close();
    }
    await expect(page).toHaveURL(HOME_PATH);
    await landAfterLogin(page);
    await expect(new ShellPage(page).userButton(ACCOUNTS.teacher01.realName)).toBeVisible();
  });
});
