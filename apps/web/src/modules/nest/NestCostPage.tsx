import { nestCostBasisLabels, type NestCostBasis } from '@al/contracts';
import { useMemo } from 'react';
import type { TableColumn } from '../../components/TableContainer/index.tsx';
import { nestApi } from './api.ts';
import { AccessoryCostList } from './AccessoryCostList.tsx';
import { KindTabs, money, NestSearchTable, nestSearchFields, timeColumn } from './lists.tsx';

const FIELDS = nestSearchFields('排版单号', 'cost');

/** /nest/cost: what each nest was charged against the space's nest quota. */
export default function NestCostPage() {
  const columns = useMemo<TableColumn<Record<string, unknown>>[]>(
    () => [
      { key: 'orderNo', title: '排版单号', dataIndex: 'orderNo', width: 150 },
      { key: 'basis', title: '计费方式', dataIndex: 'basis', width: 100, render: (v: NestCostBasis) => nestCostBasisLabels[v] ?? v },
      { key: 'qty', title: '数量', dataIndex: 'qty', width: 90 },
      { key: 'unitPrice', title: '单价', dataIndex: 'unitPrice', width: 90, render: money },
      { key: 'amount', title: '金额', dataIndex: 'amount', width: 90, render: money },
      { key: 'quotaBefore', title: '扣费前额度', dataIndex: 'quotaBefore', width: 110, render: money },
      { key: 'quotaAfter', title: '扣费后额度', dataIndex: 'quotaAfter', width: 110, render: money },
      timeColumn('时间', false, 'time'),
    ],
    [],
  );
  // Panel and accessory (1-D) nests are charged against the same quota; each has its log.
  return (
    <KindTabs
      panel={<NestSearchTable<Record<string, unknown>> fields={FIELDS} fetch={nestApi.costs} title="排版费用" columns={columns} />}
      accessory={<AccessoryCostList />}
    />
  );
}
