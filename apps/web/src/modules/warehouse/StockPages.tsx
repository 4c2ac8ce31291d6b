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
import type { LoadParams, TableColumn } from '../../components/TableContainer/index.tsx';
import { defaultCell, formatTime } from '../../components/ResourcePage/columns.tsx';
import { listFilters } from '../../components/ResourcePage/search.ts';
import { useAllRows } from '../../components/ResourcePage/index.tsx';
import { fmtAmount } from '../../lib/format.ts';

type Row = Record<string, unknown> & { id: string };
const line = plateStockInDocument.line;
const spec: TableColumn<Row>[] = [
  {
    key: 'materialTextureId',
    title: '材质',
    dataIndex: 'materialTextureId',
    width: 130,
    render: (v) => defaultCell('materialTextureId', line.materialTextureId!, v),
  },
  { key: 'thickness', title: '厚度(mm)', dataIndex: 'thickness', width: 90, sorter: true },
  { key: 'width', title: '宽(mm)', dataIndex: 'width', width: 90 },
  { key: 'length', title: '长(mm)', dataIndex: 'length', width: 90 },
  {
    key: 'isRemnant',
    title: '余料',
    dataIndex: 'isRemnant',
    width: 70,
    render: (v) => (v ? <Tag color="orange">余料</Tag> : '-'),
  },
];
const warehouseCol: TableColumn<Row> = {
  key: 'warehouseId',
  title: '仓库',
  dataIndex: 'warehouseId',
  width: 120,
  render: (v) => defaultCell('warehouseId', plateStockInDocument.head.warehouseId!, v),
};

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
    { key: 'position', title: '库位', dataIndex: 'position', width: 90, sorter: true },
    ...spec,
    { key: 'batchNo', title: '批号', dataIndex: 'batchNo', width: 110 },
    {
      key: 'qty',
      title: '库存(张)',
      dataIndex: 'qty',
      width: 90,
      sorter: true,
      render: (v) => <span data-testid="stock-qty">{Number(v)}</span>,
    },
    { key: 'reserved', title: '预留(张)', dataIndex: 'reserved', width: 90, render: (v) => Number(v) },
    { key: 'available', title: '可用(张)', dataIndex: 'available', width: 90 },
    { key: 'area', title: '面积(㎡)', dataIndex: 'area', width: 90 },
    { key: 'avgCost', title: '平均成本', dataIndex: 'avgCost', width: 100, render: fmtAmount },
    {
      key: 'lastMoveTime',
      title: '最近变动',
      dataIndex: 'lastMoveTime',
      width: 160,
      sorter: true,
      render: formatTime,
    },
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
    { key: 'time', title: '时间', dataIndex: 'time', width: 160, render: formatTime },
    { key: 'docNo', title: '单号', dataIndex: 'docNo', width: 150 },
    {
      key: 'reason',
      title: '操作',
      dataIndex: 'reason',
      width: 90,
      render: (v) => REASONS[String(v)] ?? String(v),
    },
    {
      key: 'direction',
      title: '方向',
      dataIndex: 'direction',
      width: 70,
      render: (v) => (v === 1 ? <Tag color="green">入库</Tag> : <Tag color="red">出库</Tag>),
    },
    { key: 'qty', title: '数量(张)', dataIndex: 'qty', width: 90, render: (v) => Number(v) },
    {
      key: 'balanceAfter',
      title: '结存(张)',
      dataIndex: 'balanceAfter',
      width: 90,
      render: (v) => Number(v),
    },
    warehouseCol,
    { key: 'position', title: '库位', dataIndex: 'position', width: 90 },
    ...spec,
    { key: 'batchNo', title: '批号', dataIndex: 'batchNo', width: 110 },
  ];
  return <PlateList testId="plate-stock-log" title="库存日志" path={`${PLATE_STOCK_PATH}-log`} extra={LOG_EXTRA} columns={columns} />;
}
