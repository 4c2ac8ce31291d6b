import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { sampleSinglePanel } from '@al/cad';
import { useServerAndBrowser } from '../support/fixture.ts';
import { loginAt, poll } from '../shell/helpers.ts';

const e2e = useServerAndBrowser();

const rows = (page: Page) => page.locator('.ant-table-tbody tr.ant-table-row');

describe('CAD intake', () => {
  it('creates a project, uploads a panel drawing and sees its products with areas and a drawing', async () => {
    const page = await e2e.browser.newPage({ viewport: { width: 1440, height: 900 } });
    await loginAt(page, e2e.server.url, '/cad/project');

    // the demo projects, with their status tags
    const demoRow = rows(page).filter({ hasText: '广州南站商业裙楼铝板' });
    await demoRow.getByText('生产中').waitFor();
    // the sales demo has shipped a pack of its 第2批
    await rows(page).filter({ hasText: '佛山金融中心幕墙' }).getByText('部分发货').waitFor();

    // a new project
    await page.getByRole('button', { name: /新建项目/ }).click();
    const form = page.getByTestId('project-form');
    await form.waitFor();
    const name = `测试幕墙项目${Date.now() % 100000}`; // a retry makes a project of its own
    await form.getByLabel('项目名称').fill(name);
    await form.getByLabel('客户').fill('测试客户');
    await page.getByRole('button', { name: /确\s*定/ }).click();
    await page.getByText('新增成功').waitFor();
    const detail = page.getByTestId('project-detail');
    await detail.getByText(name).first().waitFor();

    // upload the sample drawing to the first batch
    const sample = sampleSinglePanel();
    await detail
      .locator('input[type=file]')
      .setInputFiles({ name: sample.fileName, mimeType: 'application/dxf', buffer: Buffer.from(sample.dxf) });
    const fileRow = detail
      .getByTestId('file-table')
      .locator('tr.ant-table-row')
      .filter({ hasText: sample.fileName });
    await fileRow.getByTestId('convert-state').filter({ hasText: '已完成' }).waitFor({ timeout: 30_000 });

    // the product, its area, and the project's totals
    const expected = sample.expected[0]!;
    const areaText = `${(expected.area / 1e6).toFixed(2)} ㎡`;
    await poll(() => detail.getByTestId('project-pieces').innerText()).toBe('4');
    await poll(() => detail.getByTestId('project-area').innerText()).toBe(
      `${((expected.area / 1e6) * 4).toFixed(2)} ㎡`,
    );
    await detail.getByRole('tab', { name: '产品' }).click();
    const productRow = detail
      .getByTestId('product-table')
      .locator('tr.ant-table-row')
      .filter({ hasText: 'A-1F-001' });
    await poll(() => productRow.getByTestId('product-area').innerText()).toBe(areaText);
    expect(await productRow.locator('img').getAttribute('src')).toMatch(/^data:image\/svg\+xml/);
    await expect.poll(() => productRow.innerText()).toContain('RAL9010');

    // the product's drawing, zoomable
    await productRow.getByText('详情').click();
    const drawing = page.getByTestId('product-detail').getByTestId('drawing');
    await drawing.locator('svg path').first().waitFor();
    await page.getByTestId('product-detail').getByRole('button', { name: /放\s*大/ }).click();
    await page.getByText('滚轮缩放，拖动平移（150%）').waitFor();

    // labels as PDF
    await page.getByTestId('product-detail').getByRole('button', { name: '打印标签' }).hover();
    const [file] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('menuitem', { name: '60×40 mm' }).click(),
    ]);
    expect(file.suggestedFilename()).toBe('标签_60x40.pdf');
    await page.close();
  });
});
