import { loginAs, test } from '../fixtures';

test('probe', async ({ page }) => {
  page.on('pageerror', (e) => console.log('pageerror', e.message));
  page.on('console', (m) => console.log('console', m.type(), m.text().slice(0, 300)));
  page.on('request', (r) => r.url().includes('/api/') && console.log('req', r.url()));
  try {
    await loginAs(page, 'admin');
  } catch {
    console.log('after login', page.url());
    await page.reload();
    await page.waitForTimeout(3000);
    await page.screenshot({ path: '/tmp/e2e-probe.png' });
    console.log(await page.evaluate(() => Object.keys(localStorage)));
  }
});
