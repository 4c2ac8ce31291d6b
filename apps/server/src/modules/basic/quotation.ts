import type { FastifyInstance } from 'fastify';
import { and, desc, eq, sql } from 'drizzle-orm';
import {
  aluminumMarketResource,
  areaRuleResource,
  catalogEndpoints as ep,
  paintStructureResource,
  quotationCategoryResource,
  quotationGroupResource,
  quotationItemResource,
  type StoredRow,
} from '@al/contracts';
import { registerResource, type ResourceApi } from '../../core/resource/routes.ts';
import { col } from '../../core/resource/table.ts';
import { registerInit } from './bulk-routes.ts';
import { aluminumMarkets, areaRules, paintStructures, quotationCategories, quotationGroups, quotationItems } from './schema.ts';
import { serve } from '../../core/http/endpoint.ts';

/** The standard area rules a tenant gets from the platform (POST /area-rule/sync). */
const PLATFORM_AREA_RULES = [
  { name: '展开面积（最小0.5㎡）', basis: 1, minAreaPerPiece: 0.5, roundingDigits: 2, roundingMode: 1, flangeIgnoreMm: 0 },
  { name: '表面积（折边≤30mm不计）', basis: 2, minAreaPerPiece: 0.3, roundingDigits: 2, roundingMode: 2, flangeIgnoreMm: 30 },
  { name: '外接矩形面积', basis: 3, minAreaPerPiece: 0.5, roundingDigits: 2, roundingMode: 1, openingDeductionMin: 0.1 },
];

/** Insert-if-missing by name through the resource's own validated insert; answers how many were added. */
async function addMissing(tx: Parameters<ResourceApi['insertRow']>[0], ctx: Parameters<ResourceApi['insertRow']>[1], api: ResourceApi, rows: Record<string, unknown>[]) {
  let added = 0;
  for (const row of rows) {
    const [hit] = await tx.select({ id: col(api.table, 'id') }).from(api.table).where(and(...api.scopeWhere(ctx), eq(col(api.table, 'name'), row.name)));
    if (hit) continue;
    await api.insertRow(tx, ctx, row);
    added++;
  }
  return added;
}

/** Quotation categories, items and groups; area rules; paint structures; metal market prices. */
export function quotationRoutes(app: FastifyInstance) {
  const category = registerResource(app, quotationCategoryResource, quotationCategories, { usedBy: [{ table: quotationItems, column: 'categoryId', label: '报价项目' }] });
  const item = registerResource(app, quotationItemResource, quotationItems);
  registerResource(app, quotationGroupResource, quotationGroups);
  registerInit(app, ep.initQuotationItems, category, item, {
    板材: ['铝单板 2.5mm', '铝单板 3.0mm'],
    加工: ['折弯', '焊接', '冲孔'],
    表面处理: ['氟碳喷涂 二涂', '氟碳喷涂 三涂', '粉末喷涂'],
    配件: ['挂耳', '加强筋'],
    运输: ['市内运输'],
    安装: ['现场安装'],
  });
  // The spec's /category list and /categorys (all categories, for pickers).
  serve(app, ep.quotationCategories, async (req) =>
    req.tx(async (tx) => (await tx.select().from(quotationCategories).where(category.listWhere(req.ctx, {})).orderBy(...category.listOrder(undefined))) as StoredRow[]),
  );
  serve(app, ep.quotationItemsOf, async (req) =>
    req.tx(async (tx) => {
      await category.findRow(tx, req.ctx, req.params.id);
      const items = (await tx.select().from(quotationItems).where(item.listWhere(req.ctx, { categoryId: req.params.id })).orderBy(...item.listOrder(undefined))) as StoredRow[];
      return { items, totalCount: items.length };
    }),
  );

  const rules = registerResource(app, areaRuleResource, areaRules);
  serve(app, ep.syncAreaRules, async (req) =>
    req.tx(async (tx) => {
      const added = await addMissing(tx, req.ctx, rules, PLATFORM_AREA_RULES);
      if (added) await tx.update(areaRules).set({ platformRule: true }).where(and(...rules.scopeWhere(req.ctx), sql`${col(areaRules, 'name')} in ${PLATFORM_AREA_RULES.map((x) => x.name)}`));
      return { totalCount: added, message: added ? `已同步${added}条平台规则` : '已是最新，无需同步' };
    }),
  );

  registerResource(app, paintStructureResource, paintStructures);

  const market = registerResource(app, aluminumMarketResource, aluminumMarkets);
  // The latest active price of each source and metal; readable with either price permission.
  serve(app, ep.activeMarket, async (req) =>
      req.tx(async (tx) => {
        const rows = (await tx
          .select()
          .from(aluminumMarkets)
          .where(and(market.listWhere(req.ctx, req.query.metal ? { metal: req.query.metal } : {}), eq(col(aluminumMarkets, 'isActive'), true)))
          .orderBy(desc(col(aluminumMarkets, 'priceDate')))) as StoredRow[];
        const seen = new Set<string>();
        const items = rows.filter((x) => {
          const k = `${x.source}/${x.metal}`;
          if (seen.has(k)) return false;
          seen.add(k);
          return true;
        });
        return { items, totalCount: items.length };
      }),
  );
  serve(app, ep.initMarket, async (req) =>
    req.tx(async (tx) => {
      const today = new Date().toISOString().slice(0, 10);
      let added = 0;
      for (const [source, price] of [[1, 20650], [2, 20630], [3, 20600], [4, 20585], [5, 18950]] as const) {
        const [hit] = await tx
          .select({ id: col(aluminumMarkets, 'id') })
          .from(aluminumMarkets)
          .where(and(...market.scopeWhere(req.ctx), eq(col(aluminumMarkets, 'source'), source), eq(col(aluminumMarkets, 'priceDate'), today), eq(col(aluminumMarkets, 'metal'), 'A00铝')));
        if (hit) continue;
        await market.insertRow(tx, req.ctx, { source, metal: 'A00铝', priceDate: today, price, change: 0, isActive: true });
        added++;
      }
      return { totalCount: added };
    }),
  );
}
