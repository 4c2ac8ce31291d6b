import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import dayjs from 'dayjs';
import { useServerAndBrowser } from '../support/fixture.ts';
import { loginAt, poll } from '../shell/helpers.ts';

const e2e = useServerAndBrowser();
const DAY_W = 64; // PlanGantt's day width
const rows = (page: Page, testId: string) => page.getByTestId(testId).locator('tr.ant-table-row');

/** Picks options of an antd Select (found by its input id) in `scope`, then closes it by clicking `away`. */
async function pick(page: Page, scope: Locator, id: string, labels: string[], away: Locator) {
  await scope.locator(`#${id}`).click();
  for (const label of labels) {
    await page.keyboard.type(label);
    await page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option-active').filter({ hasText: label }).waitFor();
    await page.keyboard.press('Enter');
  }
  await away.click();
  await page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)').waitFor({ state: 'detached', timeout: 5000 }).catch(() => undefined);
}

/** Plans the demo project's 第3批 at one process on one machine from the plan page's dialog. */
async function plan(page: Page, process: string, machine: string) {
  await page.getByRole('button', { name: '新建计划' }).click();
  const dialog = page.getByRole('dialog').filter({ hasText: '新建生产计划' });
  const title = dialog.getByText('新建生产计划');
  await pick(page, dialog, 'projectId', ['佛山金融中心幕墙'], title);
  await pick(page, dialog, 'batchIds', ['第3批'], title);
  await pick(page, dialog, 'processIds', [process], title);
  await pick(page, dialog, 'equipmentId', [machine], title);
  await dialog.getByRole('button', { name: /保\s*存/ }).click();
  await page.getByText('计划已保存').last().waitFor();
  await dialog.waitFor({ state: 'detached' });
}

describe('production planning', () => {
  it('sets up a route for the demo project, plans it on two machines, sees the load against capacity and drags a plan', async () => {
    const page = await e2e.browser.newPage({ viewport: { width: 1600, height: 1000 } });
    const today = dayjs().format('YYYY-MM-DD');

    // 1. the process route of 第3批: 激光切割 → 折弯 → 喷涂 → 包装, picked from the process table
    await loginAt(page, e2e.server.url, '/cad/project');
    await page.locator('.ant-table-tbody tr.ant-table-row').filter({ hasText: '佛山金融中心幕墙' }).getByText('佛山金融中心幕墙').click();
    const detail = page.getByTestId('project-detail');
    await detail.getByRole('button', { name: '项目工序' }).click();
    await page.getByTestId('process-table').waitFor();
    await page.getByTestId('process-batch').click();
    await page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option').filter({ hasText: '第3批' }).click();
    await page.getByRole('button', { name: '设置工艺路线' }).click();
    const routeDialog = page.getByRole('dialog').filter({ hasText: '设置工艺路线' });
    const names = page.getByTestId('route-names');
    await names.click();
    // a retry finds the route of the first attempt in the dialog: empty it first
    const chosen = names.locator('.ant-select-selection-item');
    for (let i = 0; i < 20 && (await chosen.count()) > 0; i++) await page.keyboard.press('Backspace');
    await poll(() => chosen.count()).toBe(0);
    for (const n of ['激光切割', '折弯', '喷涂', '包装']) {
      await page.keyboard.type(n);
      await page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option-active').filter({ hasText: n }).waitFor();
      await page.keyboard.press('Enter');
      await poll(() => names.locator('.ant-select-selection-item').allInnerTexts()).toContain(n);
    }
    await routeDialog.getByText('按加工顺序选择工序').click();
    await routeDialog.getByRole('button', { name: /确\s*定/ }).click();
    await page.getByText('工艺路线已设置').waitFor();
    await poll(() => rows(page, 'process-table').filter({ hasText: '第3批' }).allInnerTexts()).toHaveLength(4);
    const route = await rows(page, 'process-table').filter({ hasText: '第3批' }).allInnerTexts();
    expect(route.map((r) => r.split('\t')[1])).toEqual(['激光切割', '折弯', '喷涂', '包装']);

    // 2. plan 第3批 on two machines: cutting on LC-02, bending on PB-01
    await page.goto(`${e2e.server.url}/produce/plan`);
    await page.getByTestId('plan-gantt').waitFor();
    await plan(page, '激光切割', 'LC-02');
    await plan(page, '折弯', 'PB-01');
    const ours = page.getByTestId('gantt-row-PB-01').locator('[data-testid^="plan-bar-"]').filter({ hasText: '第3批' });
    await ours.waitFor();
    await page.getByTestId('gantt-row-LC-02').locator('[data-testid^="plan-bar-"]').filter({ hasText: '第3批' }).waitFor();
    const bar = (await ours.getAttribute('data-testid'))!;
    expect(await ours.getAttribute('data-plan-start')).toBe(today);

    // 3. the load against capacity: with 折弯 at 1 piece a day, today is an overload
    await page.goto(`${e2e.server.url}/produce/capacity`);
    const tabs = page.getByTestId('capacity-page');
    await tabs.getByRole('tab', { name: '产能配置' }).click();
    const bend = rows(page, 'capacity-config').filter({ hasText: '折弯' });
    await bend.locator('input').first().fill('1');
    await page.getByRole('button', { name: /保\s*存/ }).click();
    await page.getByText('产能配置已保存').waitFor();
    await tabs.getByRole('tab', { name: '产能分析' }).click();
    const bendLoad = rows(page, 'capacity-table').filter({ hasText: '折弯' });
    await poll(() => bendLoad.innerText()).toContain('1 件');
    await expect.poll(() => bendLoad.locator('.ant-tag-error').innerText(), { timeout: 15_000 }).toMatch(/^\d+ 天$/);
    await page.getByTestId('capacity-analysis').getByTestId('chart').waitFor();

    // 4. drag our bending plan two days later onto the other press brake
    await page.goto(`${e2e.server.url}/produce/plan`);
    const source = page.getByTestId(bar);
    await source.waitFor();
    const from = (await source.boundingBox())!;
    const target = (await page.getByTestId('gantt-row-PB-02').boundingBox())!;
    const start = { x: from.x + Math.min(20, from.width / 2), y: from.y + from.height / 2 };
    await page.mouse.move(start.x, start.y);
    await page.mouse.down();
    await page.mouse.move(start.x + DAY_W, start.y + 10, { steps: 5 });
    await page.mouse.move(start.x + 2 * DAY_W, target.y + target.height / 2, { steps: 10 });
    await page.mouse.up();
    await page.getByText('计划已调整').waitFor();
    const moved = page.getByTestId('gantt-row-PB-02').getByTestId(bar);
    await moved.waitFor();
    expect(await moved.getAttribute('data-plan-start')).toBe(dayjs().add(2, 'day').format('YYYY-MM-DD'));
    expect(await page.getByTestId('gantt-row-PB-01').getByTestId(bar).count()).toBe(0);
    // kept: a fresh page shows it there too, first in the machine's order
    await page.reload();
    await page.getByTestId('gantt-row-PB-02').getByTestId(bar).waitFor();
    expect(await page.getByTestId('gantt-row-PB-02').getByTestId(bar).innerText()).toMatch(/^#1 /);
  });
});
