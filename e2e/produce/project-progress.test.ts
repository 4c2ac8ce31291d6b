import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { useServerAndBrowser } from '../support/fixture.ts';
import { loginAt } from '../shell/helpers.ts';

const e2e = useServerAndBrowser();
const rows = (page: Page, testId: string) => page.getByTestId(testId).locator('.ant-table-tbody tr.ant-table-row');

describe('project progress pages', () => {
  it('shows the demo project by batch and process, drills down to a product and its labels, and rebuilds the date log', async () => {
    const page = await e2e.browser.newPage({ viewport: { width: 1600, height: 1000 } });

    // 项目进度: the demo project's 第2批 has cut pieces (the scan demo)
    await loginAt(page, e2e.server.url, '/produce/project-progress');
    const project = rows(page, 'project-progress').filter({ hasText: '佛山金融中心幕墙' }).first();
    await project.waitFor();
    const batch = project.locator('tr.ant-table-row').filter({ hasText: '第2批' }).first();
    await batch.waitFor();
    expect(await batch.innerText()).toMatch(/[1-9]\d*\/\d+/);

    // 产品进度 of 第2批: a product with pieces done at a process
    await batch.getByRole('button', { name: '第2批' }).click();
    await page.waitForURL((u) => u.pathname === '/produce/project-progress-product' && u.searchParams.has('batchId'));
    const started = rows(page, 'progress-products').filter({ hasText: /\b[1-9]\d*\/\d+/ }).first();
    await started.waitFor();
    const code = (await started.locator('td').nth(1).innerText()).trim();

    // 产品标签进度: its labels with the time and workers of each reported process
    await started.getByRole('button', { name: '标签进度' }).click();
    await page.waitForURL((u) => u.pathname === '/produce/project-progress-product-lable' && u.searchParams.has('productId'));
    await page.getByTestId('progress-labels').getByText(`产品 ${code}`).waitFor();
    const scanned = rows(page, 'progress-labels').filter({ hasText: /\d{4}-\d{2}-\d{2} \d{2}:\d{2}/ }).first();
    await scanned.waitFor();
    expect(await scanned.innerText()).toMatch(/已审核|待审核/);
    // the time shown is the label's first scan in the log
    const labelNo = (await scanned.locator('td').first().innerText()).trim();
    const first = await page.evaluate(async (no) => {
      const v = (k: string) => JSON.parse(localStorage.getItem(`al__${k}`) ?? 'null')?.value as string | null;
      const headers: Record<string, string> = { Authorization: `Bearer ${v('ACCESS_TOKEN')}`, __tenant: v('TENANT') ?? '', __factory: v('FACTORY') ?? '' };
      const res = await fetch(`/api/prod/product/log?labelNo=${encodeURIComponent(no)}&sorting=${encodeURIComponent('scanTime asc')}`, { headers });
      const t = new Date(((await res.json()) as { items: { scanTime: string }[] }).items[0]!.scanTime);
      const two = (n: number) => String(n).padStart(2, '0');
      return `${t.getFullYear()}-${two(t.getMonth() + 1)}-${two(t.getDate())} ${two(t.getHours())}:${two(t.getMinutes())}`;
    }, labelNo);
    expect(await scanned.innerText()).toContain(first);

    // 重新统计: the date log of the last 30 days is rebuilt
    await page.goto(`${e2e.server.url}/produce/project-progress`);
    await page.getByTestId('re-statistics').click();
    await page.locator('.ant-modal:visible').getByRole('button', { name: '开始统计' }).click();
    await page.getByText(/统计完成：生成\d+条日志/).waitFor();
    await page.close();
  });
});
