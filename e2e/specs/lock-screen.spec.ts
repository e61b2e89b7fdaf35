import type { Locator, Page } from '@playwright/test';
import { ACCOUNTS, expect, loginAs, test } from '../fixtures';
import type { ShellPage } from '../pages/shell-page';
import { SERVER_ERRORS } from '../texts';

test.describe('lock screen', () => {
  test('locks from the settings drawer, refuses a wrong password, unlocks with the right one', async ({
    page,
    shell,
  }) => {
    const t = shell.t.shell;
    await loginAs(page, 'district01');
    await shell.openMenu('系统管理', '字典管理');
    await expect(page.getByTestId('dict-page')).toBeVisible();

    // auto-lock after a few seconds without activity, switched on in the settings drawer;
    // the lock screen takes over: content and drawer hidden
    const clock = await shell.lockViaSettings();
    await expect(page.getByRole('banner')).toBeHidden();
    await expect(shell.settingsDrawer).toBeHidden();
    await page.screenshot({ path: '/tmp/e2e-lock-clock.png' });

    // still locked after a reload
    await page.reload();
    await expect(clock).toBeVisible();
    await expect(page.getByRole('banner')).toBeHidden();

    await clock.click();
    const password = shell.lockPassword;
    await expect(password).toBeVisible();
    await expect(page.getByText(ACCOUNTS.district01.realName, { exact: true }).filter({ visible: true })).toBeVisible();
    await password.fill('not-the-password');
    await password.press('Enter');
    await expect(page.getByText(SERVER_ERRORS.wrongPassword['zh-cn'], { exact: true })).toBeVisible();
    await expect(page.getByRole('banner')).toBeHidden();
    await page.screenshot({ path: '/tmp/e2e-lock-wrong.png' });

    await password.fill(ACCOUNTS.district01.password);
    await password.press('Enter');
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByTestId('dict-page')).toBeVisible();
    // switch locking off again before the countdown runs out (any key or pointer activity restarts it)
    const again = await shell.openSettings();
    await again.getByText(t.settings.lockScreen, { exact: true }).locator('xpath=..').getByRole('switch').click();
    await expect(shell.settingsSwitch(t.settings.lockScreen)).not.toBeChecked();
    expect((await shell.themeConfig()).isLockScreen).toBe(false);
  });

  test('an empty password is refused on the lock screen without calling the server', async ({ page, shell }) => {
    await loginAs(page, 'expert01');
    const password = await lockNow(page, shell);
    let called = false;
    page.on('request', (r) => {
      if (r.url().includes('/api/sysAuth/unLockScreen')) called = true;
    });
    await password.press('Enter');
    await expect(page.getByText(shell.t.shell.lock.required, { exact: true })).toBeVisible();
    expect(called).toBe(false);
  });

  // apps/web/src/shell/lock-screen/lock-screen.tsx:30-35 opens the panel on keydown and the autoFocus password input
  // then receives that same key: Space leaves " " in the field, and Enter sends it as a (counted) wrong password.
  test('the key that opens the password panel is not typed into the password field (lock-screen.tsx:30)', async ({
    page,
    shell,
  }) => {
    await loginAs(page, 'teacher01');
    await lockNow(page, shell, 'key');
    await expect(page.getByPlaceholder(shell.t.shell.lock.placeholder)).toHaveValue('');
  });
});

/** Locks the screen through the settings drawer and opens the password panel (by a click or a key). */
async function lockNow(page: Page, shell: ShellPage, open: 'click' | 'key' = 'click'): Promise<Locator> {
  const clock = await shell.lockViaSettings();
  if (open === 'click') await clock.click();
  else await page.keyboard.press('Space');
  await expect(shell.lockPassword).toBeVisible();
  return shell.lockPassword;
}
