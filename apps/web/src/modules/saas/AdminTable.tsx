import type { PagedResult } from '@al/contracts';
import { Button } from 'antd';
import { useState, type ReactNode } from 'react';
import { TableContainer, type TableColumn } from '../../components/TableContainer/index.tsx';

/**
 * Which row an operator's form edits ('new' for a new one, null while closed) and the counter that
 * loads the table again after a save; `onSaved` runs after each save too.
 */
export function useAdminEditing<Row>(onSaved?: () => void) {
  const [reload, setReload] = useState(0);
  const [editing, setEditing] = useState<Row | 'new' | null>(null);
  const done = (saved: boolean) => {
    setEditing(null);
    if (saved) {
      setReload((n) => n + 1);
      onSaved?.();
    }
  };
  return { reload, editing, edit: setEditing, done };
}

/**
 * An operator's table of the rows they keep (editions, prices): titled, with its primary 新增 button,
 * and `form` of the row being edited (null for a new one) while one is.
 */
export function AdminTable<Row extends object>({
  title,
  addText,
  columns,
  load,
  state,
  form,
  children,
}: {
  title: string;
  addText: string;
  columns: TableColumn<Row>[];
  load(): Promise<PagedResult<Row>>;
  state: ReturnType<typeof useAdminEditing<Row>>;
  form(row: Row | null, onClose: (saved: boolean) => void): ReactNode;
  /** Other modals of the page. */
  children?: ReactNode;
}) {
  return (
    <>
      <TableContainer<Row>
        title={title}
        extra={
          <Button type="primary" onClick={() => state.edit('new')}>
            {addText}
          </Button>
        }
        columns={columns}
        rowKey="id"
        loader={load}
        params={state.reload}
      />
      {state.editing && form(state.editing === 'new' ? null : state.editing, state.done)}
      {children}
    </>
  );
}
