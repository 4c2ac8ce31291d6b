import { afterAll, describe, expect, it } from 'vitest';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';
import QRCode from 'qrcode';
import { scanMessages, scanStationMessages as SM } from '@al/contracts';
import { CHROMIUM } from '../support/browser.ts';
import { useServerAndBrowser } from '../support/fixture.ts';
import { loginAt, poll } from '../shell/helpers.ts';

const e2e = useServerAndBrowser();
const PHONE = { viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true };
const tmp = mkdtempSync(path.join(tmpdir(), 'al-e2e-scan-'));
let camera: Browser | undefined;
afterAll(async () => {
  await camera?.close();
  rmSync(tmp, { recursive: true, force: true });
});

/** A call of the web app's own API with the page's stored session. */
const api = <T>(page: Page, url: string) =>
  page.evaluate(async (u) => {
    const get = (k: string) => JSON.parse(localStorage.getItem(`al__${k}`) ?? 'null')?.value as string;
    const res = await fetch(u, { headers: { Authorization: `Bearer ${get('ACCESS_TOKEN')}`, __tenant: get('TENANT'), __factory: get('FACTORY') } });
    return res.json();
  }, url) as Promise<T>;

/** Labels of the demo project not scanned anywhere yet, with their QR texts. */
async function freshLabels(page: Page) {
  const project = (await api<{ items: { id: string }[] }>(page, `/api/cad/project?filter=${encodeURIComponent('佛山金融中心幕墙')}`)).items[0]!;
  const labels = await api<{ items: { labelNo: string; qr: string; projectId: string; state: number }[] }>(page, '/api/cad/label?maxResultCount=1000');
  return labels.items.filter((l) => l.projectId === project.id && l.state === 1);
}

const scansOf = async (page: Page, labelNo: string) =>
  (await api<{ items: { processName: string }[] }>(page, `/api/prod/product/log/query?labelNo=${encodeURIComponent(labelNo)}`)).items.map((i) => i.processName);

/** Sets the station up the way a foreman does at the start of a shift: terminal, process, worker. */
async function setUpStation(page: Page) {
  await page.getByRole('button', { name: '扫码设置' }).click();
  const drawer = page.locator('.ant-drawer:visible');
  // options by their whole title: a closing dropdown of the field before may still be on the page
  const choose = async (label: string, title: string) => {
    await drawer.getByLabel(label).click();
    await page.locator(`.ant-select-dropdown:visible .ant-select-item-option[title="${title}"]`).first().click();
  };
  await choose('扫码终端', '工位机 折弯区（XF2401010-001）');
  await choose('工序', '折弯');
  await choose('报工员工（多人平分计件）', await page.evaluate(() => JSON.parse(localStorage.getItem('al__SCAN_SETUP')!).value.employees.find((e: { name: string }) => e.name === '周师傅')).then((e: { name: string; jobNo: string }) => `${e.name}（${e.jobNo}）`));
  await drawer.getByRole('button', { name: /^保\s*存$/ }).click();
  await poll(() => page.getByTestId('station').innerText()).toContain('折弯');
}

/** A USB scanner: it types the QR text fast and presses Enter in the focused box. */
async function scanWithUsb(page: Page, text: string) {
  const box = page.getByLabel('标签二维码');
  await box.click();
  await box.pressSequentially(text, { delay: 2 });
  await box.press('Enter');
}

/** One frame of YUV 4:2:0 video showing a QR code: Chromium's fake camera plays it in a loop. */
function qrVideo(text: string, file: string) {
  const W = 640;
  const H = 480;
  const qr = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const n = qr.modules.size;
  const cell = Math.floor(320 / (n + 8));
  const left = Math.floor((W - cell * n) / 2);
  const top = Math.floor((H - cell * n) / 2);
  const y = Buffer.alloc(W * H, 235);
  for (let r = 0; r < n; r++)
    for (let c = 0; c < n; c++)
      if (qr.modules.get(r, c)) for (let dy = 0; dy < cell; dy++) y.fill(16, (top + r * cell + dy) * W + left + c * cell, (top + r * cell + dy) * W + left + (c + 1) * cell);
  const chroma = Buffer.alloc((W / 2) * (H / 2) * 2, 128);
  writeFileSync(file, Buffer.concat([Buffer.from(`YUV4MPEG2 W${W} H${H} F10:1 Ip A1:1 C420jpeg\nFRAME\n`), y, chroma]));
}

describe('the floor scan page (/scan)', () => {
  it('on a phone: set up, scan with a USB scanner, confirm, refuse bad scans, keep scanning through a network drop', async () => {
    const context = await e2e.browser.newContext(PHONE);
    const page = await context.newPage();
    await loginAt(page, e2e.server.url, '/home');
    const [a, b] = await freshLabels(page);
    await page.goto(`${e2e.server.url}/scan`);
    await page.getByText(SM.needSetup).first().waitFor();
    await setUpStation(page);
    // nothing wider than the phone
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

    // a good scan: the part, its drawing and its route; one tap reports it
    await scanWithUsb(page, a!.qr);
    const preview = page.getByTestId('scan-preview');
    await preview.waitFor();
    expect(await preview.innerText()).toContain(a!.labelNo);
    expect(await preview.locator('img').getAttribute('src')).toMatch(/^data:image\/svg\+xml/);
    expect(await preview.getByLabel('工艺路线').innerText()).toContain('折弯');
    await page.getByRole('button', { name: '确认报工' }).click();
    await page.getByTestId('scan-notice').getByText(SM.reported(a!.labelNo, '折弯')).waitFor();
    await poll(() => scansOf(page, a!.labelNo)).toEqual(['折弯']);

    // bad input: a clear message, nothing recorded
    await scanWithUsb(page, a!.qr);
    await page.getByTestId('scan-error').getByText(scanMessages.duplicate(a!.labelNo, '折弯')).waitFor();
    expect(await page.getByTestId('scan-preview').count()).toBe(0);
    await scanWithUsb(page, 'x|y|z');
    await page.getByTestId('scan-error').getByText(scanMessages.unknownQr).waitFor();
    expect(await scansOf(page, a!.labelNo)).toEqual(['折弯']);

    // the network drops: the scan is kept on the phone and sent when the network is back
    await context.setOffline(true);
    await scanWithUsb(page, b!.qr);
    await page.getByRole('button', { name: '确认报工（离线保存）' }).click();
    await page.getByTestId('scan-notice').getByText(SM.queued(1)).waitFor();
    await poll(() => page.getByText('待上传 1').count()).toBeGreaterThan(0);
    await context.setOffline(false);
    await page.getByTestId('scan-notice').getByText(SM.sent(1)).waitFor();
    await poll(() => scansOf(page, b!.labelNo)).toEqual(['折弯']);

    // installable, and it opens with no network once its worker holds the app
    expect(await page.locator('link[rel="manifest"]').getAttribute('href')).toBe('/manifest.webmanifest');
    const manifest = await api<{ start_url: string; display: string; icons: unknown[] }>(page, '/manifest.webmanifest');
    expect(manifest).toMatchObject({ start_url: '/scan', display: 'standalone' });
    expect(manifest.icons.length).toBeGreaterThanOrEqual(2);
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    await context.setOffline(true);
    await page.reload();
    await page.getByLabel('标签二维码').waitFor();
    expect(await page.getByTestId('station').innerText()).toContain('折弯');
    await context.setOffline(false);
    await context.close();
  });

  it('reads a label with the phone camera', async () => {
    // a browser whose camera shows the label's QR code
    const page0 = await e2e.browser.newPage();
    await loginAt(page0, e2e.server.url, '/home');
    const [, , label] = await freshLabels(page0);
    const session = await page0.evaluate(() => Object.fromEntries(Object.entries(localStorage).filter(([k]) => k.startsWith('al__'))));
    await page0.close();
    const video = path.join(tmp, 'label.y4m');
    qrVideo(label!.qr, video);
    camera = await chromium.launch({
      executablePath: CHROMIUM,
      headless: true,
      args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic', '--use-fake-ui-for-media-stream', '--use-fake-device-for-media-stream', `--use-file-for-fake-video-capture=${video}`],
    });
    const context = await camera.newContext({ ...PHONE, permissions: ['camera'] });
    const page = await context.newPage();
    await page.goto(`${e2e.server.url}/user/login`);
    await page.evaluate((s) => Object.entries(s).forEach(([k, v]) => localStorage.setItem(k, v)), session);
    await page.goto(`${e2e.server.url}/scan`);
    await setUpStation(page);
    await page.getByRole('button', { name: '摄像头扫码' }).click();
    await page.getByTestId('camera').waitFor();
    const preview = page.getByTestId('scan-preview');
    await preview.waitFor({ timeout: 30_000 });
    expect(await preview.innerText()).toContain(label!.labelNo);
    await page.getByRole('button', { name: '确认报工' }).click();
    await poll(() => scansOf(page, label!.labelNo)).toEqual(['折弯']);
    await context.close();
  });
});
