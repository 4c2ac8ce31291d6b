import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { useServerAndBrowser } from '../support/fixture.ts';
import { loginAt } from '../shell/helpers.ts';

const e2e = useServerAndBrowser();

const PATH = '/common/custom-made-order-num';
const pad = (n: number) => String(n).padStart(2, '0');
const today = new Date();
const yyMMdd = `${String(today.getFullYear()).slice(2)}${pad(today.getMonth() + 1)}${pad(today.getDate())}`;

const form = (page: Page) => page.getByTestId('resource-form');
const item = (page: Page, label: string) =>
  form(page)
    .locator('.ant-form-item')
    .filter({ has: page.locator(`label[title="${label}"]`) });

/**
 * Picks an option of an antd Select in the form item with that label, and checks that it is the one
 * shown (a click during the dropdown's opening animation can land on a neighbour: then it tries again).
 */
async function choose(page: Page, label: string, option: string) {
  const select = item(page, label).locator('.ant-select');
  for (let attempt = 0; attempt < 3; attempt++) {
    await select.click();
    const opt = page.locator(
      `.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option[title="${option}"]`,
    );
    await opt.waitFor();
    await page.waitForTimeout(300); // let the opening animation settle
    await opt.click();
    await page
      .locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)')
      .waitFor({ state: 'detached', timeout: 5000 })
      .catch(() => undefined);
    if ((await select.innerText()).trim() === option) return;
  }
  throw new Error(`could not choose ${option} in ${label}`);
}

async function fill(page: Page, label: string, value: string) {
  await item(page, label).locator('input').fill(value);
}

const rowOf = (page: Page, text: string): Locator =>
  page.getByTestId('table-container').locator('.ant-table-tbody tr.ant-table-row').filter({ hasText: text });

describe('custom numbering rules page', () => {
  it('creates, refuses, edits, switches, logs and deletes a rule', async () => {
    const page = await e2e.browser.newPage({ viewport: { width: 1440, height: 900 } });
    await loginAt(page, e2e.server.url, PATH);
    await expect.poll(() => page.title()).toBe('自定义编号 - 铝云工厂');

    // the effective rules of the 31 document types, defaults first
    const effective = page.getByTestId('effective-rules');
    await effective.locator('tr').filter({ hasText: '发货单' }).getByText(`FH${yyMMdd}0001`).waitFor();
    expect(await effective.locator('.ant-table-tbody tr.ant-table-row').count()).toBe(31);

    // a new rule: choosing the type starts from its default; an invalid date part is refused in Chinese
    await page.getByRole('button', { name: /新\s*增/ }).click();
    await form(page).waitFor();
    await choose(page, '单据类型', '发货单');
    await expect.poll(() => item(page, '前缀').locator('input').inputValue()).toBe('FH');
    await choose(page, '日期格式', 'yyMM');
    await page.getByRole('button', { name: /确\s*定/ }).click();
    await item(page, '日期格式')
      .getByText('按日重置流水号时，日期格式必须包含日（yyMMdd 或 yyyyMMdd）')
      .waitFor();

    await choose(page, '日期格式', 'yyMMdd');
    await fill(page, '前缀', 'FH');
    await page.getByTestId('number-example').getByText(`FH${yyMMdd}0001`).waitFor();
    await page.getByRole('button', { name: /确\s*定/ }).click();
    await page.getByText('新增成功').waitFor();
    const row = rowOf(page, '发货单');
    await row.getByText(`FH${yyMMdd}0001`).waitFor();
    await row.getByText('启用', { exact: true }).waitFor();
    await effective.locator('tr').filter({ hasText: '发货单' }).getByText('自定义').waitFor();

    // a second rule for the same type is refused by the server, on the field
    await page.getByRole('button', { name: /新\s*增/ }).click();
    await choose(page, '单据类型', '发货单');
    await page.getByRole('button', { name: /确\s*定/ }).click();
    await item(page, '单据类型').getByText('单据类型“发货单”已存在').waitFor();
    await page.getByRole('button', { name: /取\s*消/ }).click();

    // edit: prefix and serial length; the live example follows the typing
    await row.getByRole('button', { name: '编辑' }).click();
    await form(page).waitFor();
    await expect.poll(() => item(page, '前缀').locator('input').inputValue()).toBe('FH');
    await fill(page, '前缀', 'FHX');
    await fill(page, '流水号位数', '5');
    await page.getByTestId('number-example').getByText(`FHX${yyMMdd}00001`).waitFor();
    await page.getByRole('button', { name: /确\s*定/ }).click();
    await page.getByText('修改成功').waitFor();
    await rowOf(page, '发货单').getByText(`FHX${yyMMdd}00001`).waitFor();
    await effective.locator('tr').filter({ hasText: '发货单' }).getByText(`FHX${yyMMdd}00001`).waitFor();

    // disable and enable again
    await rowOf(page, '发货单').getByRole('button', { name: '禁用' }).click();
    await page.getByText('禁用成功').waitFor();
    await rowOf(page, '发货单').getByText('禁用', { exact: true }).first().waitFor();
    await effective.locator('tr').filter({ hasText: '发货单' }).getByText(`FH${yyMMdd}0001`).waitFor();
    await rowOf(page, '发货单').getByRole('button', { name: '启用' }).click();
    await page.getByText('启用成功').waitFor();

    // the operation log: who, what, which fields changed
    await rowOf(page, '发货单').getByRole('button', { name: '日志' }).click();
    const drawer = page.locator('.ant-drawer').filter({ hasText: '操作日志' });
    await drawer.getByTestId('log-entry').first().waitFor();
    const entries = await drawer.getByTestId('log-entry').allInnerTexts();
    expect(entries).toHaveLength(4);
    expect(entries[0]).toContain('启用');
    expect(entries[1]).toContain('禁用');
    expect(entries[2]).toMatch(/修改[\s\S]*前缀：FH → FHX[\s\S]*流水号位数：4 → 5/);
    expect(entries[3]).toMatch(/新增[\s\S]*单据类型：发货单/);
    for (const e of entries) expect(e).toContain('demo');
    await drawer.locator('.ant-drawer-close').click();

    // a stale edit: someone else changed the row meanwhile → 409 message and a reload
    await rowOf(page, '发货单').getByRole('button', { name: '编辑' }).click();
    await form(page).waitFor();
    await page.evaluate(async () => {
      const read = (k: string) => JSON.parse(localStorage.getItem(`al__${k}`)!).value as string;
      const headers = {
        Authorization: `Bearer ${read('ACCESS_TOKEN')}`,
        __tenant: read('TENANT'),
        'content-type': 'application/json',
      };
      const list = await (await fetch('/api/basic/custom-order-code', { headers })).json();
      const r = list.items[0];
      await fetch(`/api/basic/custom-order-code/${r.id}`, {
        method: 'PUT',
        headers,
        body: JSON.stringify({ ...r, remark: '他人修改', concurrencyStamp: r.concurrencyStamp }),
      });
    });
    await fill(page, '备注', '我的修改');
    await page.getByRole('button', { name: /确\s*定/ }).click();
    await page.getByText('数据已被他人修改，请刷新后重试').waitFor();
    await rowOf(page, '发货单').getByText('他人修改').waitFor();

    // delete, confirmed
    await rowOf(page, '发货单').getByRole('button', { name: '删除' }).click();
    await page
      .locator('.ant-popconfirm')
      .getByRole('button', { name: /确\s*定/ })
      .click();
    await page.getByText('删除成功').waitFor();
    await expect.poll(() => rowOf(page, '发货单').count()).toBe(0);
    await effective.locator('tr').filter({ hasText: '发货单' }).getByText('默认').waitFor();
    await page.screenshot({ path: process.env.E2E_SHOT ?? '/tmp/numbering-e2e.png' });
    await page.close();
  });
});
