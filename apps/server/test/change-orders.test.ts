import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import {
  CHANGE_ORDER_TYPE_PATH as TYPES,
  CHANGE_PATH as B,
  CHANGE_PICK,
  ChangeKind,
  changeOrderMessages as M,
  DocStatus,
  LabelState,
} from '@al/contracts';
import { startTestApp, type TestApp } from './support/app.ts';
import { multipart } from './support/multipart.ts';
import { inScope } from '../src/core/db/scoped.ts';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = Record<string, any>;
let t: TestApp;
let token: string;
let factory: string;
const type: Record<string, string> = {};
let project: Json;
let lihua: string;
const rows = async <T>(q: ReturnType<typeof sql>) => ((await t.server.database.db.execute(q)) as unknown as { rows: T[] }).rows;
const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown, extra: Json = {}) =>
  t.call({ method, url, token, factory, ...extra, ...(payload === undefined ? {} : { payload: payload as object }) });
const json = async (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) => {
  const res = await call(method, url, payload);
  expect(res.statusCode, res.body).toBeLessThan(300);
  return res.json() as Json;
};
/** A 400 with its Chinese message, and the message. */
const refused = async (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown, status = 400) => {
  const res = await call(method, url, payload);
  expect(res.statusCode, res.body).toBe(status);
  return res.json().error.message as string;
};
/** A refused business rule (a document's state, a row in use): 403 with its message, as ABP answers. */
const ruled = (method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) => refused(method, url, payload, 403);
const productsOf = (batchNo: string) =>
  rows<{ id: string; code: string; change_state: number; nest_state: number }>(
    sql`select p.id, p.code, p.change_state, p.nest_state from cad_products p join cad_batches b on b.id = p.batch_id where b.project_id = ${project.id} and b.batch_no = ${batchNo} order by p.code`,
  );
const batchId = async (batchNo: string) => (await rows<{ id: string }>(sql`select id from cad_batches where project_id = ${project.id} and batch_no = ${batchNo}`))[0]!.id;

beforeAll(async () => {
  t = await startTestApp();
  token = await t.login();
  factory = t.ids.factoryIds[0]!;
  project = (await json('GET', `/api/cad/project?filter=${encodeURIComponent('佛山金融中心幕墙')}`)).items[0];
  for (const ty of (await json('GET', `${TYPES}/list`)).items) type[ty.name] = ty.id;
  lihua = (await rows<{ id: string }>(sql`select id from users where user_name = 'lihua'`))[0]!.id;
  // 李华, a planner of the demo space, works in its first factory
  await t.server.database.db.execute(sql`insert into factory_users (tenant_id, factory_id, user_id) values (${t.ids.enterpriseId}, ${factory}, ${lihua})`);
});
afterAll(() => t?.close());

describe('change orders (变更单)', () => {
  it('demo: six types, an approved colour change that told the demo user, and a draft', async () => {
    expect(Object.keys(type)).toEqual(['尺寸变更', '颜色变更', '数量变更', '取消', '新增', '工艺变更']);
    const list = await json('GET', `${B}?sorting=${encodeURIComponent('docNo asc')}`);
    expect(list.items.map((o: Json) => o.status)).toEqual([DocStatus.approved, DocStatus.draft]);
    const [approved] = list.items;
    expect(approved).toMatchObject({ projectName: '佛山金融中心幕墙', batchNo: '第3批', changeOrderTypeId: type['颜色变更'] });
    expect(approved.docNo).toMatch(/^BG\d{4}\d+$/);
    const [notice] = await rows<Json>(sql`select * from change_messages where change_order_id = ${approved.id}`);
    expect(notice).toMatchObject({ user_id: t.ids.demoUserId, order_status: 2, project_name: '佛山金融中心幕墙', project_batch: '第3批', description: approved.description.slice(0, 20) });
    const detail = await json('GET', `${B}/${approved.id}`);
    expect(detail.lines[0]).toMatchObject({ changeKind: ChangeKind.modify, field: '颜色', newValue: '氟碳香槟金' });
    expect((await productsOf('第3批')).find((p) => p.id === detail.lines[0].productId)!.change_state).toBe(2);
  });

  it('order types: CRUD, the list, a duplicate name and a type in use are refused', async () => {
    const created = await json('POST', TYPES, { name: '孔位变更', needsRenest: true, needsApproval: false, sort: 7 });
    expect((await json('GET', `${TYPES}/list`)).items.map((x: Json) => x.name)).toContain('孔位变更');
    expect(await refused('POST', TYPES, { name: '尺寸变更', needsRenest: false, needsApproval: true })).toContain('已存在');
    expect(await refused('POST', TYPES, { name: '', needsRenest: false, needsApproval: true })).toMatch(/类型名称/);
    const updated = await json('PUT', `${TYPES}/${created.id}`, { name: '孔位调整', needsRenest: true, needsApproval: false, sort: 7, concurrencyStamp: created.concurrencyStamp });
    expect(updated.name).toBe('孔位调整');
    expect((await call('DELETE', `${TYPES}/${created.id}`)).statusCode).toBe(204);
    expect(await ruled('DELETE', `${TYPES}/${type['颜色变更']}`)).toContain('变更单');
  });

  it('pickers list the factory\'s projects, batches and products', async () => {
    expect((await json('GET', `${CHANGE_PICK.project}/all`)).items.map((p: Json) => p.name)).toContain('佛山金融中心幕墙');
    const batches = (await json('GET', `${CHANGE_PICK.batch}/all`)).items;
    expect(batches.map((b: Json) => b.label)).toContain('佛山金融中心幕墙 第2批');
    const products = (await json('GET', `${CHANGE_PICK.product}/all`)).items;
    expect(products.length).toBeGreaterThan(5);
    expect(products.find((p: Json) => p.projectId === project.id).label).toMatch(/^佛山金融中心幕墙 第\d批 /);
  });

  it('creates, edits, submits and approves: cancelled labels blocked, modified products changed and back to nesting, recipients notified', async () => {
    const b2 = await batchId('第2批');
    const [p1, p2] = await productsOf('第2批');
    const body = {
      changeOrderTypeId: type['尺寸变更'],
      projectId: project.id,
      batchId: b2,
      docDate: '2026-11-20',
      requestedBy: '设计院',
      notifyUserIds: `${t.ids.demoUserId},${lihua}`,
      description: '第2批两块板：一块取消，一块加长20mm，请暂停对应工序',
      lines: [
        { changeKind: ChangeKind.cancel, productId: p1!.id, qtyDelta: -1 },
        { changeKind: ChangeKind.modify, productId: p2!.id, field: '长度', oldValue: '1200', newValue: '1220' },
      ],
    };
    const created = await json('POST', B, body);
    expect(created).toMatchObject({ status: DocStatus.draft, projectName: '佛山金融中心幕墙', batchNo: '第2批' });
    const edited = await json('PUT', `${B}/${created.id}`, { ...body, reason: '现场复测', concurrencyStamp: created.concurrencyStamp });
    expect(edited.reason).toBe('现场复测');
    // 尺寸变更 needs approval: a draft is not approved directly
    expect(await refused('POST', `${B}/approval/${created.id}`, {})).toBe(M.needsSubmit('尺寸变更'));
    expect((await rows<Json>(sql`select 1 from change_messages where change_order_id = ${created.id}`)).length).toBe(0);
    await json('POST', `${B}/${created.id}/submit`, {});
    const approved = await json('POST', `${B}/approval/${created.id}`, { comment: '同意' });
    expect(approved).toMatchObject({ status: DocStatus.approved, auditOpinion: '同意' });

    const after = await productsOf('第2批');
    expect(after.find((p) => p.id === p1!.id)!.change_state).toBe(4);
    expect(after.find((p) => p.id === p2!.id)).toMatchObject({ change_state: 2, nest_state: 1 });
    const labels = await rows<{ state: number; product_id: string }>(sql`select state, product_id from cad_labels where product_id in (${p1!.id}, ${p2!.id})`);
    expect(labels.some((l) => l.product_id === p1!.id)).toBe(true);
    expect(labels.filter((l) => l.product_id === p1!.id).every((l) => (l.state & LabelState.blocked) !== 0)).toBe(true);
    expect(labels.filter((l) => l.product_id === p2!.id).every((l) => (l.state & LabelState.blocked) === 0)).toBe(true);
    const notices = await rows<Json>(sql`select user_id, order_status, project_batch, description from change_messages where change_order_id = ${created.id} order by user_id`);
    expect(notices.map((n) => n.user_id).sort()).toEqual([t.ids.demoUserId, lihua].sort());
    expect(notices.every((n) => n.order_status === 2 && n.project_batch === '第2批' && n.description === body.description.slice(0, 20))).toBe(true);

    // approved: no second approval, no edit, no delete
    expect(await ruled('POST', `${B}/approval/${created.id}`, {})).toBe('变更单已审核，不能审核');
    expect(await ruled('PUT', `${B}/${created.id}`, { ...body, concurrencyStamp: approved.concurrencyStamp })).toBe('变更单已审核，不能修改');
    expect(await ruled('DELETE', `${B}/${created.id}`)).toBe('变更单已审核，不能删除');

    // the recipients: unread, then the demo user opens it (logged, read); 李华 reads it from the bell
    const users = (await json('GET', `${B}/${created.id}/users`)).items;
    expect(users.map((u: Json) => [u.name, u.orderStatus, u.viewCount])).toEqual([
      ['王建国', 2, 0],
      ['李华', 2, 0],
    ]);
    expect((await json('GET', `${B}/unread`)).items.map((x: Json) => x.id)).toContain(created.id);
    const bell = await json('GET', `/api/user/account/message/${t.ids.demoUserId}/header`);
    expect(bell.changes.items.find((c: Json) => c.id === created.id)).toMatchObject({ orderStatus: 2, projectBatch: '第2批' });
    expect(await json('PUT', `${B}/${created.id}/view`)).toEqual({ id: created.id, orderStatus: 4 });
    await json('PUT', `${B}/${created.id}/view`);
    expect((await json('GET', `${B}/unread`)).items.map((x: Json) => x.id)).not.toContain(created.id);
    const read = (await json('GET', `${B}/read`)).items.find((x: Json) => x.id === created.id);
    expect(read).toMatchObject({ docNo: created.docNo, orderStatus: 4, projectBatch: '第2批' });
    expect((await json('GET', `${B}/read?filter=${created.docNo}`)).totalCount).toBe(1);
    expect((await json('GET', `${B}/read?filter=${encodeURIComponent('%')}`)).totalCount).toBe(0);
    const li = await t.login('lihua');
    const liUnread = await t.call({ method: 'GET', url: `${B}/unread`, token: li });
    expect(liUnread.json().items.map((x: Json) => x.id)).toContain(created.id);
    // a planner (计划员) reads change orders: 李华 opens it, which reads the notice; she may not approve one
    const liCall = (method: 'GET' | 'PUT' | 'POST', url: string) => t.call({ method, url, token: li, factory, ...(method === 'GET' ? {} : { payload: {} }) });
    const liGet = await liCall('GET', `${B}/${created.id}`);
    expect(liGet.statusCode, liGet.body).toBe(200);
    expect((await liCall('PUT', `${B}/${created.id}/view`)).json()).toEqual({ id: created.id, orderStatus: 4 });
    expect((await liCall('POST', `${B}/approval/${created.id}`)).statusCode).toBe(403);
    expect((await liCall('GET', `${TYPES}/all`)).statusCode).toBe(200);
    expect((await t.call({ method: 'GET', url: `${B}/read`, token: li })).json().items[0]).toMatchObject({ id: created.id, orderStatus: 4 });
    const seen = (await json('GET', `${B}/${created.id}/users`)).items;
    expect(seen.map((u: Json) => [u.orderStatus, u.viewCount])).toEqual([
      [4, 2],
      [4, 1],
    ]);
    const log = await json('GET', `${B}/view/log?changeOrderId=${created.id}`);
    expect(log.totalCount).toBe(3);
    expect(log.items.map((v: Json) => v.userName)).toEqual(['李华', '王建国', '王建国']);
    expect(log.items[0]).toMatchObject({ docNo: created.docNo, projectName: '佛山金融中心幕墙' });
    expect((await json('GET', `${B}/view/log?filter=${created.docNo}`)).totalCount).toBe(3);
    expect((await json('GET', `${B}/${created.id}/view/log`)).items).toEqual(log.items);
    expect((await call('GET', `${B}/view/log?changeOrderId=abc`)).statusCode).toBe(400);
  });

  it('a type without approval is approved from a draft; reject needs an opinion', async () => {
    const [p] = await productsOf('第1批');
    const base = { projectId: project.id, docDate: '2026-11-21', notifyUserIds: t.ids.demoUserId, description: '工艺变更：增加打磨', lines: [{ changeKind: ChangeKind.modify, productId: p!.id, field: '工艺', newValue: '打磨' }] };
    const direct = await json('POST', B, { ...base, changeOrderTypeId: type['工艺变更'] });
    expect((await json('POST', `${B}/approval/${direct.id}`)).status).toBe(DocStatus.approved);
    // 工艺变更 does not send the product back to nesting
    expect((await productsOf('第1批')).find((x) => x.id === p!.id)).toMatchObject({ change_state: 2, nest_state: p!.nest_state });
    const other = await json('POST', B, { ...base, changeOrderTypeId: type['颜色变更'] });
    await json('POST', `${B}/${other.id}/submit`, {});
    expect(await refused('POST', `${B}/${other.id}/reject`, {})).toBe('请填写驳回意见');
    expect((await json('POST', `${B}/${other.id}/reject`, { comment: '颜色未定' })).status).toBe(DocStatus.rejected);
    expect((await call('DELETE', `${B}/${other.id}`)).statusCode).toBe(204);
  });

  it('refuses bad input in Chinese and stores nothing', async () => {
    const count = async () => (await rows<{ n: number }>(sql`select count(*)::int as n from change_orders`))[0]!.n;
    const before = await count();
    const [p3] = await productsOf('第3批');
    const [p2] = await productsOf('第2批');
    const base = { changeOrderTypeId: type['数量变更'], projectId: project.id, docDate: '2026-11-22', notifyUserIds: t.ids.demoUserId, description: '数量变更' };
    expect(await refused('POST', B, { ...base, lines: [] })).toBe('请至少添加一行明细');
    expect(await refused('POST', B, { ...base, description: '', lines: [{ changeKind: ChangeKind.add, qtyDelta: 2 }] })).toContain('变更内容');
    expect(await refused('POST', B, { ...base, lines: [{ changeKind: ChangeKind.modify, field: '数量' }] })).toBe(M.productRequired(1));
    expect(await refused('POST', B, { ...base, lines: [{ changeKind: ChangeKind.modify, productId: p3!.id }] })).toBe(M.fieldRequired(1));
    expect(await refused('POST', B, { ...base, lines: [{ changeKind: ChangeKind.add, qtyDelta: 0 }] })).toBe(M.addQty(1));
    expect(await refused('POST', B, { ...base, lines: [{ changeKind: 9, productId: p3!.id }] })).toContain('变更方式');
    const dup = { changeKind: ChangeKind.cancel, productId: p3!.id };
    expect(await refused('POST', B, { ...base, lines: [dup, dup] })).toBe(M.duplicateProduct);
    expect(await refused('POST', B, { ...base, batchId: await batchId('第3批'), lines: [{ changeKind: ChangeKind.cancel, productId: p2!.id }] })).toBe(M.productNotInProject(1));
    expect(await refused('POST', B, { ...base, notifyUserIds: t.ids.adminUserId, lines: [dup] })).toContain('通知人员');
    expect(await refused('POST', B, { ...base, notifyUserIds: 'abc', lines: [dup] })).toContain('通知人员');
    expect(await refused('POST', B, { ...base, changeOrderTypeId: crypto.randomUUID(), lines: [dup] })).toContain('变更类型');
    expect(await refused('POST', B, { ...base, projectId: crypto.randomUUID(), lines: [dup] })).toContain('项目');
    expect(await count()).toBe(before);
  });

  it('attaches uploaded files in any state, lists them with links, removes them', async () => {
    const [order] = (await json('GET', `${B}?status=${DocStatus.approved}&sorting=${encodeURIComponent('docNo asc')}`)).items;
    const up = await t.call({ method: 'POST', url: '/api/basic/file', token, ...(await multipart([{ name: '变更图纸.pdf', type: 'application/pdf', content: '%PDF-1.4 图纸' }])) });
    expect(up.statusCode, up.body).toBe(200);
    const file = up.json().items[0];
    const added = await json('POST', `${B}/${order.id}/file`, { fileId: file.id, name: '变更图纸.pdf' });
    expect(added.items).toHaveLength(1);
    expect(await refused('POST', `${B}/${order.id}/file`, { fileId: file.id, name: '变更图纸.pdf' })).toBe(M.fileExists);
    expect(await refused('POST', `${B}/${order.id}/file`, { fileId: crypto.randomUUID(), name: 'x.pdf' })).toContain('附件不存在');
    const files = await json('GET', `${B}/${order.id}/files`);
    expect(files.items[0]).toMatchObject({ fileId: file.id, name: '变更图纸.pdf' });
    expect((await t.app.inject({ method: 'GET', url: files.items[0].url })).statusCode).toBe(200);
    // the file itself posted to the order (multipart), as the upload takes it
    const direct = await t.call({ method: 'POST', url: `${B}/${order.id}/file`, token, factory, ...(await multipart([{ name: '客户函.pdf', type: 'application/pdf', content: '%PDF-1.4 函' }])) });
    expect(direct.statusCode, direct.body).toBe(200);
    expect(direct.json().items.map((f: Json) => f.name)).toEqual(['变更图纸.pdf', '客户函.pdf']);
    const other = await t.call({ method: 'POST', url: `${B}/${crypto.randomUUID()}/file`, token, factory, ...(await multipart([{ name: 'x.pdf', type: 'application/pdf', content: '%PDF-1.4 x' }])) });
    expect(other.statusCode).toBe(404);
    expect(await refused('POST', `${B}/${order.id}/file`)).toBe(M.fileRequired);
    for (const f of direct.json().items) expect((await call('DELETE', `${B}/file/${f.fileId}`)).statusCode).toBe(204);
    expect((await json('GET', `${B}/${order.id}/files`)).items).toHaveLength(0);
    expect((await call('DELETE', `${B}/file/${file.id}`)).statusCode).toBe(404);
  });

  it('keeps orders behind the factory and tenancy walls', async () => {
    const [order] = (await json('GET', B)).items;
    // the other factory of the same space sees none of them
    const other = { factory: t.ids.factoryIds[1]! };
    expect((await call('GET', `${B}/${order.id}`, undefined, other)).statusCode).toBe(404);
    expect((await call('PUT', `${B}/${order.id}/view`, undefined, other)).statusCode).toBe(404);
    expect((await call('GET', B, undefined, other)).json().totalCount).toBe(0);
    // the personal space: no notices, no types, not the order
    const personal = { tenant: t.ids.personalId, factory: undefined };
    expect((await call('GET', `${B}/unread`, undefined, personal)).json().totalCount).toBe(0);
    expect((await call('GET', `${B}/${order.id}/users`, undefined, personal)).statusCode).toBeGreaterThanOrEqual(400);
    // below the routes, the row-level wall: a session of the personal space reads no row of the enterprise
    const count = (tenantId: string) =>
      inScope(t.server.database.db, { tenantId, factoryId: null, userId: t.ids.demoUserId }, async (tx) =>
        ((await tx.execute(sql`select count(*)::int as n from change_orders`)) as unknown as { rows: { n: number }[] }).rows[0]!.n,
      );
    expect(await count(t.ids.enterpriseId)).toBeGreaterThan(0);
    const seen = await count(t.ids.personalId);
    expect(seen).toBe(0);
  });
});
