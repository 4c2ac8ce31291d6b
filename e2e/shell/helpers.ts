import { expect } from 'vitest';
import type { Locator, Page } from 'playwright-core';

export const DEMO = { userName: 'demo', password: '1q2w3E*' };

/** Fills the login form of the page that is showing it and waits until the login page is left. */
export async function submitLogin(page: Page, user = DEMO): Promise<void> {
  await page.getByPlaceholder('用户名').fill(user.userName);
  await page.getByPlaceholder('密码').fill(user.password);
  await page.getByRole('button', { name: /登\s*录/ }).click();
  await page.waitForURL((u) => !u.pathname.startsWith('/user/login'));
}

/** Logs in through the form and lands on path. */
export async function loginAt(page: Page, base: string, path = '/home'): Promise<void> {
  await page.goto(`${base}${path}`);
  await page.waitForURL(/\/user\/login/);
  await submitLogin(page);
  await page.waitForURL((u) => u.pathname + u.search === path);
  await page.getByTestId('global-header').waitFor();
}

/** A value stored by the web app under the al__ prefix. */
export async function stored(page: Page, key: string): Promise<unknown> {
  return page.evaluate((k) => {
    const raw = localStorage.getItem(`al__${k}`);
    return raw ? (JSON.parse(raw) as { value: unknown }).value : null;
  }, key);
}

export async function tabTitles(page: Page): Promise<string[]> {
  return page.locator('[data-testid="tab-bar"] .ant-tabs-tab [data-tab-key]').allInnerTexts();
}

/** expect.poll with room for a loaded 2-core machine (vitest's default is 1 s). */
export const poll = <T>(fn: () => T | Promise<T>) => expect.poll(fn, { timeout: 15_000, interval: 100 });

/**
 * Chooses an entry of the hover menu under the user's name and waits for what it opens. The header
 * may still re-lay itself out after the first render (bell counts, profile name), moving the menu out
 * from under the mouse: then the menu is hovered again, up to three times.
 */
export async function chooseUserMenu(page: Page, item: string, opens: Locator): Promise<void> {
  for (let attempt = 0; ; attempt++) {
    try {
      await page.mouse.move(0, 0);
      await page.getByTestId('user-menu').hover();
      await page.getByRole('menuitem', { name: item }).click({ timeout: 5000 });
      await opens.waitFor({ timeout: 10_000 });
      return;
    } catch (e) {
      if (attempt >= 2) throw e;
    }
  }
}

/**
 * Opens the notice bell on a tab and clicks the item with that text. Right after sign-in the header
 * can still re-render (route redirect, bell counts arriving) and close the popover under the mouse:
 * then the bell is opened again, up to three times.
 */
export async function clickNotice(page: Page, tab: string, itemText: string): Promise<void> {
  for (let attempt = 0; ; attempt++) {
    try {
      if ((await page.locator('.ant-popover:visible').count()) === 0) await page.getByTestId('notice-bell').click();
      await page.locator('.ant-popover:visible .ant-tabs-tab').filter({ hasText: tab }).click({ timeout: 5000 });
      await page.locator('.ant-popover:visible [role="tabpanel"]:visible').getByTestId('notice-item').filter({ hasText: itemText }).click({ timeout: 10_000 });
      return;
    } catch (e) {
      if (attempt >= 2) throw e;
      await page.keyboard.press('Escape');
    }
  }
}
