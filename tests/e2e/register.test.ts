/**
 * Registration in Chromium: /user/register is filled, the slider is dragged with the
 * mouse in small timed steps (the server refuses a jump), a taken username is then reported (the
 * server answers the uniqueness check only with a passed slider's token), the form is submitted,
 * the result page says what happens next, and the new main account logs in. axe on each page;
 * screenshots in zh-CN and en-US.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectNoSeriousViolations } from './helpers/axe';
import { launchBrowser, screenshot } from './helpers/browser';
import { sharedServer, type RunningServer } from './helpers/server';
import { loginInBrowser } from './helpers/session';

let server: RunningServer;
let browser: Browser;
let page: Page;

const USERNAME = `e2ereg${Date.now().toString(36).slice(-5)}`;
const PASSWORD = 'Quartz-Lantern-47!';

/**
 * Drags the slider's handle to the far end with the mouse, one small move every 15 ms: the pace is the
 * input, not a wait for an effect (a person's drag takes time, and the server refuses a track drawn in
 * under MIN_DRAG_MS, src/shared/account/slider-track.ts).
 */
async function dragSlider(): Promise<void> {
  const handle = page.getByRole('slider');
  const track = page.getByTestId('drag-verify');
  const from = (await handle.boundingBox())!;
  const to = (await track.boundingBox())!;
  const y = from.y + from.height / 2;
  await page.mouse.move(from.x + from.width / 2, y);
  await page.mouse.down();
  const distance = to.width + 20;
  for (let step = 1; step <= 30; step += 1) {
    await page.mouse.move(from.x + from.width / 2 + (distance * step) / 30, y);
    await page.waitForTimeout(15);
  }
  await page.mouse.up();
}

describe('registration', () => {
  beforeAll(async () => {
    server = await sharedServer();
    browser = await launchBrowser();
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    page = await context.newPage();
  }, 300_000);

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('shows the rules while typing', async () => {
    await page.goto(`${server.baseUrl}/user/register`);
    await expect.poll(() => page.getByRole('heading', { name: '注册企业账号' }).count()).toBe(1);
    await page.getByLabel('用户名', { exact: true }).fill('democustomer');
    await page.getByLabel('密码', { exact: true }).fill('abc');
    await expect.poll(() => page.getByText('密码强度：太弱').count()).toBe(1);
  });

  it('registers a company with the slider dragged by the mouse', async () => {
    await page.getByLabel('公司名称', { exact: true }).fill('端到端注册测试有限公司');
    await page.getByLabel('用户名', { exact: true }).fill('democustomer');
    await page.getByLabel('邮箱', { exact: true }).fill(`${USERNAME}@example.com`);
    await page.getByLabel('手机号码', { exact: true }).fill(`139${String(Date.now()).slice(-8)}`);
    await page.getByLabel('密码', { exact: true }).fill(PASSWORD);
    await page.getByLabel('确认密码', { exact: true }).fill(PASSWORD);
    await dragSlider();
    await expect
      .poll(() => page.getByTestId('drag-verify').getAttribute('data-phase'), { timeout: 15_000 })
      .toBe('passed');
    expect(await page.getByTestId('drag-verify').textContent()).toContain('验证通过');
    // With the slider passed the filled fields are checked: the seeded demo account's name is taken.
    await expect
      .poll(() => page.getByText('该值不可用，系统中已存在！').count(), { timeout: 15_000 })
      .toBe(1);
    await page.getByLabel('用户名', { exact: true }).fill(USERNAME);
    await expect
      .poll(() => page.getByText('该值不可用，系统中已存在！').count(), { timeout: 15_000 })
      .toBe(0);
    await expectNoSeriousViolations(page, 'register (zh-CN)');
    await screenshot(page, 'register-zh');

    await page.getByRole('button', { name: /^提\s*交$/ }).click();
    await page.waitForURL(/\/user\/register-result$/, { timeout: 30_000 });
    await expect.poll(() => page.getByRole('heading', { name: '注册成功' }).count()).toBe(1);
    expect(await page.getByText(`您的账户 ${USERNAME} 已注册成功。`).count()).toBe(1);
    expect(await page.getByText('上传营业执照并提交审核，审核通过后即可在线申请业务。').count()).toBe(1);
    // The company page by the name the menu gives it.
    expect(await page.getByText('在“企业信息”中填写公司信息；').count()).toBe(1);
    await expectNoSeriousViolations(page, 'register result (zh-CN)');
    await screenshot(page, 'register-result-zh');
  });

  it('shows both pages in English', async () => {
    await page.getByRole('button', { name: 'English' }).click();
    await expect.poll(() => page.getByRole('heading', { name: 'Registration complete' }).count()).toBe(1);
    expect(await page.getByText('What happens next').count()).toBe(1);
    await expectNoSeriousViolations(page, 'register result (en-US)');
    await screenshot(page, 'register-result-en');

    await page.goto(`${server.baseUrl}/user/register`);
    await expect
      .poll(() => page.getByRole('heading', { name: 'Register a company account' }).count())
      .toBe(1);
    await expect.poll(() => page.getByText('Hold the handle and drag it to the far right').count()).toBe(1);
    await page.getByLabel('Password', { exact: true }).fill('abc');
    await expect.poll(() => page.getByText('Password strength: Too weak').count()).toBe(1);
    await expectNoSeriousViolations(page, 'register (en-US)');
    await screenshot(page, 'register-en');
    await page.getByRole('button', { name: '中文' }).click();
  });

  it('logs in as the new main account', async () => {
    await loginInBrowser(page, server.baseUrl, USERNAME, PASSWORD);
    expect(page.url()).toMatch(/\/dashboard\/analysis$/);
  });
});
