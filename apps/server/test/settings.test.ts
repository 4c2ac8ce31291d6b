import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { DEFAULT_TENANT_SETTINGS, documentTypes, endpointUrl, settingsEndpoints, thirdConfigEndpoints, type NumberingPreviewItem, type TenantSettings, type ThirdConfigItem } from '@al/contracts';
import { startTestApp, type TestApp } from './support/app.ts';
import { tenantSettings, thirdConfigs } from '../src/modules/settings/schema.ts';
import { auditLogs } from '../src/core/audit/schema.ts';

let t: TestApp;
let demo: string;
beforeAll(async () => {
  t = await startTestApp();
  demo = await t.login();
});
afterAll(() => t?.close());

const settings = (patch: Partial<TenantSettings> = {}) => ({ ...DEFAULT_TENANT_SETTINGS, ...patch });

describe('/setting/config', () => {
  it('answers the defaults until the space saves its own, then its own; a stale save is a 409', async () => {
    const first = (await t.call({ method: 'GET', url: settingsEndpoints.config.path, token: demo })).json() as TenantSettings;
    expect(first).toMatchObject({ ...DEFAULT_TENANT_SETTINGS, concurrencyStamp: null });
    const saved = await t.call({ method: 'PUT', url: settingsEndpoints.config.path, token: demo, payload: settings({ areaPrecision: 2, labelSize: '100x70', labelFields: ['project', 'size'] }) });
    expect(saved.statusCode, saved.body).toBe(200);
    const s = saved.json() as TenantSettings;
    expect(s).toMatchObject({ areaPrecision: 2, labelSize: '100x70', labelFields: ['project', 'size'] });
    const stale = await t.call({ method: 'PUT', url: settingsEndpoints.config.path, token: demo, payload: settings({ concurrencyStamp: 'old' }) });
    expect(stale.statusCode).toBe(409);
    const again = await t.call({ method: 'PUT', url: settingsEndpoints.config.path, token: demo, payload: settings({ moneyPrecision: 3, concurrencyStamp: s.concurrencyStamp! }) });
    expect(again.json().moneyPrecision).toBe(3);
  });

  it('refuses bad values in Chinese and writes nothing, and only administrators save', async () => {
    const before = (await t.call({ method: 'GET', url: settingsEndpoints.config.path, token: demo })).json() as TenantSettings;
    const bad = await t.call({ method: 'PUT', url: settingsEndpoints.config.path, token: demo, payload: settings({ areaPrecision: 9, concurrencyStamp: before.concurrencyStamp! }) });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.message).toBe('面积小数位不能大于4');
    const unit = await t.call({ method: 'PUT', url: settingsEndpoints.config.path, token: demo, payload: { ...settings({ concurrencyStamp: before.concurrencyStamp! }), lengthUnit: 'inch' } });
    expect(unit.json().error.message).toBe('长度单位的取值不正确');
    expect((await t.call({ method: 'GET', url: settingsEndpoints.config.path, token: demo })).json()).toEqual(before);
    const member = await t.login('lihua');
    const refused = await t.call({ method: 'PUT', url: settingsEndpoints.config.path, token: member, payload: settings() });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.message).toBe('只有空间管理员可以修改系统配置');
    expect((await t.call({ method: 'GET', url: settingsEndpoints.config.path, token: member })).statusCode).toBe(200);
  });

  it('answers a stored option a later version no longer offers as the default, not as a 500', async () => {
    const saved = await t.call({ method: 'PUT', url: settingsEndpoints.config.path, token: demo, payload: settings({ concurrencyStamp: undefined }) });
    expect([200, 409]).toContain(saved.statusCode);
    // a unit and a label line an older version offered, written straight into the row
    await t.server.database.db.update(tenantSettings).set({ lengthUnit: 'inch', labelFields: ['project', 'barcode'] });
    const read = await t.call({ method: 'GET', url: settingsEndpoints.config.path, token: demo });
    expect(read.statusCode, read.body).toBe(200);
    expect(read.json()).toMatchObject({ lengthUnit: DEFAULT_TENANT_SETTINGS.lengthUnit, labelFields: ['project'] });
  });

  it('previews the next number of every document type without taking one', async () => {
    const a = (await t.call({ method: 'GET', url: settingsEndpoints.numberingPreview.path, token: demo })).json() as NumberingPreviewItem[];
    expect(a).toHaveLength(documentTypes.length);
    expect(a[0]).toMatchObject({ documentType: 1, name: '合同', source: 'default' });
    // the sales demo's contract took this month's first contract number
    expect(a[0]!.next).toMatch(/^HT\d{6}0002$/);
    const b = (await t.call({ method: 'GET', url: settingsEndpoints.numberingPreview.path, token: demo })).json() as NumberingPreviewItem[];
    expect(b).toEqual(a);
  });
});

describe('/setting/sync: third-party accounts', () => {
  it('keeps the secret sealed: never answered, not readable in the database, kept on an update without one', async () => {
    const created = await t.call({
      method: 'POST',
      url: thirdConfigEndpoints.list.path,
      token: demo,
      payload: { provider: 'wechat-mp', name: '示范铝业服务号', appId: 'wx1234567890abcdef', secret: 'very-secret-app-secret-0042', extra: { originalId: 'gh_123' } },
    });
    expect(created.statusCode, created.body).toBe(200);
    const item = created.json() as ThirdConfigItem;
    expect(item).toMatchObject({ providerName: '微信公众号', secretSet: true, secretHint: '****0042', secretReadable: true });
    expect(created.body).not.toContain('very-secret-app-secret');
    const [row] = await t.server.database.db.select().from(thirdConfigs).where(eq(thirdConfigs.id, item.id));
    expect(row!.secretSealed).toMatch(/^v1\./);
    expect(row!.secretSealed).not.toContain('very-secret');
    const logs = await t.server.database.db.select().from(auditLogs).where(and(eq(auditLogs.entityType, 'ThirdConfig'), eq(auditLogs.entityId, item.id)));
    expect(JSON.stringify(logs)).not.toContain('very-secret');

    const renamed = await t.call({
      method: 'PUT',
      url: endpointUrl(thirdConfigEndpoints.update, { id: item.id }),
      token: demo,
      payload: { provider: 'wechat-mp', name: '服务号', appId: 'wx1234567890abcdef', concurrencyStamp: item.concurrencyStamp },
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json()).toMatchObject({ name: '服务号', secretHint: '****0042' });
    const check = await t.call({ method: 'POST', url: endpointUrl(thirdConfigEndpoints.check, { id: item.id }), token: demo, payload: {} });
    expect(check.json()).toEqual({ ok: true, message: '密钥完好，可以使用' });
  });

  it('refuses a second account of the same provider and one without a secret', async () => {
    const dup = await t.call({ method: 'POST', url: thirdConfigEndpoints.list.path, token: demo, payload: { provider: 'wechat-mp', name: '另一个', appId: 'wx2', secret: 'x' } });
    expect(dup.statusCode).toBe(400);
    expect(dup.json().error.message).toBe('该第三方平台已配置，请修改已有的配置');
    const none = await t.call({ method: 'POST', url: thirdConfigEndpoints.list.path, token: demo, payload: { provider: 'dingtalk', name: '钉钉', appId: 'ding1' } });
    expect(none.json().error.message).toBe('请输入AppSecret');
    const bad = await t.call({ method: 'POST', url: thirdConfigEndpoints.list.path, token: demo, payload: { provider: 'qq', name: 'x', appId: 'y', secret: 'z' } });
    expect(bad.json().error.message).toBe('第三方平台的取值不正确');
  });

  it('keeps the camera provider (ys7 setting of the website) in the same sealed store', async () => {
    const put = await t.call({ method: 'PUT', url: '/api/tenant/web/ys7/setting', token: demo, payload: { appKey: 'ys7-key-1', appSecret: 'ys7-secret-9999' } });
    expect(put.statusCode, put.body).toBe(200);
    const list = (await t.call({ method: 'GET', url: thirdConfigEndpoints.list.path, token: demo })).json().items as ThirdConfigItem[];
    expect(list.find((x) => x.provider === 'ys7')).toMatchObject({ appId: 'ys7-key-1', secretHint: '****9999' });
    const get = await t.call({ method: 'GET', url: '/api/tenant/web/ys7/setting', token: demo });
    expect(get.json()).toEqual({ appKey: 'ys7-key-1', secretSet: true });
  });

  it('is refused to members without the permission, and deletes', async () => {
    const member = await t.login('lihua');
    expect((await t.call({ method: 'GET', url: thirdConfigEndpoints.list.path, token: member })).statusCode).toBe(403);
    const list = (await t.call({ method: 'GET', url: thirdConfigEndpoints.list.path, token: demo })).json().items as ThirdConfigItem[];
    const ys7 = list.find((x) => x.provider === 'ys7')!;
    expect((await t.call({ method: 'DELETE', url: endpointUrl(thirdConfigEndpoints.update, { id: ys7.id }), token: demo })).statusCode).toBe(204);
    expect((await t.call({ method: 'DELETE', url: endpointUrl(thirdConfigEndpoints.update, { id: ys7.id }), token: demo })).statusCode).toBe(404);
  });
});
