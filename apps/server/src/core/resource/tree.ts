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
