import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import {
  CONTRACT_CONFIG_PATH,
  CONTRACT_PATH,
  DocStatus,
  PROJECT_ORDER_PATH,
  ProjectOrderStatus,
  SALES_PICK,
  localToday,
  salesMessages as M,
  settleAreaOfPiece,
  type AreaRuleParts,
} from '@al/contracts';
import { startTestApp, type TestApp } from './support/app.ts';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = Record<string, any>;
let t: TestApp;
let token: string;
let factory: string;
let project: Json;
let other: Json;
let demander: string;
let rule: Json;
let item: Json;
let transport: Json;
const rows = async <T>(q: ReturnType<typeof sql>) => ((await t.server.database.db.execute(q)) as unknown as { rows: T[] }).rows;
const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) =>
  t.call({ method, url, token, factory, ...(payload === undefined ? {} : { payload: payload as object }) });
const json = async (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) => {
  const res = await call(method, url, payload);
  expect(res.statusCode, res.body).toBeLessThan(300);
  return res.json() as Json;
};
const refused = async (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown, status = 400) => {
  const res = await call(method, url, payload);
  expect(res.statusCode, res.body).toBe(status);
  return res.json().error.message as string;
};
const count = async (table: string) => Number((await rows<{ n: number }>(sql`select count(*)::int as n from ${sql.raw(table)}`))[0]!.n);
const productsOf = (projectId: string) =>
  rows<{ id: string; unfold_area: number; unfold_length: number; unfold_width: number }>(
    sql`select id, unfold_area, unfold_length, unfold_width from cad_products where project_id = ${projectId} and not is_deleted order by code`,
  );
const today = localToday();

beforeAll(async () => {
  t = await startTestApp();
  token = await t.login();
  factory = t.ids.factoryIds[0]!;
  const projects = (await json('GET', `${SALES_PICK.project}/all`)).items as Json[];
  project = projects.find((p) => p.name === '佛山金融中心幕墙')!;
  other = projects.find((p) => p.name === '广州南站商业裙楼铝板')!;
  demander = (await json('GET', `/api/basic/demander/all`)).items.find((d: Json) => d.shortName === '方大建科').id;
  rule = (await json('GET', `/api/basic/area-rule/all`)).items.find((r: Json) => r.name === '展开面积（最小0.5㎡）');
  const items = (await json('GET', `/api/basic/quotation/item/all`)).items as Json[];
  item = items.find((i) => i.name === '铝单板 2.5mm 3003')!;
  transport = items.find((i) => i.name === '市内运输')!;
});
afterAll(() => t?.close());

const contractBody = (extra: Json = {}) => ({
  name: '佛山金融中心幕墙铝单板供货合同',
  demanderId: demander,
  projectIds: project.id,
  signDate: today,
  areaRuleId: rule.id,
  settlementBasis: 1,
  taxRate: 13,
  advancePct: 30,
  onDeliveryPct: 60,
  retentionPct: 10,
  lines: [
    { quotationItemId: item.id, spec: '3003 2.5mm 氟碳', unit: '㎡', unitPrice: 168, estQty: 500 },
    { quotationItemId: transport.id, unit: '项', unitPrice: 800, estQty: 3 },
  ],
  ...extra,
});

describe('sales: contracts and project orders', () => {
  let contract: Json;
  let order: Json;

  it('default config: a space keeps its contract defaults', async () => {
    const created = await json('POST', CONTRACT_CONFIG_PATH, { name: '标准幕墙合同', taxRate: 13, areaRuleId: rule.id, settlementBasis: 1, termsText: '预付30%，到货60%，质保金10%' });
    expect(created).toMatchObject({ taxRate: 13, settlementBasis: 1 });
    expect((await json('GET', `${CONTRACT_CONFIG_PATH}/all`)).items.map((x: Json) => x.name)).toContain('标准幕墙合同');
  });

  it('contract: numbered HT, amounts from the lines, submitted and made effective, logged', async () => {
    contract = await json('POST', CONTRACT_PATH, contractBody());
    expect(contract.docNo).toMatch(/^HT\d{6}\d+$/);
    expect(contract.status).toBe(DocStatus.draft);
    expect(contract.amount).toBe(168 * 500 + 800 * 3);
    expect(contract.lines.map((l: Json) => l.amount)).toEqual([84000, 2400]);
    // a draft contract takes no orders
    const products = await productsOf(project.id);
    const draftOrder = { contractId: contract.id, projectId: project.id, docDate: today, deliveryDate: today, lines: [{ productId: products[0]!.id, qty: 2 }] };
    expect(await refused('POST', PROJECT_ORDER_PATH, draftOrder)).toBe(M.contractNotEffective);
    await json('POST', `${CONTRACT_PATH}/${contract.id}/submit`, {});
    contract = await json('POST', `${CONTRACT_PATH}/${contract.id}/approve`, { comment: '同意' });
    expect(contract.status).toBe(DocStatus.approved);
    expect((await json('GET', `${SALES_PICK.contract}/all`)).items.map((c: Json) => c.id)).toContain(contract.id);
    const logs = (await json('GET', `${CONTRACT_PATH}/logs`)).items as Json[];
    expect(logs.filter((l) => l.entityId === contract.id).map((l) => l.action).sort()).toEqual(['approve', 'create', 'submit']);
  });

  it('contract: bad input is refused in Chinese', async () => {
    const before = await count('sales_contracts');
    expect(await refused('POST', CONTRACT_PATH, contractBody({ startDate: today, endDate: '2020-01-01' }))).toBe(M.endBeforeStart);
    expect(await refused('POST', CONTRACT_PATH, contractBody({ advancePct: 60, onDeliveryPct: 60 }))).toBe(M.termsOver100);
    expect(await refused('POST', CONTRACT_PATH, contractBody({ areaRuleId: undefined }))).toMatch(/面积规则/);
    expect(await refused('POST', CONTRACT_PATH, contractBody({ lines: [] }))).toBe('请至少添加一行明细');
    expect(await count('sales_contracts')).toBe(before);
  });

  it('project order: settlement area per product from the contract\'s area rule, price from the contract', async () => {
    const products = await productsOf(project.id);
    const [p1, p2] = products;
    order = await json('POST', PROJECT_ORDER_PATH, {
      contractId: contract.id,
      projectId: project.id,
      docDate: today,
      deliveryDate: today,
      lines: [
        { productId: p1!.id, qty: 4 },
        { productId: p2!.id, qty: 2, unitPrice: 180 },
        { quotationItemId: transport.id, qty: 1 },
      ],
    });
    expect(order.docNo).toMatch(/^XD\d{6}\d+$/);
    expect(order.demanderId).toBe(demander);
    const piece = (p: typeof p1) => settleAreaOfPiece(rule as AreaRuleParts, { unfoldArea: Number(p!.unfold_area), unfoldLength: Number(p!.unfold_length), unfoldWidth: Number(p!.unfold_width) });
    const [l1, l2, l3] = order.lines;
    expect(l1.settleArea).toBeCloseTo(piece(p1) * 4, 4);
    expect(l1.settleArea).toBeGreaterThanOrEqual(0.5 * 4);
    expect(l1).toMatchObject({ unitPrice: 168, quotationItemId: item.id });
    expect(l1.amount).toBeCloseTo(Math.round(piece(p1) * 4 * 168 * 100) / 100, 2);
    expect(l2.amount).toBeCloseTo(Math.round(piece(p2) * 2 * 180 * 100) / 100, 2);
    expect(l3).toMatchObject({ settleArea: 0, unitPrice: 800, amount: 800 });
    expect(order.totalAmount).toBeCloseTo(l1.amount + l2.amount + 800, 2);
    order = await json('POST', `${PROJECT_ORDER_PATH}/${order.id}/confirm`, {});
    expect(order.status).toBe(ProjectOrderStatus.confirmed);
    expect((await json('GET', `${PROJECT_ORDER_PATH}/logs`)).items.length).toBeGreaterThanOrEqual(2);
  });

  it('area rule: minimum per piece and rounding modes', () => {
    const small = { unfoldArea: 0.123456, unfoldLength: 500, unfoldWidth: 300 };
    expect(settleAreaOfPiece({ basis: 1, minAreaPerPiece: 0.5, roundingDigits: 2, roundingMode: 1 }, small)).toBe(0.5);
    expect(settleAreaOfPiece({ basis: 1, minAreaPerPiece: 0, roundingDigits: 2, roundingMode: 2 }, small)).toBe(0.13);
    expect(settleAreaOfPiece({ basis: 1, minAreaPerPiece: 0, roundingDigits: 2, roundingMode: 3 }, small)).toBe(0.12);
    expect(settleAreaOfPiece({ basis: 3, minAreaPerPiece: 0, roundingDigits: 3, roundingMode: 1 }, small)).toBe(0.15);
  });

  it('project order: bad input — another space\'s project, a product of another project, a project outside the contract', async () => {
    const before = await count('sales_project_orders');
    const products = await productsOf(project.id);
    const base = { contractId: contract.id, projectId: project.id, docDate: today, deliveryDate: today, lines: [{ productId: products[0]!.id, qty: 1 }] };
    // a project of another space (the personal space): never reachable from here
    const [foreign] = await rows<{ id: string }>(
      sql`insert into cad_projects (tenant_id, factory_id, name, code, order_time, delivery_date) values (${t.ids.personalId}, ${t.ids.personalId}, '别家项目', 'XW001', ${today}, ${today}) returning id`,
    );
    expect(await refused('POST', PROJECT_ORDER_PATH, { ...base, projectId: foreign!.id })).toBe('项目不存在或已删除');
    const otherProducts = await productsOf(other.id);
    if (otherProducts.length)
      expect(await refused('POST', PROJECT_ORDER_PATH, { ...base, lines: [{ productId: otherProducts[0]!.id, qty: 1 }] })).toBe(M.productNotInProject(1));
    expect(await refused('POST', PROJECT_ORDER_PATH, { ...base, projectId: other.id, lines: [{ quotationItemId: transport.id, qty: 1 }] })).toBe(M.projectNotInContract);
    expect(await refused('POST', PROJECT_ORDER_PATH, { ...base, lines: [base.lines[0], base.lines[0]] })).toBe(M.duplicateProduct);
    expect(await refused('POST', PROJECT_ORDER_PATH, { ...base, lines: [{ qty: 1 }] })).toBe(M.lineNeedsItem(1));
    expect(await refused('POST', PROJECT_ORDER_PATH, { ...base, lines: [{ productId: products[0]!.id, qty: 0 }] })).toMatch(/数量/);
    expect(await count('sales_project_orders')).toBe(before);
  });
});
