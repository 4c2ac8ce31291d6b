/* eslint-disable @typescript-eslint/no-explicit-any -- a tree table is built from a definition */
import { and, eq } from 'drizzle-orm';
import type { AnyResourceDef } from '@al/contracts';
import type { Tx } from '../db/client.ts';
import type { RequestContext } from '../http/context.ts';
import { badRequest } from '../http/errors.ts';
import { scopeOf } from './registry.ts';

export type TreeNode = Record<string, unknown> & { children?: TreeNode[] };

/**
 * Nests rows by their parent field, keeping the given order among siblings. A row whose parent is
 * missing (deleted, or outside the list) becomes a root, so nothing disappears from the tree.
 */
export function buildTree(rows: Record<string, unknown>[], parentKey: string): TreeNode[] {
  const byId = new Map<unknown, TreeNode>(rows.map((r) => [r.id, { ...r }]));
  const roots: TreeNode[] = [];
  for (const node of byId.values()) {
    const parent = node[parentKey] != null ? byId.get(node[parentKey]) : undefined;
    if (parent && parent !== node) (parent.children ??= []).push(node);
    else roots.push(node);
  }
  return roots;
}

/** Deepest tree a walk up the parents follows before it calls the data broken. */
const MAX_DEPTH = 100;

/**
 * A row may not become a child of itself or of one of its own descendants: walking up from the new
 * parent must not meet the row (the tree would turn into a circle and fall out of every list).
 */
export async function refuseCycle(tx: Tx, ctx: RequestContext, def: AnyResourceDef, table: any, id: string, parentId: unknown) {
  const parentKey = def.tree!.parentField;
  const message = `上级${def.title}不能是自己或自己的下级`;
  let at = parentId as string | null | undefined;
  for (let depth = 0; at; depth++) {
    if (at === id || depth > MAX_DEPTH) throw badRequest(message, [parentKey]);
    const [row] = (await tx
      .select({ parent: table[parentKey] })
      .from(table)
      .where(and(eq(table.id, at), ...scopeOf(def, table, ctx)))) as { parent: string | null }[];
    at = row?.parent;
  }
}
