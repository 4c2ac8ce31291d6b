import type { Page, Response } from 'playwright-core';
import { poll } from '../shell/helpers.ts';

/** Steps on the pages of business documents (DocumentList / DocumentDetail) shared by the browser tests. */

/** Picks the option of an antd Select inside `scope` whose label contains `text` (typed into its search first when `type`). */
export async function choose(page: Page, scope: ReturnType<Page['locator']>, text: string, type = false) {
  for (let attempt = 0; attempt < 3; attempt++) {
    await scope.locator('.ant-select').first().click();
    // A long list renders only what is in view: typing filters it to the option.
    if (type) await page.keyboard.type(text);
    const option = page
      .locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option')
      .filter({ hasText: text })
      .first();
    await option.waitFor();
    await page.waitForTimeout(300); // the opening animation
    await option.click();
    await page.keyboard.press('Escape');
    if ((await scope.locator('.ant-select').first().innerText()).includes(text)) return;
  }
  throw new Error(`could not choose ${text}`);
}

export const formItem = (page: Page, label: string) =>
  page
    .getByTestId('document-detail')
    .locator('.ant-form-item')
    .filter({ has: page.locator(`label[title="${label}"]`) });

/** Runs an action of the detail's action bar, confirming its Popconfirm or its opinion dialog. */
export async function act(page: Page, label: string) {
  const before = await page.getByTestId('document-status').innerText();
  const overlays = page.locator('.ant-popconfirm:visible, .ant-modal-wrap:visible');
  // The Popconfirm of the action before (or a picker) may still be fading out under load; confirming in
  // it would do nothing, so the action's own confirmation is waited for once the old one is gone.
  await poll(() => overlays.count())
    .toBe(0)
    .catch(() => undefined);
  // What the server answered meanwhile: a failure names it instead of only "still 草稿".
  const calls: string[] = [];
  const onResponse = (r: Response) => {
    if (r.request().method() !== 'GET') calls.push(`${r.request().method()} ${new URL(r.url()).pathname} → ${r.status()}`);
  };
  page.on('response', onResponse);
  try {
    // A confirmation that reached no call at all (the click fell on an overlay still fading in or out)
    // is tried once more; one the server answered is not, so a refusal still fails the test.
    for (let attempt = 0; ; attempt++) {
      try {
        await page
          .getByTestId('document-actions')
          .locator('button')
          .filter({ hasText: new RegExp(`^${label.split('').join('\\s*')}$`) })
          .click();
        await poll(() => overlays.count()).toBeGreaterThan(0);
        await overlays.last().locator('button').filter({ hasText: /^(确\s*定|OK)$/ }).click();
        await poll(async () => page.getByTestId('document-status').innerText()).not.toBe(before);
        return;
      } catch (e) {
        if (attempt > 0 || calls.length > 0) throw e;
        await page.keyboard.press('Escape');
        await poll(() => overlays.count())
          .toBe(0)
          .catch(() => undefined);
      }
    }
  } catch (e) {
    throw new Error(`${label} left the document ${before}; calls: ${calls.join(', ') || 'none'}`, { cause: e });
  } finally {
    page.off('response', onResponse);
  }
}

/** Pulls the line of a source document through the detail's picker (all that is left, or `qty`). */
export async function pickSource(page: Page, button: string, sourceNo: string, qty?: number) {
  await page.getByRole('button', { name: button }).click();
  const picker = page.locator('.ant-modal-wrap:visible').getByTestId('source-picker');
  const row = picker.locator('.ant-table-tbody tr.ant-table-row').filter({ hasText: sourceNo });
  await row.first().waitFor();
  await row.first().locator('.ant-checkbox-input').check();
  if (qty) await row.first().locator('.ant-input-number input').fill(String(qty));
  await picker.getByRole('button', { name: /引用选中的 1 行/ }).click();
  await page.getByTestId('line-0-sheets').or(page.getByTestId('document-lines').locator('tr.ant-table-row')).first().waitFor();
}

export async function docNo(page: Page) {
  await poll(async () => /[A-Z]{2}\d{10}/.test(await page.getByTestId('document-title').innerText())).toBe(true);
  return /[A-Z]{2}\d{10}/.exec(await page.getByTestId('document-title').innerText())![0];
}

/** Sheets at a position on the stock page (0 when no row is shown). */
export async function stockAt(page: Page, base: string, position: string) {
  await page.goto(`${base}/warehouse/material/stock`);
  await page.getByTestId('plate-stock').locator('input').first().fill(position);
  await page.getByRole('button', { name: /查\s*询/ }).click();
  const rows = page
    .getByTestId('plate-stock')
    .locator('.ant-table-tbody tr.ant-table-row')
    .filter({ hasText: position });
  // The search has applied once every row shown is of that position (or none is) and nothing loads.
  const shown = page.getByTestId('plate-stock').locator('.ant-table-tbody tr.ant-table-row');
  const spinning = page.getByTestId('plate-stock').locator('.ant-spin-spinning');
  await poll(async () => (await shown.count()) === (await rows.count()) && (await spinning.count()) === 0).toBe(true);
  if ((await rows.count()) === 0) return 0;
  return Number(await rows.first().getByTestId('stock-qty').innerText());
}

