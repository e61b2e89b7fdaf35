import { expect, type Locator, type Page, type Response } from '@playwright/test';
import { captchaAnswer } from '../db';
import { escapeRegExp, type Lang, texts } from '../texts';
import { named } from './shell-page';

/** The login page (/login): account + password + captcha, mobile + SMS code, scan login. */
export class LoginPage {
  /** The captchas the page fetched, oldest first: id and image (bare base64). */
  readonly captchas: { id: string; img: string }[] = [];
  lang: Lang;

  constructor(
    readonly page: Page,
    lang: Lang = 'zh-cn',
  ) {
    this.lang = lang;
    page.on('response', (r) => void this.track(r));
  }

  private async track(r: Response): Promise<void> {
    if (!r.url().includes('/api/sysAuth/captcha') || r.request().method() !== 'GET') return;
    try {
      const body = (await r.json()) as { result?: { id?: string | number; img?: string } | null };
      const { id, img } = body.result ?? {};
      if (id !== undefined && id !== null && img) this.captchas.push({ id: String(id), img });
    } catch {
      // a navigation away disposed the body: nothing to track
    }
  }

  private get t() {
    return texts(this.lang).login;
  }

  async goto(path = '/login'): Promise<void> {
    await this.page.goto(path);
    await expect(this.submitButton).toBeVisible();
  }

  get accountTab(): Locator {
    return this.page.getByRole('tab', { name: this.t.tabs.account });
  }
  get mobileTab(): Locator {
    return this.page.getByRole('tab', { name: this.t.tabs.mobile });
  }
  get accountInput(): Locator {
    return this.page.getByPlaceholder(this.t.account.accountPlaceholder);
  }
  get passwordInput(): Locator {
    // "密码：<demo password>" while demo data is on, else the plain "请输入密码"
    const hint = escapeRegExp(this.t.account.passwordPlaceholder.replace('{{secret}}', ''));
    return this.page.getByPlaceholder(
      new RegExp(`^(${hint}|${escapeRegExp(this.t.account.passwordPlaceholderPlain)}$)`),
    );
  }
  get captchaInput(): Locator {
    return this.page.getByPlaceholder(this.t.account.codePlaceholder).first();
  }
  get captchaImage(): Locator {
    return this.page.getByRole('img', { name: this.t.account.captchaAlt });
  }
  get submitButton(): Locator {
    return this.page.getByRole('tabpanel').getByRole('button', { name: named(this.t.account.submit) });
  }

  /** How many captchas the page has fetched so far. */
  get fetched(): number {
    return this.captchas.length;
  }

  /** The id of the captcha whose image is on screen, once more than `after` captchas were fetched. */
  async currentCaptchaId(after = 0): Promise<string> {
    await expect(this.captchaImage).toBeVisible();
    const shown = async (): Promise<string | null> => {
      if (this.captchas.length <= after) return null;
      const src = (await this.captchaImage.getAttribute('src')) ?? '';
      return [...this.captchas].reverse().find((c) => src.endsWith(c.img))?.id ?? null;
    };
    try {
      await expect.poll(shown, { timeout: 3_000 }).not.toBeNull();
    } catch {
      // fetched before this page object listened: click the image for a new one, as a user may
      await this.captchaImage.click();
      await expect.poll(shown, { message: 'the captcha on screen was fetched' }).not.toBeNull();
    }
    return (await shown()) as string;
  }

  /** Reads the answer of the captcha on screen from the server's database, as a user reads the image. */
  async captchaSolution(after = 0): Promise<string> {
    return captchaAnswer(await this.currentCaptchaId(after));
  }

  /** Fills the account form; `code` defaults to the right captcha answer. */
  async fillAccount(account: string, password: string, code?: string): Promise<void> {
    await this.accountInput.fill(account);
    await this.passwordInput.fill(password);
    const answer = code ?? (await this.captchaSolution());
    await this.captchaInput.fill(answer);
  }

  async submitAccount(account: string, password: string, code?: string): Promise<void> {
    await this.fillAccount(account, password, code);
    await this.submitButton.click();
  }

  // mobile login
  get phoneInput(): Locator {
    return this.page.getByPlaceholder(this.t.mobile.phonePlaceholder);
  }
  get smsCodeInput(): Locator {
    return this.page.getByRole('tabpanel').getByPlaceholder(this.t.mobile.codePlaceholder);
  }
  get getCodeButton(): Locator {
    return this.page.getByRole('button', { name: this.t.mobile.getCode });
  }
  get mobileSubmit(): Locator {
    return this.page.getByRole('tabpanel').getByRole('button', { name: named(this.t.mobile.submit) });
  }

  // scan login
  get scanToggle(): Locator {
    return this.page.getByRole('button', { name: this.t.switchToScan });
  }
  get scanText(): Locator {
    return this.page.getByText(this.t.scan.text);
  }

  /** A toast (antd message) with this text. */
  toast(text: string | RegExp): Locator {
    return this.page.getByRole('alert').filter({ hasText: text }).last();
  }
}
