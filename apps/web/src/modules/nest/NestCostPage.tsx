import { nestCostBasisLabels, type NestCostBasis } from '@al/contracts';
import { Tabs } from 'antd';
import dayjs from 'dayjs';
import { useCallback, useMemo, useState } from 'react';
import { SearchBar, type SearchField, type SearchValues } from '../../components/SearchBar/index.tsx';
import { TableContainer, type LoadParams, type TableColumn } from '../../components/TableContainer/index.tsx';
import { nestApi } from './api.ts';
import { AccessoryCostList } from './AccessoryCostList.tsx';

const FIELDS: SearchField[] = [
  { type: 'input', name: 'filter', label: '排版单号', history: true },
  { type: 'dateRangePicker', name: 'time', label: '时间', maxRange: { amount: 1, unit: 'year' }, noDefault: true },
];
const money = (v: unknown) => Number(v).toFixed(2);

/** /nest/cost: what each nest was charged against the space's nest quota. */
export default function NestCostPage() {
  const [params, setParams] = useState<SearchValues>({});
  const loader = useCallback(
    (p: LoadParams) => {
      const range = params.time as string[] | undefined;
      return nestApi.costs({ ...p, filter: (params.filter as string) || undefined, beginTime: range?.[0], endTime: range?.[1] });
    },
    [params],
  );
  const columns = useMemo<TableColumn<Record<string, unknown>>[]>(
    () => [
      { key: 'orderNo', title: '排版单号', dataIndex: 'orderNo', width: 150 },
      { key: 'basis', title: '计费方式', dataIndex: 'basis', width: 100, render: (v: NestCostBasis) => nestCostBasisLabels[v] ?? v },
      { key: 'qty', title: '数量', dataIndex: 'qty', width: 90 },
      { key: 'unitPrice', title: '单价', dataIndex: 'unitPrice', width: 90, render: money },
      { key: 'amount', title: '金额', dataIndex: 'amount', width: 90, render: money },
      { key: 'quotaBefore', title: '扣费前额度', dataIndex: 'quotaBefore', width: 110, render: money },
      { key: 'quotaAfter', title: '扣费后额度', dataIndex: 'quotaAfter', width: 110, render: money },
      { key: 'time', title: '时间', dataIndex: 'time', width: 160, render: (v: string) => dayjs(v).format('YYYY-MM-DD HH:mm') },
    ],
    [],
  );
  // Panel and accessory (1-D) nests are charged against the same quota; each has its log.
  return (
    <Tabs
      items={[
        {
          key: 'panel',
          label: '板材排版',
          children: (
            <>
              <SearchBar fields={FIELDS} onSearch={setParams} />
              <TableContainer<Record<string, unknown>> title="排版费用" rowKey="id" columns={columns} loader={loader} params={params} />
            </>
          ),
        },
        { key: 'accessory', label: '配件排版', children: <AccessoryCostList /> },
      ]}
    />
  );
}
