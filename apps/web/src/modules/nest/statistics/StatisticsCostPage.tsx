import { Button, Card, Radio, Space } from 'antd';
import type { EChartsOption } from 'echarts';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { Chart } from '../../../components/Chart.tsx';
import type { TableColumn } from '../../../components/TableContainer/index.tsx';
import { statsApi } from './api.ts';
import { CostRuleModal } from './CostRuleModal.tsx';
import { CostList } from '../CostList.tsx';

/** /statistics/cost: nesting income of the platform, with nests, sheets and income per day or month. */
export default function StatisticsCostPage() {
  const [period, setPeriod] = useState<'day' | 'month'>('day');
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
  // The panel nests' income: each row's space can have its charging rule set from here.
  const ruleColumn = useMemo<TableColumn<Record<string, unknown>>>(
    () => ({
      key: 'action',
      title: '操作',
      width: 100,
      render: (_: unknown, r) => (
        <Button type="link" size="small" onClick={() => setRuleFor({ id: String(r.tenantId), name: String(r.tenantName ?? '') })}>
          计费规则
        </Button>
      ),
    }),
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
      <CostList
        kind="panel"
        admin
        action={ruleColumn}
        extra={
          <Button type="primary" onClick={() => setRuleFor(null)}>
            设置计费规则
          </Button>
        }
      />
      <CostRuleModal open={ruleFor !== false} initialTenant={ruleFor || null} onClose={() => setRuleFor(false)} />
      <Card size="small" title="配件排版收入">
        <CostList kind="accessory" admin />
      </Card>
    </Space>
  );
}
