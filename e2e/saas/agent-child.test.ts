import { describe, expect, it } from 'vitest';
import {
  EditionType,
  Gateway,
  priceEndpoints,
  editionEndpoints,
  tenantEndpoints, accountChangeEndpoints,
  type Edition,
  type Order,
  type PagedResult,
  type PriceGroup,
  orderEndpoints,
  endpointUrl,
} from '@al/contracts';
import { useServerAndBrowser } from '../support/fixture.ts';
import { poll, submitLogin } from '../shell/helpers.ts';

const e2e = useServerAndBrowser();
const PASSWORD = '1q2w3E*';

/** A JSON call to the test server; fails the test on anything but 2xx. */
async function call<T>(
  method: string,
  path: string,
  o: { token?: string; tenant?: string; body?: unknown } = {},
): Promise<T> {
  const res = await fetch(`${e2e.server.url}${path}`, {
    method,
    headers: {
      Accept: 'application/json',
      ...(o.body !== undefined ? { 'Content-Type': 'application/json' } : {}),
      ...(o.token ? { Authorization: `Bearer ${o.token}` } : {}),
      ...(o.tenant ? { __tenant: o.tenant } : {}),
    },
    body: o.body !== undefined ? JSON.stringify(o.body) : undefined,
  });
  const text = await res.text();
  if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${text}`);
  return (text ? JSON.parse(text) : undefined) as T;
}

const login = async (userName: string) =>
  (
    await call<{ accessToken: string }>('POST', '/api/user/account/token', {
      body: { userName, password: PASSWORD },
    })
  ).accessToken;

describe('agent child detail', () => {
  it('an agent signs in, opens one of its children and sees its edition, income and paid order', async () => {
    // Retry-safe: a new agent account, agent space and child space per attempt.
    const stamp = `${Date.now() % 100_000_000}`;
    const userName = `agent_${stamp}`;
    const agentName = `华南代理${stamp}`;
    const childName = `下级铝业${stamp}`;
    await call('POST', tenantEndpoints.register.path, {
      body: { userName, phoneNumber: `139${stamp.padStart(8, '0')}`, password: PASSWORD },
    });

    // The platform opens an agent space for the account.
    const admin = await login('admin');
    const editions = (await call<PagedResult<Edition>>('GET', editionEndpoints.list.path, { token: admin })).items;
    const agentEdition = editions.find((e) => e.editionType === EditionType.agent)!;
    const enterpriseEdition = editions.find((e) => e.editionType === EditionType.enterprise)!;
    const agent = await call<{ id: string }>('POST', tenantEndpoints.create.path, {
      token: admin,
      body: { displayName: agentName, editionId: agentEdition.id, ownerUserName: userName },
    });

    // A paid (not a trial) agent edition starts expired: the operator sets its service period.
    await call('PUT', accountChangeEndpoints.service.path, {
      token: admin,
      body: {
        tenantId: agent.id,
        value: new Date(Date.now() + 365 * 86_400_000).toISOString(),
        reason: '代理合同',
      },
    });

    // The agent opens a child space (owned by the same account) that buys its edition by bank transfer.
    const token = await login(userName);
    const child = await call<{ id: string }>('PUT', '/api/tenant/children', {
      token,
      tenant: agent.id,
      body: { displayName: childName, editionId: enterpriseEdition.id, ownerUserName: userName },
    });
    const groups = await call<PriceGroup[]>(
      'GET',
      `${priceEndpoints.groups.path}?providerName=E&providerKey=${enterpriseEdition.id}`,
      { token, tenant: child.id },
    );
    const price = groups[0]!.priceItems[0]!;
    const order = await call<Order>('POST', orderEndpoints.create.path, {
      token,
      tenant: child.id,
      body: { tenantId: child.id, gateway: Gateway.bankTransfer, priceId: price.id, providerName: 'E' },
    });
    await call('PUT', endpointUrl(orderEndpoints.confirmTransfer, { id: order.id }), { token: admin });
    const paid = price.salesPrice.toFixed(2);

    // In the browser: sign in, switch to the agent space, open the child from the children list.
    const page = await e2e.browser.newPage({ viewport: { width: 1600, height: 900 } });
    await page.goto(`${e2e.server.url}/home`);
    await page.waitForURL(/\/user\/login/);
    await submitLogin(page, { userName, password: PASSWORD });
    const switcher = page.getByTestId('space-switcher');
    await switcher.waitFor();
    if (!(await switcher.innerText()).includes(agentName)) {
      await switcher.click();
      await page.getByTestId('space-dropdown').waitFor();
      await page.getByTestId('space-item').filter({ hasText: agentName }).click();
      await poll(() => switcher.innerText()).toContain(agentName);
    }
    await page.goto(`${e2e.server.url}/agent-children`);
    await page
      .locator('.ant-table-tbody tr.ant-table-row:visible')
      .filter({ hasText: childName })
      .getByText(childName)
      .click();
    await page.waitForURL(
      (u) => u.pathname === '/agent-children-detail' && u.searchParams.get('id') === child.id,
    );

    await page.locator('.ant-card-head-title:visible').filter({ hasText: childName }).waitFor();
    const fields = page.locator('.ant-descriptions-item:visible');
    await fields.filter({ hasText: '版本' }).filter({ hasText: enterpriseEdition.name }).waitFor();
    const income = page
      .locator('.ant-card:visible')
      .filter({ has: page.locator('.ant-card-head-title', { hasText: /^收入$/ }) });
    // Statistic groups thousands with commas: compare the digits.
    const stat = (title: string) => async () =>
      (
        await income
          .locator('.ant-statistic')
          .filter({ hasText: title })
          .locator('.ant-statistic-content')
          .innerText()
      ).replace(/[,\s]/g, '');
    await poll(stat('已支付订单')).toBe('1');
    await poll(stat('实收金额')).toBe(`¥${paid}`);
    const orders = page
      .locator('.ant-card:visible')
      .filter({ has: page.locator('.ant-card-head-title', { hasText: /^订单$/ }) });
    const row = orders.locator('tbody tr.ant-table-row').filter({ hasText: order.orderNo });
    await row.waitFor();
    expect(await row.innerText()).toContain(paid);

    // A space that is not this agent's child (the demo space) shows nothing of it.
    const demo = await call<{ currentTenant: { tenantId: string; name?: string } }>(
      'POST',
      '/api/user/account/token',
      {
        body: { userName: 'demo', password: PASSWORD },
      },
    );
    await page.goto(`${e2e.server.url}/agent-children-detail?id=${demo.currentTenant.tenantId}`);
    await page.locator('.ant-card-head-title:visible').filter({ hasText: '下级用户详情' }).waitFor();
    await page.locator('.ant-notification-notice').filter({ hasText: '下级用户不存在' }).waitFor();
    expect(await page.locator('.ant-descriptions-item:visible').count()).toBe(0);
    await page.close();
  });
});
