import { describe, expect, it } from 'vitest';
import { useServerAndBrowser } from '../support/fixture.ts';
import { clickNotice, loginAt, poll } from './helpers.ts';

const e2e = useServerAndBrowser();
const INVITER = '华南幕墙工程有限公司';

describe('an invitation in the notice bell', () => {
  it('opens 邀请提示 and 接受 puts the inviting space into the switcher', async () => {
    const page = await e2e.browser.newPage();
    await loginAt(page, e2e.server.url, '/home');
    await page.getByTestId('space-switcher').click();
    await poll(() => page.getByTestId('space-item').count()).toBe(2);
    expect(await page.getByTestId('space-item').filter({ hasText: INVITER }).count()).toBe(0);
    await page.keyboard.press('Escape');

    await clickNotice(page, '通知', `${INVITER} 邀请您加入`);
    const confirm = page.getByRole('dialog').filter({ hasText: '邀请提示' });
    await confirm.getByText(`${INVITER} 邀请您加入`).waitFor();
    await confirm.getByRole('button', { name: /接\s*受/ }).click();
    await poll(() => confirm.count()).toBe(0);

    await page.getByTestId('space-switcher').click();
    await poll(() => page.getByTestId('space-item').filter({ hasText: INVITER }).count()).toBe(1);
    await page.close();
  });
});
