import {
  EDITION_PROVIDER,
  EditionType,
  FEATURE_PROVIDER,
  PERMISSION_CATALOGUE,
  PERMISSION_GROUPS,
  PaymentStatus,
  Gateway,
  OrderType,
  type PermissionGroupName,
} from '@al/contracts';
import type { Tx } from '../../core/db/client.ts';
import { coupons, editionFeatures, features, orders, prices, type editions } from './schema.ts';
import { addMonths, fromCents, toCents } from './money.ts';

/** Feature tags and the permission groups their features cover; platform groups stay ungated. */
const TAGS: { name: string; displayName: string; groups: PermissionGroupName[] }[] = [
  {
    name: 'Produce',
    displayName: '生产制造',
    groups: ['AlCad', 'AlNest', 'AlProduce', 'AlOutsource', 'AlQC', 'AlKanban'],
  },
  {
    name: 'SupplyChain',
    displayName: '供应链',
    groups: [
      'AlMaterialPurchase',
      'AlMaterialWareHouse',
      'AlPsiManagement',
      'AlProductWareHouse',
      'AlSale',
      'AlSupplier',
    ],
  },
  {
    name: 'Business',
    displayName: '经营管理',
    groups: ['AlDashboard', 'AlFinance', 'AlReport', 'AlLog', 'AlBasic', 'AlWeb', 'AlTenant', 'AlThird'],
  },
  { name: 'Organization', displayName: '组织与权限', groups: ['AbpIdentity', 'AbpOrganizationUnit'] },
];
const PACKS = [
  {
    name: 'Pack.Seats',
    displayName: '席位扩展包',
    price: {
      groupName: '扩展包',
      sales: 1200,
      original: 1500,
      seats: 10,
      unit: '元',
      description: '增加10个席位',
    },
  },
  {
    name: 'Pack.Storage',
    displayName: '存储扩展包',
    price: {
      groupName: '扩展包',
      sales: 600,
      original: 800,
      storageGb: 50,
      unit: '元',
      description: '增加50GB存储空间',
    },
  },
  {
    name: 'Pack.Nest',
    displayName: '排版额度包',
    price: {
      groupName: '扩展包',
      sales: 2000,
      original: 2400,
      nestQuota: 500,
      unit: '元',
      description: '增加500次排版额度',
    },
  },
];

/**
 * The demo's features, prices, a coupon and a year of paid orders. Every edition grants every
 * tenant feature, so nothing the demo shows is gated away; the packs are bought on top.
 */
export async function seedSaasDemo(
  tx: Tx,
  d: {
    editions: (typeof editions.$inferSelect)[];
    enterpriseId: string;
    enterpriseName: string;
    userId: string;
  },
) {
  const perms = new Map(PERMISSION_CATALOGUE.map((g) => [g.name, g.permissions.map((p) => p.name)]));
  const tenantFeatureIds: string[] = [];
  let sort = 0;
  for (const tag of TAGS) {
    const [t] = await tx
      .insert(features)
      .values({ name: tag.name, displayName: tag.displayName, sort: sort++ })
      .returning();
    for (const g of tag.groups) {
      if (!perms.get(g)?.length) continue;
      const [f] = await tx
        .insert(features)
        .values({
          parentId: t!.id,
          name: g,
          displayName: PERMISSION_GROUPS[g],
          permissionNames: perms.get(g)!,
          sort: sort++,
        })
        .returning();
      tenantFeatureIds.push(f!.id);
    }
  }
  const [packTag] = await tx
    .insert(features)
    .values({ name: 'Packs', displayName: '增值服务', sort: sort++ })
    .returning();
  for (const p of PACKS) {
    const [f] = await tx
      .insert(features)
      .values({
        parentId: packTag!.id,
        name: p.name,
        displayName: p.displayName,
        isCharged: true,
        sort: sort++,
      })
      .returning();
    const { groupName, sales, original, unit, description, ...packs } = p.price;
    await tx.insert(prices).values({
      providerName: FEATURE_PROVIDER,
      providerKey: f!.id,
      groupName,
      salesPrice: fromCents(sales * 100),
      originalPrice: fromCents(original * 100),
      periodValue: 12,
      periodName: '1年',
      availableName: p.displayName,
      unit,
      description,
      ...packs,
      nestQuota: String((packs as { nestQuota?: number }).nestQuota ?? 0),
    });
  }
  for (const e of d.editions)
    await tx
      .insert(editionFeatures)
      .values(tenantFeatureIds.map((featureId) => ({ editionId: e.id, featureId })));

  const ed = (type: number) => d.editions.find((e) => e.editionType === type)!;
  const item = (
    editionId: string,
    groupName: string,
    months: number,
    sales: number,
    original: number,
    extra: Partial<typeof prices.$inferInsert> = {},
    s = 0,
  ) => ({
    providerName: EDITION_PROVIDER,
    providerKey: editionId,
    groupName,
    salesPrice: fromCents(sales * 100),
    originalPrice: fromCents(original * 100),
    periodValue: months,
    periodName: months % 12 ? `${months}个月` : `${months / 12}年`,
    availableName: groupName,
    unit: '元',
    description: `${groupName}，${months}个月`,
    sort: s,
    ...extra,
  });
  const ent = ed(EditionType.enterprise).id;
  const rows = await tx
    .insert(prices)
    .values([
      item(ent, '标准版', 12, 5800, 6800, {}, 1),
      item(ent, '标准版', 24, 10800, 13600, {}, 2),
      item(ent, '标准版', 36, 15000, 20400, {}, 3),
      item(
        ent,
        '旗舰版',
        12,
        9800,
        12000,
        { seats: 50, storageGb: 200, concurrent: 5, description: '旗舰版，另加50席位、200GB存储、5并发' },
        4,
      ),
      item(
        ent,
        '旗舰版',
        24,
        18600,
        24000,
        { seats: 50, storageGb: 200, concurrent: 5, description: '旗舰版，另加50席位、200GB存储、5并发' },
        5,
      ),
      item(ed(EditionType.nestingSupplier).id, '标准版', 12, 3600, 4200),
      item(ed(EditionType.supplier).id, '标准版', 12, 1980, 2400),
      item(ed(EditionType.agent).id, '标准版', 12, 2980, 3600),
    ])
    .returning();
  await tx.insert(coupons).values([
    { couponNo: 'DEMO100', amount: '100.00' },
    { couponNo: 'WELCOME500', amount: '500.00' },
  ]);

  // A year of the demo enterprise's purchases, so the order list and reports have something to show.
  const now = new Date();
  const history = [
    { monthsAgo: 11, price: rows[0]!, gateway: Gateway.wechat, discount: 0 },
    { monthsAgo: 8, price: rows[3]!, gateway: Gateway.bankTransfer, discount: 500 },
    { monthsAgo: 5, price: rows[1]!, gateway: Gateway.alipay, discount: 100 },
    { monthsAgo: 2, price: rows[0]!, gateway: Gateway.wechat, discount: 0 },
  ];
  let n = 1;
  for (const h of history) {
    const at = addMonths(now, -h.monthsAgo);
    await tx.insert(orders).values({
      tenantId: d.enterpriseId,
      orderNo: `DD${at.toISOString().slice(0, 10).replace(/-/g, '')}0000${n++}`,
      tenantName: d.enterpriseName,
      userId: d.userId,
      orderType: OrderType.edition,
      providerName: EDITION_PROVIDER,
      providerKey: ent,
      providerDisplayName: '企业版',
      priceId: h.price.id,
      periodValue: h.price.periodValue,
      amount: h.price.salesPrice,
      discount: fromCents(Math.min(toCents(h.price.salesPrice), h.discount * 100)),
      gateway: h.gateway,
      paymentProvider: h.gateway === Gateway.bankTransfer ? 'bank' : 'sandbox',
      status: PaymentStatus.paid,
      paidTime: at,
      transactionId: `DEMO-${n}`,
      creationTime: at,
      creatorId: d.userId,
    });
  }
}
