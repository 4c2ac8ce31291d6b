import { nestCostBasisLabels, type NestCostBasis } from '@al/contracts';
import { Button, Card, Radio, Space, Statistic } from 'antd';
import type { EChartsOption } from 'echarts';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useMemo, useState } from 'react';
import { Chart } from '../../../components/Chart.tsx';
import { SearchBar, type SearchField, type SearchValues } from '../../../components/SearchBar/index.tsx';
import { TableContainer, type LoadParams, type TableColumn } from '../../../components/TableContainer/index.tsx';
import { money, tenantColumn, timeColumn } from '../lists.tsx';
import { statsApi } from './api.ts';
import { CostRuleModal } from './CostRuleModal.tsx';
import { AccessoryCostList } from '../AccessoryCostList.tsx';

const FIELDS: SearchField[] = [
  { type: 'input', name: 'filter', label: '排版单号', history: true },
  { type: 'dateRangePicker', name: 'time', label: '时间', maxRange: { amount: 1, unit: 'year' }, noDefault: true },
];

/** /statistics/cost: nesting income of the platform, with nests, sheets and income per day or month. */
export default function StatisticsCostPage() {
  const [period, setPeriod] = useState<'day' | 'month'>('day');
  const [params, setParams] = useState<SearchValues>({});
  const [total, setTotal] = useState(0);
  const [ruleFor, setRuleFor] = useState<{ id: string; name: string } | null | false>(false);
  const stats = useQuery({ queryKey: ['statistics', 'periods', period], queryFn: () => statsApi.periods({ period }) });
  const option = useMemo<EChartsOption>(() => {
    const items = stats.data?.items ?? [];
    return {
      tooltip: { trigger: 'axis' },
      legend: { data: ['排版次数', '板材张数', '收入'] },
      grid: { left: 48, right: 56, top: 40, bottom: 32 },
      xAxis: { type: 'category', data: items.map((i) => i.period) },
      yAxis: [{ type: 'value', name: '次/张' }, { type: 'value', name: '收入' }],
      series: [
        { name: '排版次数', type: 'bar', data: items.map((i) => i.nests) },
        { name: '板材张数', type: 'bar', data: items.map((i) => i.sheets) },
        { name: '收入', type: 'line', yAxisIndex: 1, data: items.map((i) => i.income) },
      ],
    };
  }, [stats.data]);
  const loader = useCallback(
    async (p: LoadParams) => {
      const range = params.time as string[] | undefined;
      const res = await statsApi.costs({ ...p, filter: (params.filter as string) || undefined, beginTime: range?.[0], endTime: range?.[1] });
      setTotal(res.totalAmount);
      return res;
    },
    [params],
  );
  const columns = useMemo<TableColumn<Record<string, unknown>>[]>(
    () => [
      tenantColumn,
      { key: 'orderNo', title: '排版单号', dataIndex: 'orderNo', width: 150 },
      { key: 'basis', title: '计费方式', dataIndex: 'basis', width: 100, render: (v: NestCostBasis) => nestCostBasisLabels[v] ?? v },
      { key: 'qty', title: '数量', dataIndex: 'qty', width: 80 },
      { key: 'unitPrice', title: '单价', dataIndex: 'unitPrice', width: 80, render: money },
      { key: 'amount', title: '金额', dataIndex: 'amount', width: 90, render: money },
      timeColumn('时间', false, 'time'),
      {
        key: 'action',
        title: '操作',
        width: 100,
        render: (_: unknown, r) => (
          <Button type="link" size="small" onClick={() => setRuleFor({ id: String(r.tenantId), name: String(r.tenantName ?? '') })}>
            计费规则
          </Button>
        ),
      },
    ],
    [],
  );
  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      <Card
        size="small"
        title="排版与收入"
        extra={
          <Radio.Group value={period} onChange={(e) => setPeriod(e.target.value)} optionType="button" options={[{ value: 'day', label: '按日' }, { value: 'month', label: '按月' }]} />
        }
      >
        <Chart option={option} />
      </Card>
      <SearchBar fields={FIELDS} onSearch={setParams} />
      <TableContainer<Record<string, unknown>>
        title={<Statistic title="筛选范围内收入" value={total} precision={2} />}
        extra={
          <Button type="primary" onClick={() => setRuleFor(null)}>
            设置计费规则
          </Button>
        }
        rowKey="id"
        columns={columns}
        loader={loader}
        params={params}
      />
      <CostRuleModal open={ruleFor !== false} initialTenant={ruleFor || null} onClose={() => setRuleFor(false)} />
      <Card size="small" title="配件排版收入">
        <AccessoryCostList admin />
      </Card>
    </Space>
  );
}
