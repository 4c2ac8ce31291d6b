import type { FastifyInstance } from 'fastify';
import { and, asc, eq } from 'drizzle-orm';
import {
  EDITION_PROVIDER,
  priceEndpoints as ep,
  type PriceGroup,
  type PriceItem,
  type PriceRow,
} from '@al/contracts';
import type { Tx } from '../../core/db/client.ts';
import { audit, insertAudited, softDeleteAudited, updateAudited } from '../../core/audit/audit.ts';
import { badRequest } from '../../core/http/errors.ts';
import { isoRow, serve } from '../../core/http/endpoint.ts';
import { editions, features, prices } from './schema.ts';
import { liveEditions, liveFeatures } from './catalogue.ts';
import { softDeleted } from '../../core/db/columns.ts';
import { liveById } from '../../core/db/live.ts';

const money = (p: typeof prices.$inferSelect) => ({ salesPrice: Number(p.salesPrice), originalPrice: Number(p.originalPrice) });

/** A price for the buying dialog: its answer schema keeps the fields the dialog shows. */
export const toPriceItem = (p: typeof prices.$inferSelect): PriceItem => ({ ...isoRow(p), ...money(p) });

/** The name of what a price is for: an edition (providerName E) or a feature; null when it does not exist. */
export async function providerDisplayName(
  tx: Tx,
  providerName: string,
  providerKey: string,
): Promise<string | null> {
  if (providerName === EDITION_PROVIDER) {
    const [e] = await tx
      .select({ name: editions.name })
      .from(editions)
      .where(and(eq(editions.id, providerKey), eq(editions.isDeleted, false)));
    return e?.name ?? null;
  }
  const [f] = await tx
    .select({ name: features.displayName })
    .from(features)
    .where(and(eq(features.id, providerKey), eq(features.isDeleted, false)));
  return f?.name ?? null;
}

async function requireProvider(tx: Tx, providerName: string, providerKey: string) {
  const name = await providerDisplayName(tx, providerName, providerKey);
  if (!name)
    throw badRequest(providerName === EDITION_PROVIDER ? '版本不存在' : '功能不存在', ['providerKey']);
  return name;
}

function checkPrices(v: { salesPrice: number; originalPrice: number }) {
  if (v.salesPrice > v.originalPrice) throw badRequest('销售价不能高于原价', ['salesPrice']);
}

/** A price as given (money and quota as numbers) → its columns (numeric columns take text). */
const priceColumns = <T extends { nestQuota: number; salesPrice: number; originalPrice: number }>(v: T) => ({
  ...v,
  nestQuota: String(v.nestQuota),
  salesPrice: v.salesPrice.toFixed(2),
  originalPrice: v.originalPrice.toFixed(2),
});

/** Groups in the order of their first item; items by sort. */
export function groupPrices(rows: (typeof prices.$inferSelect)[]): PriceGroup[] {
  const groups: PriceGroup[] = [];
  for (const p of rows) {
    let g = groups.find((x) => x.groupName === p.groupName);
    if (!g) groups.push((g = { groupName: p.groupName, priceItems: [] }));
    g.priceItems.push(toPriceItem(p));
  }
  return groups;
}

/** A price with what it grants and the name of what it is for. */
const toPriceRow = (p: typeof prices.$inferSelect, displayName: string): PriceRow => ({
  ...isoRow(p),
  ...money(p),
  nestQuota: Number(p.nestQuota),
  providerDisplayName: displayName,
});
const nameOf = async (tx: Tx, p: typeof prices.$inferSelect) =>
  (await providerDisplayName(tx, p.providerName, p.providerKey)) ?? '（已删除）';

const livePrice = (tx: Tx, id: string) => liveById(tx, prices, id, '价格不存在');

const live = (providerName: string, providerKey: string) =>
  and(
    eq(prices.providerName, providerName),
    eq(prices.providerKey, providerKey),
    eq(prices.isDeleted, false),
  );

export function priceRoutes(app: FastifyInstance) {
  serve(app, ep.groups, async (req) =>
    req.tx(async (tx) =>
      groupPrices(
        await tx
          .select()
          .from(prices)
          .where(live(req.query.providerName, req.query.providerKey))
          .orderBy(asc(prices.sort), asc(prices.periodValue)),
      ),
    ),
  );

  const listAll = (req: { tx: <T>(fn: (tx: Tx) => Promise<T>) => Promise<T> }) =>
    req.tx(async (tx) => {
      const rows = await tx
        .select()
        .from(prices)
        .where(eq(prices.isDeleted, false))
        .orderBy(asc(prices.providerName), asc(prices.groupName), asc(prices.sort));
      const names = new Map<string, string>();
      const items: PriceRow[] = [];
      for (const p of rows) {
        const k = `${p.providerName}:${p.providerKey}`;
        if (!names.has(k)) names.set(k, await nameOf(tx, p));
        items.push(toPriceRow(p, names.get(k)!));
      }
      return { items, totalCount: items.length };
    });
  serve(app, ep.list, async (req) => listAll(req));
  serve(app, ep.all, async (req) => (await listAll(req)).items);

  serve(app, ep.options, async (req) =>
    req.tx(async (tx) => {
      const eds = await liveEditions(tx);
      const fs = await liveFeatures(tx, eq(features.isCharged, true));
      return [
        ...eds
          .filter((e) => !e.isFree)
          .map((e) => ({ providerName: EDITION_PROVIDER, providerKey: e.id, label: `版本：${e.name}` })),
        ...fs.map((f) => ({ providerName: 'F', providerKey: f.id, label: `功能：${f.displayName}` })),
      ];
    }),
  );

  serve(app, ep.get, async (req) =>
    req.tx(async (tx) => {
      const p = await livePrice(tx, req.params.id);
      return toPriceRow(p, await nameOf(tx, p));
    }),
  );

  serve(app, ep.create, async (req) =>
    req.tx(async (tx) => {
      checkPrices(req.body);
      await requireProvider(tx, req.body.providerName, req.body.providerKey);
      const p = await insertAudited(tx, req.ctx, prices, priceColumns(req.body), {
        module: 'saas',
        entityType: 'Price',
      });
      return toPriceItem(p);
    }),
  );

  serve(app, ep.update, async (req) =>
    req.tx(async (tx) => {
      checkPrices(req.body);
      await requireProvider(tx, req.body.providerName, req.body.providerKey);
      const before = await livePrice(tx, req.params.id);
      const after = await updateAudited(
        tx,
        req.ctx,
        prices,
        before,
        priceColumns(req.body),
        { module: 'saas', entityType: 'Price' },
      );
      return toPriceItem(after);
    }),
  );

  serve(app, ep.remove, async (req) =>
    req.tx(async (tx) => {
      const p = await livePrice(tx, req.params.id);
      await softDeleteAudited(tx, req.ctx, prices, p, { module: 'saas', entityType: 'Price' });
    }),
  );

  /** Replaces all price items of one edition or feature in one go. */
  serve(app, ep.batch, async (req) =>
    req.tx(async (tx) => {
      const { providerName, providerKey, items } = req.body;
      await requireProvider(tx, providerName, providerKey);
      items.forEach(checkPrices);
      await tx
        .update(prices)
        .set(softDeleted(req.ctx.userId))
        .where(live(providerName, providerKey));
      const rows = items.length
        ? await tx
            .insert(prices)
            .values(
              items.map((i) => ({
                ...priceColumns(i),
                providerName,
                providerKey,
                creatorId: req.ctx.userId,
              })),
            )
            .returning()
        : [];
      await audit(tx, req.ctx, {
        module: 'saas',
        entityType: 'Price',
        entityId: providerKey,
        action: 'batch',
        after: rows,
      });
      return groupPrices(rows);
    }),
  );
}
