import { ColumnHeightOutlined, ReloadOutlined, SettingOutlined } from '@ant-design/icons';
import { DEFAULT_PAGE_SIZE, PAGE_SIZE_OPTIONS, type ListOption, type PagedResult } from '@al/contracts';
import { Button, Checkbox, Dropdown, InputNumber, Popover, Space, Table, Tooltip, Tree, Typography, type TableProps } from 'antd';
import type { ColumnType } from 'antd/es/table';
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState, type Key, type ReactNode } from 'react';
import { useContentSize, useTabLocation } from '../../lib/contentSize.ts';
import { feedback } from '../../lib/notify.ts';
import { OptionTag } from '../tags.tsx';
import {
  clearTableSettings,
  loadTableSettings,
  mergeColumns,
  moveColumn,
  saveTableSettings,
  type ColumnSetting,
  type TableSize,
} from './columnSettings.ts';

export interface LoadParams {
  skipCount: number;
  maxResultCount: number;
  sorting?: string;
}

export type TableColumn<T> = ColumnType<T> & { key: string; title: string };

/** The 操作 column of a list, fixed at the right: `render` draws a row's links. */
export function actionColumn<T>(width: number, render: (row: T) => ReactNode): TableColumn<T> {
  return { key: 'action', title: '操作', width, fixed: 'right', render: (_: unknown, row: T) => render(row) };
}

type CellRender<T> = ColumnType<T>['render'];
/**
 * A column's field: checked against the row type where the columns' type is known; elsewhere (inside a
 * conditional spread, an inline table whose row type is inferred) the row is `any`, as a literal's is.
 */
export type FieldKey<T> = NoInfer<keyof T> & string;

/**
 * A column that shows the row's field `key` under `title` (its key and dataIndex are one name), `width`
 * wide, drawn by `render` if given. Spread it to add a sorter, an alignment or ellipsis:
 * `{ ...column('qty', '数量', 80), align: 'right' }`.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function column<T = any>(key: FieldKey<T>, title: string, width?: number, render?: CellRender<T>): TableColumn<T>;
/** A column without a set width, drawn by `render`. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function column<T = any>(key: FieldKey<T>, title: string, render: CellRender<T>): TableColumn<T>;
export function column<T>(key: string, title: string, widthOrRender?: number | CellRender<T>, render?: CellRender<T>): TableColumn<T> {
  const [width, draw] = typeof widthOrRender === 'function' ? [undefined, widthOrRender] : [widthOrRender, render];
  return { key, title, dataIndex: key, ...(width !== undefined && { width }), ...(draw && { render: draw }) };
}

/**
 * A column that shows the row's field `key` as the tag of its value's option in `options` (an
 * enumeration's: label and colour).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function optionColumn<T = any>(key: FieldKey<T>, title: string, width: number, options: readonly ListOption[]): TableColumn<T> {
  return column<T>(key, title, width, (v: number | string) => <OptionTag options={options} value={v} />);
}

export interface TableContainerProps<T> {
  /** Optional header title. */
  title?: ReactNode;
  /** Buttons beside the header's tools. */
  extra?: ReactNode;
  columns: TableColumn<T>[];
  rowKey: string | ((r: T) => string);
  /**
   * ABP list loader: skipCount = (page-1)*pageSize, maxResultCount = pageSize, sorting 'field asc|desc'.
   * The table calls the latest one it was given, but a new one does not make it load: what the rows
   * depend on goes in `params` or `reloadKey`, so an inline `loader={() => …}` is fine.
   */
  loader: (p: LoadParams) => Promise<PagedResult<T>>;
  /** Filters; a change of their value reloads from page 1. */
  params?: unknown;
  /**
   * Anything else the rows depend on (a version bumped after a write, a count of searches); a change of
   * its value reloads the current page.
   */
  reloadKey?: unknown;
  /** Key under which size and columns are remembered; defaults to the route path. */
  settingsKey?: string;
  rowSelection?: TableProps<T>['rowSelection'];
}

/** Minimum scroll height of the table body (spec 01 §9). */
export const MIN_SCROLL_HEIGHT = 300;

const SIZE_ITEMS: { key: TableSize; label: string }[] = [
  { key: 'large', label: '默认' },
  { key: 'middle', label: '中等' },
  { key: 'small', label: '紧凑' },
];

function ColumnSettingsPanel({
  columns,
  onConfirm,
  onReset,
}: {
  columns: ColumnSetting[];
  onConfirm: (c: ColumnSetting[]) => void;
  onReset: () => void;
}) {
  const [draft, setDraft] = useState(columns);
  const checked = draft.filter((c) => c.visible).map((c) => c.key);
  const all = checked.length === draft.length;
  return (
    <div style={{ width: 300 }} data-testid="column-settings">
      <div style={{ display: 'flex', justifyContent: 'space-between', marginBottom: 8 }}>
        <Checkbox
          checked={all}
          indeterminate={!all && checked.length > 0}
          onChange={(e) => setDraft(draft.map((c) => ({ ...c, visible: e.target.checked })))}
        >
          全选
        </Checkbox>
        <Typography.Text type="secondary">拖动排序 / 宽度</Typography.Text>
      </div>
      <div style={{ maxHeight: 360, overflow: 'auto' }}>
        <Tree
          checkable
          draggable={{ icon: false, nodeDraggable: () => true }}
          blockNode
          selectable={false}
          checkedKeys={checked}
          onCheck={(keys) => {
            const set = new Set((Array.isArray(keys) ? keys : keys.checked).map(String));
            setDraft(draft.map((c) => ({ ...c, visible: set.has(c.key) })));
          }}
          onDrop={(info) => {
            const dragKey = String(info.dragNode.key);
            const targetKey = String(info.node.key);
            const pos = info.node.pos.split('-');
            const rel = info.dropPosition - Number(pos[pos.length - 1]);
            const position = !info.dropToGap ? 'inside' : rel === -1 ? 'before' : 'after';
            const res = moveColumn(draft, dragKey, targetKey, position);
            if (res.ok) setDraft(res.columns);
            else feedback.message.warning(res.message);
          }}
          treeData={draft.map((c) => ({
            key: c.key,
            title: (
              <span style={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: 8 }} data-column-key={c.key}>
                <span>{c.title}</span>
                <InputNumber
                  size="small"
                  min={0}
                  step={10}
                  value={c.width}
                  placeholder="宽度"
                  style={{ width: 90 }}
                  onClick={(e) => e.stopPropagation()}
                  onChange={(w) => setDraft(draft.map((x) => (x.key === c.key ? { ...x, width: w ?? undefined } : x)))}
                />
              </span>
            ),
          }))}
        />
      </div>
      <Space style={{ marginTop: 8, width: '100%', justifyContent: 'flex-end' }}>
        <Button size="small" onClick={onReset}>
          重置
        </Button>
        <Button
          size="small"
          type="primary"
          onClick={() => {
            if (!draft.some((c) => c.visible)) {
              feedback.message.warning('请至少选择一列');
              return;
            }
            onConfirm(draft);
          }}
        >
          确定
        </Button>
      </Space>
    </div>
  );
}

/**
 * TableContainer: header, refresh, size chooser, column settings (remembered per route), ABP paging with
 * 20/50/100/200/400, pagination hidden when one page holds all, step back when a page above 1 comes back empty.
 */
export function TableContainer<T extends object>(props: TableContainerProps<T>) {
  const { path } = useTabLocation();
  const routeKey = props.settingsKey ?? path;
  const declared: ColumnSetting[] = useMemo(
    () => props.columns.map((c) => ({ key: c.key, title: c.title, visible: true, width: typeof c.width === 'number' ? c.width : undefined, fixed: c.fixed })),
    [props.columns],
  );
  const stored = useMemo(() => loadTableSettings(routeKey), [routeKey]);
  const [size, setSize] = useState<TableSize>(stored?.size ?? 'large');
  const [colSettings, setColSettings] = useState<ColumnSetting[]>(() => mergeColumns(declared, stored?.columns));
  const [settingsOpen, setSettingsOpen] = useState(false);
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(DEFAULT_PAGE_SIZE);
  const [sorting, setSorting] = useState<string | undefined>();
  const [data, setData] = useState<PagedResult<T>>({ items: [], totalCount: 0 });
  const [loading, setLoading] = useState(false);
  const { height } = useContentSize();
  const seq = useRef(0);
  const paramsKey = JSON.stringify(props.params ?? null);
  const reloadKey = JSON.stringify(props.reloadKey ?? null);
  // the latest loader, read when loading: its identity alone does not reload
  const loader = useRef(props.loader);
  useLayoutEffect(() => {
    loader.current = props.loader;
  });

  const persist = (s: TableSize, cols: ColumnSetting[]) =>
    saveTableSettings(routeKey, { size: s, columns: cols.map((c) => ({ key: c.key, visible: c.visible, width: c.width })) });

  const load = useCallback(
    async (p: number, ps: number, sort: string | undefined) => {
      const my = ++seq.current;
      setLoading(true);
      try {
        const res = await loader.current({ skipCount: (p - 1) * ps, maxResultCount: ps, sorting: sort });
        if (my !== seq.current) return;
        if (res.items.length === 0 && p > 1) {
          setPage(p - 1);
          return;
        }
        setData(res);
      } catch {
        // the loading indicator stops; nothing else shown
      } finally {
        if (my === seq.current) setLoading(false);
      }
    },
    [],
  );

  const lastParams = useRef(paramsKey);
  useEffect(() => {
    if (lastParams.current !== paramsKey) {
      lastParams.current = paramsKey;
      if (page !== 1) {
        setPage(1);
        return;
      }
    }
    void load(page, pageSize, sorting);
  }, [page, pageSize, sorting, paramsKey, reloadKey, load]);

  const columns = colSettings
    .filter((c) => c.visible)
    .map((s) => {
      const c = props.columns.find((x) => x.key === s.key)!;
      return { ...c, width: s.width ?? c.width };
    });

  return (
    <div style={{ background: '#fff', padding: 16, borderRadius: 8 }} data-testid="table-container">
      <div style={{ display: 'flex', alignItems: 'center', marginBottom: 12, gap: 8 }}>
        <div style={{ flex: 1, fontWeight: 500, fontSize: 16 }}>{props.title}</div>
        {props.extra}
        <Tooltip title="刷新">
          <Button type="text" icon={<ReloadOutlined />} onClick={() => void load(page, pageSize, sorting)} data-testid="table-refresh" />
        </Tooltip>
        <Dropdown
          trigger={['click']}
          menu={{
            selectable: true,
            selectedKeys: [size],
            items: SIZE_ITEMS,
            onClick: ({ key }) => {
              setSize(key as TableSize);
              persist(key as TableSize, colSettings);
            },
          }}
        >
          <Tooltip title="密度">
            <Button type="text" icon={<ColumnHeightOutlined />} data-testid="table-size" />
          </Tooltip>
        </Dropdown>
        <Popover
          trigger="click"
          placement="bottomRight"
          open={settingsOpen}
          onOpenChange={setSettingsOpen}
          title="列设置"
          destroyOnHidden
          content={
            <ColumnSettingsPanel
              columns={colSettings}
              onConfirm={(c) => {
                setColSettings(c);
                persist(size, c);
                setSettingsOpen(false);
              }}
              onReset={() => {
                clearTableSettings(routeKey);
                setColSettings(declared);
                setSize('large');
                setSettingsOpen(false);
              }}
            />
          }
        >
          <Tooltip title="列设置">
            <Button type="text" icon={<SettingOutlined />} data-testid="table-column-settings" />
          </Tooltip>
        </Popover>
      </div>
      <Table<T>
        rowKey={props.rowKey}
        size={size}
        columns={columns}
        dataSource={data.items}
        loading={loading}
        rowSelection={props.rowSelection}
        scroll={{ x: 'max-content', y: Math.max(MIN_SCROLL_HEIGHT, height - 360) }}
        onChange={(pg, _f, sorter) => {
          const s = Array.isArray(sorter) ? sorter[0] : sorter;
          const field = s?.order ? String((s.columnKey as Key | undefined) ?? s.field) : undefined;
          setSorting(field ? `${field} ${s?.order === 'ascend' ? 'asc' : 'desc'}` : undefined);
          if (pg.pageSize && pg.pageSize !== pageSize) {
            setPageSize(pg.pageSize);
            setPage(1);
          } else if (pg.current) setPage(pg.current);
        }}
        pagination={{
          current: page,
          pageSize,
          total: data.totalCount,
          pageSizeOptions: PAGE_SIZE_OPTIONS.map(String),
          showSizeChanger: true,
          hideOnSinglePage: true,
          showTotal: (t) => (data.totalCountIsLowerBound ? `共 ${t.toLocaleString('zh-CN')}+ 条` : `共 ${t} 条`),
        }}
      />
    </div>
  );
}
