import { chromium } from 'playwright-core';
const base = 'http://127.0.0.1:18090';
const [user, ...paths] = process.argv.slice(2);
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic'] });
const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
await page.goto(`${base}/home`);
await page.waitForURL(/\/user\/login/);
await page.getByPlaceholder('用户名').fill(user!);
await page.getByPlaceholder('密码').fill('1q2w3E*');
await page.getByRole('button', { name: /登\s*录/ }).click();
await page.waitForURL((u) => !u.pathname.startsWith('/user/login'));
await page.getByTestId('global-header').waitFor();
for (const p of paths) {
  await page.goto(`${base}${p}`);
  await page.getByTestId('global-header').waitFor();
  await page.waitForLoadState('networkidle', { timeout: 8000 }).catch(() => undefined);
  await page.waitForTimeout(800);
  const name = p.replace(/[^a-z0-9]+/gi, '_');
  await page.screenshot({ path: `/tmp/shots/${user}${name}.png` });
  console.log('shot', p);
}
await browser.close();
