import { capacityUnitOptions, clientCapacityResource, localToday, processResource, type CapacityAnalysis, type CapacityAnalysisProcess, type CapacityConfigItem } from '@al/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Card, DatePicker, Empty, InputNumber, Select, Space, Table, Tabs, Tag, Typography } from 'antd';
import type { EChartsOption } from 'echarts';
import dayjs, { type Dayjs } from 'dayjs';
import { useEffect, useMemo, useState } from 'react';
import { Chart } from '../../components/Chart.tsx';
import { ResourcePage, useActions } from '../../components/ResourcePage/index.tsx';
import { useWrite } from '../../components/hooks/useWrite.ts';
import { produceApi } from './api.ts';
import { column } from '../../components/TableContainer/index.tsx';

const unitOf = (p: { capacityUnit: number }) => capacityUnitOptions.find((o) => o.value === p.capacityUnit)?.label ?? '';
const OVER = '#cf1322';

/** One process over the days: planned load (red where over capacity), actual output, the capacity line. */
function chartOf(a: CapacityAnalysis, p: CapacityAnalysisProcess): EChartsOption {
  return {
    tooltip: { trigger: 'axis' },
    legend: { data: ['计划负荷', '实际产出'] },
    grid: { left: 48, right: 24, top: 36, bottom: 28 },
    xAxis: { type: 'category', data: a.days.map((d) => d.slice(5)) },
    // room for the capacity line even when the load stays far below it
    yAxis: { type: 'value', name: unitOf(p), max: p.capacity == null ? undefined : (v: { max: number }) => Math.ceil(Math.max(v.max, p.capacity! * 1.15)) },
    series: [
      {
        name: '计划负荷',
        type: 'bar',
        data: p.load.map((v, i) => ({ value: v, itemStyle: { color: p.overloadDays.includes(a.days[i]!) ? OVER : '#722ed1' } })),
        markLine: p.capacity == null ? undefined : { symbol: 'none', lineStyle: { color: OVER, type: 'dashed' }, label: { formatter: `产能 ${p.capacity}` }, data: [{ yAxis: p.capacity }] },
      },
      // output is known up to today
      { name: '实际产出', type: 'line', data: p.actual.map((v, i) => (a.days[i]! <= localToday() ? v : null)) },
    ],
  };
}

/** 产能分析: planned load per process and day against capacity, overloads marked, as a chart and a table. */
function Analysis() {
  const [range, setRange] = useState<[Dayjs, Dayjs]>([dayjs().subtract(3, 'day'), dayjs().add(10, 'day')]);
  const [focus, setFocus] = useState<string | null>(null);
  const body = { beginDate: range[0].format('YYYY-MM-DD'), endDate: range[1].format('YYYY-MM-DD') };
  const { data, isLoading } = useQuery({ queryKey: ['capacity-analysis', body], queryFn: () => produceApi.analysis(body), staleTime: 0 });
  const shown = data?.processes.find((p) => p.processId === focus) ?? data?.processes.find((p) => p.overloadDays.length) ?? data?.processes[0];
  const option = useMemo(() => (data && shown ? chartOf(data, shown) : null), [data, shown]);
  const columns = useMemo(
    () => [
      { key: 'name', title: '工序', dataIndex: 'processName', width: 100, fixed: 'left' as const },
      { key: 'cap', title: '日产能', width: 100, fixed: 'left' as const, render: (_: unknown, p: CapacityAnalysisProcess) => (p.capacity == null ? <Tag>未配置</Tag> : `${p.capacity} ${unitOf(p)}`) },
      ...(data?.days ?? []).map((d, i) => ({
        key: d,
        title: d.slice(5),
        width: 72,
        render: (_: unknown, p: CapacityAnalysisProcess) =>
          p.load[i] ? <span style={p.overloadDays.includes(d) ? { color: OVER, fontWeight: 600 } : undefined}>{p.load[i]}</span> : <Typography.Text type="secondary">0</Typography.Text>,
      })),
      { key: 'over', title: '超负荷', width: 90, fixed: 'right' as const, render: (_: unknown, p: CapacityAnalysisProcess) => (p.overloadDays.length ? <Tag color="error">{p.overloadDays.length} 天</Tag> : <Tag color="success">无</Tag>) },
    ],
    [data],
  );
  return (
    <div data-testid="capacity-analysis">
      <Space style={{ marginBottom: 12 }} wrap>
        <DatePicker.RangePicker value={range} allowClear={false} onChange={(v) => v?.[0] && v[1] && setRange([v[0], v[1]])} />
        <Select
          style={{ width: 180 }}
          placeholder="图表显示的工序"
          value={shown?.processId}
          onChange={setFocus}
          options={(data?.processes ?? []).map((p) => ({ value: p.processId, label: `${p.processName}${p.overloadDays.length ? '（超负荷）' : ''}` }))}
        />
      </Space>
      <Card title={shown ? `${shown.processName}：计划负荷与产能（${unitOf(shown)}/天）` : '计划负荷与产能'} loading={isLoading}>
        {option ? <Chart option={option} height={300} /> : <Empty description="期间没有计划，也没有配置产能" />}
      </Card>
      <Table<CapacityAnalysisProcess>
        style={{ marginTop: 12 }}
        rowKey="processId"
        size="small"
        bordered
        loading={isLoading}
        pagination={false}
        scroll={{ x: 'max-content' }}
        dataSource={data?.processes ?? []}
        columns={columns}
        data-testid="capacity-table"
      />
    </div>
  );
}

/** 产能配置: each process's daily capacity, its unit, shifts and headcount, saved together. */
function Config() {
  const { can } = useActions(processResource.permission);
  const qc = useQueryClient();
  const { data, isLoading } = useQuery({ queryKey: ['capacity-config'], queryFn: produceApi.capacityConfig });
  const [rows, setRows] = useState<CapacityConfigItem[]>([]);
  useEffect(() => setRows(data?.items ?? []), [data]);
  const run = useWrite(() => void qc.invalidateQueries({ queryKey: ['capacity-analysis'] }));
  const set = (i: number, patch: Partial<CapacityConfigItem>) => setRows((rs) => rs.map((r, j) => (j === i ? { ...r, ...patch } : r)));
  const save = () =>
    run(
      () =>
        produceApi.saveCapacityConfig({
          items: rows.filter((r) => r.dailyCapacity != null).map((r) => ({ processId: r.processId, dailyCapacity: r.dailyCapacity!, capacityUnit: r.capacityUnit as 1 | 2, shifts: r.shifts, headcount: r.headcount })),
        }),
      '产能配置已保存',
    );
  return (
    <Card
      title="各工序的标准日产能"
      extra={can('edit') && <Button type="primary" onClick={() => void save()} disabled={!rows.some((r) => r.dailyCapacity != null)}>保存</Button>}
    >
      <Table<CapacityConfigItem>
        rowKey="processId"
        size="small"
        loading={isLoading}
        pagination={false}
        dataSource={rows}
        data-testid="capacity-config"
        columns={[
          column('processName', '工序', 140),
          { key: 'c', title: '日产能', width: 160, render: (_, r, i) => <InputNumber min={0} max={10_000_000} precision={2} value={r.dailyCapacity} onChange={(v) => set(i, { dailyCapacity: v })} style={{ width: '100%' }} /> },
          { key: 'u', title: '单位', width: 100, render: (_, r, i) => <Select value={r.capacityUnit} options={capacityUnitOptions} onChange={(v) => set(i, { capacityUnit: v })} style={{ width: 80 }} /> },
          { key: 's', title: '班次', width: 100, render: (_, r, i) => <InputNumber min={1} max={3} precision={0} value={r.shifts} onChange={(v) => set(i, { shifts: v ?? 1 })} /> },
          { key: 'h', title: '人数', width: 100, render: (_, r, i) => <InputNumber min={0} max={1000} precision={0} value={r.headcount} onChange={(v) => set(i, { headcount: v })} /> },
        ]}
      />
    </Card>
  );
}

/** /produce/capacity: the analysis, the capacity of each process, and the output records per machine and day. */
export function CapacityPage() {
  return (
    <div data-testid="capacity-page">
      <Tabs
        items={[
          { key: 'analysis', label: '产能分析', children: <Analysis /> },
          { key: 'config', label: '产能配置', children: <Config /> },
          { key: 'records', label: '产能记录', children: <ResourcePage def={clientCapacityResource} /> },
        ]}
      />
    </div>
  );
}
