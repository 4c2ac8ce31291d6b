import { and, asc, eq } from 'drizzle-orm';
import { CHANGE_ORDER_DOC_TYPE, ChangeKind, DEFAULT_CHANGE_ORDER_TYPES, DocStatus } from '@al/contracts';
import type { Tx } from '../../core/db/client.ts';
import { demoContext, type DemoIds, demoApproved } from '../../core/http/context.ts';
import { nextDocNo } from '../../core/numbering/numbering.ts';
import { cadProducts } from '../cad/schema.ts';
import { applyChangeOrder } from './change.ts';
import { changeOrderLines, changeOrders, changeOrderTypes } from './change-schema.ts';
import { demoBatch } from '../cad/demo.ts';


/**
 * The six default change types, and two orders on 佛山金融中心幕墙 第3批: a colour change of its
 * first panel approved yesterday that notified the demo user (the bell's change notice, unread),
 * and today's draft size change of its second panel.
 */
export async function seedChangeDemo(tx: Tx, ids: DemoIds) {
  const types = (await tx
    .insert(changeOrderTypes)
    .values(DEFAULT_CHANGE_ORDER_TYPES.map(([name, needsRenest, needsApproval], i) => ({ tenantId: ids.tenantId, name, needsRenest, needsApproval, sort: i + 1, creatorId: ids.userId })))
    .returning()) as Record<string, unknown>[];
  const typeId = (name: string) => types.find((t) => t.name === name)!.id as string;
  const batch = await demoBatch(tx, ids.tenantId, '第3批');
  if (!batch) return;
  const products = await tx.select().from(cadProducts).where(and(eq(cadProducts.tenantId, ids.tenantId), eq(cadProducts.batchId, batch.id))).orderBy(asc(cadProducts.code)).limit(2);
  if (products.length < 2) return;
  const [first, second] = products as [(typeof products)[0], (typeof products)[0]];

  const order = async (typeName: string, status: number, head: Record<string, unknown>, line: Record<string, unknown>, daysAgo: number) => {
    const now = new Date(Date.now() - daysAgo * 86_400_000);
    const [row] = (await tx
      .insert(changeOrders)
      .values({
        tenantId: ids.tenantId,
        factoryId: ids.factoryId,
        docNo: await nextDocNo(tx, ids.tenantId, CHANGE_ORDER_DOC_TYPE, now),
        status,
        changeOrderTypeId: typeId(typeName),
        projectId: batch.projectId,
        projectName: batch.projectName,
        batchId: batch.id,
        batchNo: batch.batchNo,
        docDate: now.toISOString().slice(0, 10),
        notifyUserIds: ids.userId,
        ...head,
        ...(status === DocStatus.approved ? demoApproved(ids.userId, now) : {}),
        creatorId: ids.userId,
        creationTime: now,
      })
      .returning()) as Record<string, unknown>[];
    const lines = (await tx
      .insert(changeOrderLines)
      .values({ tenantId: ids.tenantId, docId: row!.id as string, sort: 0, qtyDelta: 0, ...line })
      .returning()) as Record<string, unknown>[];
    return { head: row!, lines };
  };

  const approved = await order(
    '颜色变更',
    DocStatus.approved,
    { requestedBy: '客户', description: 'B区铝单板颜色由氟碳银灰改为氟碳香槟金，已下料部分请暂停喷涂', reason: '业主确认新色板' },
    { changeKind: ChangeKind.modify, productId: first.id, field: '颜色', oldValue: first.colorCode ?? '氟碳银灰', newValue: '氟碳香槟金' },
    1,
  );
  await applyChangeOrder(tx, demoContext(ids), approved.head, approved.lines, false);
  await order(
    '尺寸变更',
    DocStatus.draft,
    { requestedBy: '设计院', description: `${second.code} 展开长度加长20mm，与现场龙骨对齐`, reason: '现场复测' },
    { changeKind: ChangeKind.modify, productId: second.id, field: '展开长度', oldValue: String(second.unfoldLength), newValue: String(Number(second.unfoldLength) + 20) },
    0,
  );
}
