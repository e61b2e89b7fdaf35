import { crc32, deflateSync } from 'node:zlib';
import type { Locator, Page } from '@playwright/test';
import filesZhCn from '../../apps/web/src/features/files/locales/zh-cn.json' with { type: 'json' };
import noticesZhCn from '../../apps/web/src/features/notices/locales/zh-cn.json' with { type: 'json' };
import { expect, loginAs, newContext, test } from '../fixtures';
import { named, ShellPage } from '../pages/shell-page';
import { texts } from '../texts';

const N = noticesZhCn;
const F = filesZhCn;
const shellTexts = texts('zh-cn').shell;

/** A real PNG picture (solid colour), encoded here so the journey needs no image library. */
function png(width: number, height: number, rgb: [number, number, number]): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const len = Buffer.alloc(4);
    len.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body) >>> 0);
    return Buffer.concat([len, body, crc]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([8, 2, 0, 0, 0], 8);
  const row = Buffer.concat([Buffer.from([0]), Buffer.alloc(width * 3).map((_, i) => rgb[i % 3]!)]);
  const raw = Buffer.concat(Array.from({ length: height }, () => row));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A real WAV sound: a 440 Hz tone of `seconds` (8 kHz, 8-bit mono). */
function wav(seconds: number): Buffer {
  const rate = 8000;
  const n = rate * seconds;
  const h = Buffer.alloc(44);
  h.write('RIFF', 0, 'latin1');
  h.writeUInt32LE(36 + n, 4);
  h.write('WAVEfmt ', 8, 'latin1');
  h.writeUInt32LE(16, 16);
  h.writeUInt16LE(1, 20);
  h.writeUInt16LE(1, 22);
  h.writeUInt32LE(rate, 24);
  h.writeUInt32LE(rate, 28);
  h.writeUInt16LE(1, 32);
  h.writeUInt16LE(8, 34);
  h.write('data', 36, 'latin1');
  h.writeUInt32LE(n, 40);
  const data = Buffer.alloc(n);
  for (let i = 0; i < n; i++) data[i] = 128 + Math.round(90 * Math.sin((2 * Math.PI * 440 * i) / rate));
  return Buffer.concat([h, data]);
}

/** The unread count the top bar's bell shows (0 when the badge is hidden). */
async function badgeCount(page: Page): Promise<number> {
  const sup = page.getByTestId('notices-bell').locator('sup');
  if ((await sup.count()) === 0) return 0;
  return Number((await sup.getAttribute('title')) ?? '0');
}

const expectBadge = (page: Page, count: number) => expect.poll(() => badgeCount(page), { timeout: 15_000 }).toBe(count);

/** The district officer writes a notice to one school on the 通知公告 screen and publishes it. */
async function publishNotice(page: Page, title: string, content: string): Promise<void> {
  const screen = page.getByTestId('notice-page');
  await screen.getByRole('button', { name: named(N.actions.add) }).click();
  const dialog = page.getByRole('dialog', { name: N.form.addTitle });
  await dialog.getByLabel(N.fields.title).fill(title);
  await dialog.getByLabel(N.fields.content).fill(content);
  await dialog.getByTestId('notice-target-orgs').click();
  const option = page.locator('.ant-select-tree-treenode', { hasText: '南明区实验小学' });
  await option.locator('.ant-select-tree-checkbox').click();
  await page.keyboard.press('Escape');
  await dialog.getByRole('button', { name: named(N.actions.publish) }).click();
  await expect(page.getByRole('alert').getByText(N.messages.published).last()).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(screen.getByRole('row', { name: new RegExp(title) })).toBeVisible();
}

test.describe('platform services', () => {
  test('a district officer publishes notices; a school admin sees the count rise live, opens one, marks all read', async ({
    page,
    browser,
    shell,
  }) => {
    // The school administrator works in its own browser, on its home page, and never reloads.
    const schoolContext = await newContext(browser);
    const school = await schoolContext.newPage();
    await loginAs(school, 'school01');
    await expect(school.getByTestId('notices-bell')).toBeVisible();
    const before = await badgeCount(school);
    const reloads: string[] = [];
    school.on('framenavigated', (f) => f === school.mainFrame() && reloads.push(f.url()));

    await loginAs(page, 'district01');
    await shell.openMenu('系统管理', '通知公告');
    await expect(page).toHaveURL('/system/notice');
    const stamp = Date.now().toString().slice(-5);
    const first = `艺术素质测评安排 ${stamp}`;
    const second = `艺术展演报名通知 ${stamp}`;
    await publishNotice(page, first, '请各校本周内完成测评场地准备。\n联系人：张老师');
    await expectBadge(school, before + 1);
    // The arrival is announced with the notice's title.
    await expect(school.getByText(first).first()).toBeVisible();
    await publishNotice(page, second, '报名截止到月底。');
    await expectBadge(school, before + 2);
    expect(reloads).toEqual([]);

    // Open the first notice from the top bar: the notification centre shows it and it counts as read.
    await school.getByTestId('notices-bell').click();
    const panel = school.getByTestId('notices-panel');
    await expect(panel.getByText(second)).toBeVisible();
    await panel.getByRole('button', { name: new RegExp(first) }).click();
    await expect(school).toHaveURL(/\/notice\/center/);
    const detail = school.getByTestId('notice-detail');
    await expect(detail).toBeVisible();
    await expect(detail).toContainText('请各校本周内完成测评场地准备。');
    await expect(detail).toContainText('南明区教育局');
    await school
      .getByRole('dialog')
      .getByRole('button', { name: named(N.actions.close) })
      .last()
      .click();
    await expectBadge(school, before + 1);

    // Mark all read from the top bar: the badge goes, the centre lists both as read.
    await school.getByTestId('notices-bell').click();
    await panel.getByRole('button', { name: named(shellTexts.notices.markAllRead) }).click();
    await expectBadge(school, 0);
    const center = school.getByTestId('notice-center-page');
    await center.getByRole('button', { name: named(N.actions.readAll) }).click();
    await expect(center.getByRole('row', { name: new RegExp(second) })).toContainText(N.read['1']);
    await expect(center.getByRole('row', { name: new RegExp(first) })).toContainText(N.read['1']);
    await school.screenshot({ path: '/tmp/e2e-platform-notice-center.png' });
    await schoolContext.close();
  });

  test('an administrator uploads a picture and an audio file and plays the audio from a seek position', async ({
    page,
  }) => {
    const shell = new ShellPage(page);
    await loginAs(page, 'admin');
    await shell.openMenu('系统管理', '文件管理');
    await expect(page).toHaveURL('/system/file');
    const screen = page.getByTestId('file-page');
    const stamp = Date.now().toString().slice(-5);
    const pictureName = `校园风景-${stamp}.png`;
    const soundName = `合唱片段-${stamp}.wav`;

    const upload = async (name: string, mimeType: string, buffer: Buffer) => {
      const chooser = page.waitForEvent('filechooser');
      await screen.getByTestId('file-upload').click();
      await (await chooser).setFiles({ name, mimeType, buffer });
      await expect(page.getByText(F.messages.uploaded.replace('{{name}}', name))).toBeVisible();
    };
    await upload(pictureName, 'image/png', png(640, 480, [90, 160, 220]));
    await upload(soundName, 'audio/wav', wav(8));

    const pictureRow = screen.getByRole('row', { name: new RegExp(pictureName) });
    await expect(pictureRow).toContainText(F.kinds.image);
    // The thumbnail is a real picture the server made.
    const thumb = pictureRow.locator('img');
    await expect(thumb).toBeVisible();
    await expect.poll(() => thumb.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    await expect(screen.getByRole('row', { name: new RegExp(soundName) })).toContainText(F.kinds.audio);

    // Play the sound from 5 s in: the player asks for a byte range and the server answers 206.
    const ranges: number[] = [];
    page.on('response', (r) => {
      if (r.url().includes('/api/sysFile/content/') && r.request().headers().range) ranges.push(r.status());
    });
    await screen
      .getByRole('row', { name: new RegExp(soundName) })
      .getByTestId('file-name')
      .click();
    const audio: Locator = page.getByTestId('file-audio');
    await expect(audio).toBeVisible();
    await expect.poll(() => audio.evaluate((a: HTMLAudioElement) => a.readyState)).toBeGreaterThanOrEqual(1);
    expect(await audio.evaluate((a: HTMLAudioElement) => Math.round(a.duration))).toBe(8);
    await audio.evaluate(
      (a: HTMLAudioElement) =>
        new Promise<void>((resolve) => {
          a.addEventListener('seeked', () => resolve(), { once: true });
          a.currentTime = 5;
        }),
    );
    await audio.evaluate((a: HTMLAudioElement) => a.play());
    await expect
      .poll(() => audio.evaluate((a: HTMLAudioElement) => a.currentTime), { timeout: 10_000 })
      .toBeGreaterThan(5.2);
    expect(await audio.evaluate((a: HTMLAudioElement) => a.paused || a.currentTime >= 5)).toBe(true);
    expect(ranges).toContain(206);
    await page.screenshot({ path: '/tmp/e2e-platform-audio.png' });
  });
});
