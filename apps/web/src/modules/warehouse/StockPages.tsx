import {
  PLATE_STOCK_PATH,
  basicResources,
  plateStockInDocument,
  stockDirectionOptions,
  type PagedResult,
} from '@al/contracts';
import { Tag } from 'antd';
import { useCallback, useMemo } from 'react';
import { http } from '../../lib/request.ts';
import type { SearchField } from '../../components/SearchBar/index.tsx';
import { ListPage } from '../../components/ListPage.tsx';
import { useList } from '../../components/hooks/useList.ts';
import { column, type LoadParams, type TableColumn } from '../../components/TableContainer/index.tsx';
import { defaultCell, formatTime } from '../../components/ResourcePage/columns.tsx';
import { listFilters } from '../../components/ResourcePage/search.ts';
import { useAllRows } from '../../components/ResourcePage/index.tsx';
import { fmtAmount } from '../../lib/format.ts';

type Row = Record<string, unknown> & { id: string };
const line = plateStockInDocument.line;
const spec: TableColumn<Row>[] = [
  column('materialTextureId', '材质', 130, (v) => defaultCell('materialTextureId', line.materialTextureId!, v)),
  { ...column('thickness', '厚度(mm)', 90), sorter: true },
  column('width', '宽(mm)', 90),
  column('length', '长(mm)', 90),
  column('isRemnant', '余料', 70, (v) => (v ? <Tag color="orange">余料</Tag> : '-')),
];
const warehouseCol: TableColumn<Row> = column('warehouseId', '仓库', 120, (v) =>
  defaultCell('warehouseId', plateStockInDocument.head.warehouseId!, v),
);

/** Options of the warehouse and texture selects, from the cached basic-data lists. */
function useSearchFields(extra: SearchField[]): SearchField[] {
  const warehouses = useAllRows(basicResources.warehouse.basePath);
  const textures = useAllRows(basicResources.materialTexture.basePath);
  return useMemo(
    () => [
      { name: 'filter', label: '关键字', type: 'input', placeholder: '库位、批号或单号' },
      {
        name: 'warehouseId',
        label: '仓库',
        type: 'select',
        options: (warehouses.data ?? [])
          .filter((w) => w.type === 1 || w.type === 5)
          .map((w) => ({ value: w.id as string, label: String(w.name) })),
      },
      {
        name: 'materialTextureId',
        label: '材质',
        type: 'select',
        options: (textures.data ?? []).map((t) => ({ value: t.id as string, label: String(t.name) })),
      },
      ...extra,
    ],
    [warehouses.data, textures.data, extra],
  );
}

/** A list of `path` under the search form (warehouse, texture and `extra`). */
function PlateList({ testId, title, path, extra, columns }: { testId: string; title: string; path: string; extra: SearchField[]; columns: TableColumn<Row>[] }) {
  const load = useCallback((p: LoadParams & Record<string, unknown>) => http.get<PagedResult<Row>>(path, p as never), [path]);
  const list = useList(load);
  const fields = useSearchFields(extra);
  return <ListPage<Row> testId={testId} fields={fields} toFilters={listFilters} list={list} title={title} columns={columns} />;
}

const STOCK_EXTRA: SearchField[] = [
  { name: 'thickness', label: '厚度', type: 'inputNumber', min: 0, step: 0.5 },
  {
    name: 'isRemnant',
    label: '余料',
    type: 'select',
    options: [
      { value: 'true', label: '余料' },
      { value: 'false', label: '整板' },
    ],
  },
];

/** /warehouse/material/stock: sheets per warehouse, position, plate spec and batch, with what is reserved and available. */
export function StockPage() {
  const columns: TableColumn<Row>[] = [
    warehouseCol,
    { ...column('position', '库位', 90), sorter: true },
    ...spec,
    column('batchNo', '批号', 110),
    { ...column('qty', '库存(张)', 90, (v) => <span data-testid="stock-qty">{Number(v)}</span>), sorter: true },
    column('reserved', '预留(张)', 90, (v) => Number(v)),
    column('available', '可用(张)', 90),
    column('area', '面积(㎡)', 90),
    column('avgCost', '平均成本', 100, fmtAmount),
    { ...column('lastMoveTime', '最近变动', 160, formatTime), sorter: true },
  ];
  return <PlateList testId="plate-stock" title="板材库存" path={PLATE_STOCK_PATH} extra={STOCK_EXTRA} columns={columns} />;
}

const LOG_EXTRA: SearchField[] = [
  {
    name: 'direction',
    label: '方向',
    type: 'select',
    options: stockDirectionOptions.map((o) => ({ value: o.value, label: o.label })),
  },
  { name: 'time', label: '时间', type: 'dateRangePicker', noDefault: true },
];
const REASONS: Record<string, string> = {
  approve: '审核',
  forceApprove: '强制审核',
  post: '入库',
  postRemnant: '余料入库',
  deApprove: '反审核',
  void: '作废',
};

/** /warehouse/material/stock-log: every posted move with the document behind it and the balance after. */
export function StockLogPage() {
  const columns: TableColumn<Row>[] = [
    column('time', '时间', 160, formatTime),
    column('docNo', '单号', 150),
    column('reason', '操作', 90, (v) => REASONS[String(v)] ?? String(v)),
    column('direction', '方向', 70, (v) => (v === 1 ? <Tag color="green">入库</Tag> : <Tag color="red">出库</Tag>)),
    column('qty', '数量(张)', 90, (v) => Number(v)),
    column('balanceAfter', '结存(张)', 90, (v) => Number(v)),
    warehouseCol,
    column('position', '库位', 90),
    ...spec,
    column('batchNo', '批号', 110),
  ];
  return <PlateList testId="plate-stock-log" title="库存日志" path={`${PLATE_STOCK_PATH}-log`} extra={LOG_EXTRA} columns={columns} />;
}
