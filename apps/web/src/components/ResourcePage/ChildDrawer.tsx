import type { AnyResourceDef } from '@al/contracts';
import { Button, Drawer, Tabs } from 'antd';
import { useMemo, useState, type ReactNode } from 'react';
import { ResourcePage, type ResourceRow } from './index.tsx';

/**
 * The child lists of one parent row in a drawer (plate sizes of a material texture, positions of a
 * warehouse): each a ResourcePage fixed to the parent, whose 新增 fills the parent in.
 */
export function ChildDrawer({
  title,
  parentId,
  children,
  onClose,
}: {
  title: string;
  parentId: string | null;
  children: AnyResourceDef[];
  onClose: () => void;
}) {
  return (
    <Drawer title={title} open={!!parentId} onClose={onClose} size="large" width={1000} destroyOnHidden>
      {parentId && (
        <Tabs
          items={children.map((def) => ({
            key: def.entity,
            label: def.title,
            children: <ChildList def={def} parentId={parentId} />,
          }))}
        />
      )}
    </Drawer>
  );
}

function ChildList({ def, parentId }: { def: AnyResourceDef; parentId: string }) {
  const key = def.parentField!;
  const fixed = useMemo(() => ({ [key]: parentId }), [key, parentId]);
  return <ResourcePage def={def} fixedFilters={fixed} defaultValues={fixed} noExcel hideCreationTime />;
}

/**
 * A resource list whose rows each open their child lists (plate sizes of a texture, positions of a
 * warehouse, SKUs of an accessory) from a link in the 操作 column.
 */
export function ResourceWithChildren({
  def,
  action,
  drawerTitle,
  children,
  toolbar,
}: {
  def: AnyResourceDef;
  /** The link's text in the 操作 column. */
  action: string;
  drawerTitle: (row: ResourceRow) => string;
  children: AnyResourceDef[];
  toolbar?: ReactNode;
}) {
  const [open, setOpen] = useState<ResourceRow | null>(null);
  return (
    <>
      <ResourcePage
        def={def}
        toolbar={toolbar}
        rowActions={(row) => (
          <Button type="link" size="small" style={{ padding: '0 4px' }} onClick={() => setOpen(row)}>
            {action}
          </Button>
        )}
      />
      <ChildDrawer title={open ? drawerTitle(open) : ''} parentId={open?.id ?? null} onClose={() => setOpen(null)}>
        {children}
      </ChildDrawer>
    </>
  );
}
