import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountApi, logsApi, featureEndpoints, type LoginLogItem, type OperationItem, type TrendItem } from '@al/contracts';
import { startTestApp, type TestApp } from './support/app.ts';
import { sheetRows } from './support/sheet.ts';

let t: TestApp;
let demo: string;
beforeAll(async () => {
  t = await startTestApp();
  demo = await t.login();
  // a failed sign-in of a member, from a phone
  await t.app.inject({
    method: 'POST',
    url: accountApi.token,
    payload: { userName: 'lihua', password: 'wrong-password' },
    remoteAddress: '192.168.1.23',
    headers: { 'user-agent': 'Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 Chrome/126.0 Mobile Safari/537.36' },
  });
  await t.login('lihua');
});
afterAll(() => t?.close());

describe('/logs/login', () => {
  it('lists the space members sign-ins and failures with IP, device and client type', async () => {
    const res = await t.call({ method: 'GET', url: `${logsApi.login}?userName=lihua`, token: demo });
    expect(res.statusCode, res.body).toBe(200);
    const items = res.json().items as LoginLogItem[];
    const failed = items.find((i) => !i.success)!;
    expect(failed).toMatchObject({ userName: 'lihua', name: '李华', ip: '192.168.1.23', failureReason: '用户名或密码错误', clientTypeName: '网页端' });
    expect(failed.deviceName).toBe('Chrome 126 / Android');
    expect(items.some((i) => i.success)).toBe(true);
    const failures = await t.call({ method: 'GET', url: `${logsApi.login}?success=false`, token: demo });
    expect((failures.json().items as LoginLogItem[]).every((i) => !i.success)).toBe(true);
  });

  it('shows a space only its own members: the platform administrator is not one of them', async () => {
    await t.login('admin');
    const mine = (await t.call({ method: 'GET', url: `${logsApi.login}?maxResultCount=1000`, token: demo })).json().items as LoginLogItem[];
    expect(mine.some((i) => i.userName === 'admin')).toBe(false);
    const admin = await t.login('admin');
    const all = (await t.call({ method: 'GET', url: `${logsApi.login}?maxResultCount=1000`, token: admin, tenant: null })).json().items as LoginLogItem[];
    expect(all.some((i) => i.userName === 'admin')).toBe(true);
  });

  it('downloads the filtered list as Excel, and refuses bad filters in Chinese', async () => {
    const res = await t.call({ method: 'GET', url: `${logsApi.loginDown}?userName=lihua`, token: demo });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toContain('xlsx');
    const rows = await sheetRows(res.rawPayload);
    expect(rows[0]).toEqual(['登录时间', '用户名', '姓名', '结果', '失败原因', '客户端', 'IP', '设备', '登录空间']);
    expect(rows.slice(1).some((r) => r[1] === 'lihua' && r[3] === '失败' && r[6] === '192.168.1.23')).toBe(true);
    const bad = await t.call({ method: 'GET', url: `${logsApi.login}?beginTime=2024-13-01`, token: demo });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.message).toBe('开始日期格式应为YYYY-MM-DD');
    const reversed = await t.call({ method: 'GET', url: `${logsApi.login}?beginTime=2024-05-02&endTime=2024-05-01`, token: demo });
    expect(reversed.json().error.message).toBe('开始日期不能晚于结束日期');
  });
});

describe('/logs/trend', () => {
  it('lists the space writes with who, what and the changed fields, and downloads them', async () => {
    const created = await t.call({ method: 'POST', url: '/api/basic/pallet', token: demo, payload: { name: '日志测试托盘', length: 1200, width: 1000 } });
    expect(created.statusCode, created.body).toBe(200);
    const row = created.json();
    const updated = await t.call({ method: 'PUT', url: `/api/basic/pallet/${row.id}`, token: demo, payload: { ...row, name: '日志测试托盘2' } });
    expect(updated.statusCode, updated.body).toBe(200);
    const res = await t.call({ method: 'GET', url: `${logsApi.trend}?module=basic&filter=${row.id}`, token: demo });
    const items = res.json().items as TrendItem[];
    expect(items.map((i) => i.actionName)).toEqual(['修改', '新增']);
    expect(items[0]).toMatchObject({ userName: 'demo', moduleName: '基础数据', entityId: row.id });
    expect(items[0]!.changed).toContain('name');
    expect(items[0]!.entityName).not.toBe('');
    const down = await t.call({ method: 'GET', url: `${logsApi.trendDown}?filter=${row.id}`, token: demo });
    const rows = await sheetRows(down.rawPayload);
    expect(rows[0]![0]).toBe('时间');
    expect(rows).toHaveLength(3);
  });

  it('needs a space', async () => {
    const admin = await t.login('admin');
    const res = await t.call({ method: 'GET', url: logsApi.trend, token: admin, tenant: null });
    expect(res.json().error.message).toBe('请先选择空间');
  });
});

describe('/logs/operation', () => {
  it('lists each use of a plugin function with its operator, and downloads it', async () => {
    const charged = (await t.call({ method: 'GET', url: featureEndpoints.charged.path, token: demo })).json() as { id: string; displayName: string }[];
    const feature = charged[0]!;
    // tried (or already held), then used twice and once given back
    await t.call({ method: 'POST', url: featureEndpoints.trial.path, token: demo, payload: { featureId: feature.id } });
    for (const [url, reason] of [
      [featureEndpoints.addUsage.path, '导出报表'],
      [featureEndpoints.addUsage.path, '导出报表'],
      [featureEndpoints.deleteUsage.path, '撤销'],
    ] as const) {
      const res = await t.call({ method: 'POST', url, token: demo, payload: { featureId: feature.id, reason } });
      expect(res.statusCode, res.body).toBeLessThan(300);
    }
    const res = await t.call({ method: 'GET', url: `${logsApi.operation}?featureId=${feature.id}`, token: demo });
    const items = res.json().items as OperationItem[];
    expect(items.map((i) => i.delta)).toEqual([-1, 1, 1]);
    expect(items[0]).toMatchObject({ featureName: feature.displayName, operatorName: '王建国', reason: '撤销' });
    const down = await t.call({ method: 'GET', url: `${logsApi.operationDown}?featureId=${feature.id}`, token: demo });
    expect((await sheetRows(down.rawPayload)).length).toBe(4);
  });
});
