import { PlusOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useCallback, useMemo, useState } from 'react';
import { SearchBar, type SearchField, type SearchValues } from '../SearchBar/index.tsx';
import { actionColumn, TableContainer, type TableColumn } from '../TableContainer/index.tsx';
import { useListLoader, useRefSearchOptions } from './api.ts';
import { creationTimeColumn, resourceColumns } from './columns.tsx';
import { toFormValues } from './fields.ts';
import { DetailDrawer } from './DetailDrawer.tsx';
import { ExcelButtons } from './ExcelButtons.tsx';
import { LogDrawer } from './LogDrawer.tsx';
import { useActions } from './permissions.ts';
import { ResourceForm } from './ResourceForm.tsx';
import { RowActions } from './RowActions.tsx';
import { listFilters, searchFieldsOf } from './search.ts';
import type { FormValues, ResourcePageProps, ResourceRow } from './types.ts';
import { useFilters } from '../hooks/useList.ts';

const EMPTY: FormValues = {};

export type { ResourcePageProps, ResourceRow, FormValues, CellRenderer } from './types.ts';
export { useActions, hasAction } from './permissions.ts';
export { resourceKeys, useAllRows, CACHED_LIST_STALE_MS } from './api.ts';

/**
 * A list page driven by a resource definition: SearchBar of its search fields, TableContainer of its
 * columns with server paging and sorting, 新增/编辑 modal, 详情 and 日志 drawers, 启用/禁用 and 删除;
 * write buttons follow the granted actions of the definition's permission.
 */
export function ResourcePage(props: ResourcePageProps) {
  const { def } = props;
  const { can } = useActions(def.permission);
  const { filters, setFilters, searches } = useFilters<Record<string, unknown>>({});
  const [version, setVersion] = useState(0);
  const [editing, setEditing] = useState<{ row: ResourceRow | null; values: FormValues } | null>(null);
  const [detailId, setDetailId] = useState<string | null>(null);
  const [logId, setLogId] = useState<string | null>(null);
  const { fixedFilters } = props;
  const allFilters = useMemo(() => ({ ...filters, ...fixedFilters }), [filters, fixedFilters]);
  // A tree resource shows its tree until the user searches; a search answers the flat matches.
  const asTree = !!def.tree && Object.keys(filters).length === 0 && !fixedFilters;
  const loader = useListLoader(def, allFilters, version, asTree);
  const refOptions = useRefSearchOptions(def);
  const refKey = JSON.stringify(refOptions);
  const searchFields = useMemo(
    () =>
      (props.searchFields ?? searchFieldsOf(def))
        .filter((f) => !fixedFilters || !(f.name in fixedFilters))
        .map((f) => (refOptions[f.name] ? ({ ...f, options: refOptions[f.name] } as SearchField) : f)),
    // refKey stands for refOptions, which is a new object on every render
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [props.searchFields, def, fixedFilters, refKey],
  );
  const { renderers, extraColumns, rowActions, onChanged: notify, hideCreationTime, defaultValues } = props;

  const changed = useCallback(() => {
    setVersion((v) => v + 1);
    notify?.();
  }, [notify]);
  const openForm = useCallback(
    (row: ResourceRow | null) => setEditing({ row, values: toFormValues(def, row, defaultValues) }),
    [def, defaultValues],
  );

  const columns = useMemo<TableColumn<ResourceRow>[]>(
    () => [
      ...resourceColumns(def, renderers),
      ...(extraColumns ?? []),
      ...(hideCreationTime ? [] : [creationTimeColumn]),
      actionColumn(230, (row) => (
        <RowActions
          def={def}
          row={row}
          onEdit={openForm}
          onDetail={(r) => setDetailId(r.id)}
          onLogs={(r) => setLogId(r.id)}
          onChanged={changed}
          extra={rowActions?.(row)}
        />
      )),
    ],
    [def, renderers, extraColumns, rowActions, hideCreationTime, openForm, changed],
  );

  return (
    <div data-testid="resource-page">
      {props.header}
      {searchFields.length > 0 && (
        <SearchBar fields={searchFields} onSearch={(v: SearchValues) => setFilters(listFilters(v))} />
      )}
      {props.children}
      <TableContainer<ResourceRow>
        title={props.title ?? def.title}
        rowKey="id"
        columns={columns}
        loader={loader}
        params={allFilters}
        reloadKey={[version, searches, props.reloadKey]}
        extra={
          <>
            {props.toolbar}
            {!props.noExcel && <ExcelButtons def={def} filters={allFilters} onImported={changed} />}
            {can('add') && (
              <Button type="primary" icon={<PlusOutlined />} onClick={() => openForm(null)}>
                新增
              </Button>
            )}
          </>
        }
      />
      <ResourceForm
        def={def}
        open={!!editing}
        row={editing?.row ?? null}
        initialValues={editing?.values ?? EMPTY}
        extra={props.formExtra}
        onChange={props.onFormChange}
        onClose={() => setEditing(null)}
        onSaved={changed}
        inputs={props.inputs}
      />
      <DetailDrawer def={def} id={detailId} renderers={renderers} onClose={() => setDetailId(null)} />
      <LogDrawer def={def} id={logId} onClose={() => setLogId(null)} />
    </div>
  );
}

export default ResourcePage;
