import { and, eq, inArray, ne } from 'drizzle-orm';
import type { Tx } from '../db/client.ts';
import type { RequestContext } from '../http/context.ts';
import { col, type ResourceTable } from '../resource/table.ts';

/**
 * The values of a line field (a label, mostly) that already stand on another live document of this
 * factory in one of its open states, `exceptId` aside: value → that document's number. It keeps one
 * label on one open QC order, one open outsource out, and so on.
 */
export async function onOpenDocuments(
  tx: Tx,
  ctx: RequestContext,
  tables: { head: ResourceTable; lines: ResourceTable },
  field: string,
  values: string[],
  openStates: readonly number[],
  exceptId?: string,
): Promise<Map<string, string>> {
  if (!values.length) return new Map();
  const H = (k: string) => col(tables.head, k);
  const L = (k: string) => col(tables.lines, k);
  const rows = (await tx
    .select({ value: L(field), docNo: H('docNo') })
    .from(tables.lines as never)
    .innerJoin(tables.head as never, and(eq(H('tenantId'), L('tenantId')), eq(H('id'), L('docId'))))
    .where(
      and(
        eq(L('tenantId'), ctx.tenantId!),
        eq(H('factoryId'), ctx.factoryId!),
        eq(H('isDeleted'), false),
        inArray(H('status'), [...openStates]),
        inArray(L(field), values),
        exceptId ? ne(H('id'), exceptId) : undefined,
      ),
    )) as { value: string; docNo: string }[];
  return new Map(rows.map((r) => [r.value, r.docNo]));
}
