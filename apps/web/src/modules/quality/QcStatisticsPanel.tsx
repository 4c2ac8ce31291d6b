import type { QcStatistics, QcStatRow } from '@al/contracts';
import { Card, Col, DatePicker, Empty, Row, Select, Space, Statistic, Table } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import dayjs, { type Dayjs } from 'dayjs';
import type { EChartsOption } from 'echarts';
import { useEffect, useMemo, useState } from 'react';
import { Chart } from '../../components/Chart.tsx';
import { rangePresets, type Option } from '../../components/SearchBar/index.tsx';
import { qcApi } from './qcApi.ts';
import { column } from '../../components/TableContainer/index.tsx';

const rate = (v: number | null) => (v == null ? '-' : `${v}%`);
const counts: ColumnsType<QcStatRow> = [
  { ...column('total', '检验数', 80), align: 'right' },
  { ...column('qualified', '合格', 70), align: 'right' },
  { ...column('unqualified', '不合格', 70), align: 'right' },
  { ...column('scrap', '报废', 70), align: 'right' },
  { ...column('concession', '让步接收', 80), align: 'right' },
];
const withRate = (name: string): ColumnsType<QcStatRow> => [
  column('name', name, 120),
  ...counts,
  { ...column('passRate', '合格率', 90, rate), align: 'right' },
];
const failures = (name: string): ColumnsType<QcStatRow> => [
  column('name', name, 120),
  { ...column('total', '问题件数', 90), align: 'right' },
  { ...column('unqualified', '不合格', 70), align: 'right' },
  { ...column('scrap', '报废', 70), align: 'right' },
  { ...column('concession', '让步接收', 80), align: 'right' },
  { ...column('deductAmount', '扣款(元)', 90, (v: number) => v.toFixed(2)), align: 'right' },
];

function StatTable({ title, rows, columns, testId }: { title: string; rows: QcStatRow[]; columns: ColumnsType<QcStatRow>; testId: string }) {
  return (
    <Card size="small" title={title} data-testid={testId}>
      <Table<QcStatRow> size="small" rowKey="key" dataSource={rows} columns={columns} pagination={false} locale={{ emptyText: '暂无数据' }} />
    </Card>
  );
}

/** 质检统计: the period's pass rate in total, by QC point and by day, and the failures by defect, responsible process and worker. */
export function QcStatisticsPanel({ projects }: { projects: Option[] }) {
  const [range, setRange] = useState<[Dayjs, Dayjs]>(() => [dayjs().subtract(29, 'day'), dayjs()]);
  const [projectId, setProjectId] = useState<string | undefined>();
  const [data, setData] = useState<QcStatistics | null>(null);
  useEffect(() => {
    let live = true;
    qcApi
      .statistics({ beginDate: range[0].format('YYYY-MM-DD'), endDate: range[1].format('YYYY-MM-DD'), ...(projectId ? { projectId } : {}) })
      .then((r) => live && setData(r), () => undefined);
    return () => {
      live = false;
    };
  }, [range, projectId]);
  const trend = useMemo<EChartsOption | null>(
    () =>
      data?.byDay.length
        ? {
            tooltip: { trigger: 'axis' },
            grid: { left: 48, right: 24, top: 24, bottom: 32 },
            xAxis: { type: 'category', data: data.byDay.map((d) => d.name) },
            yAxis: { type: 'value', min: 0, max: 100, axisLabel: { formatter: '{value}%' } },
            series: [{ type: 'line', name: '合格率', data: data.byDay.map((d) => d.passRate), smooth: true }],
          }
        : null,
    [data],
  );
  const t = data?.total;
  return (
    <Space orientation="vertical" size={12} style={{ width: '100%' }} data-testid="qc-statistics">
      <Space wrap>
        <DatePicker.RangePicker value={range} presets={rangePresets()} allowClear={false} onChange={(v) => v?.[0] && v[1] && setRange([v[0], v[1]])} />
        <Select allowClear placeholder="全部项目" style={{ width: 220 }} options={projects} value={projectId} onChange={setProjectId} />
      </Space>
      <Card size="small">
        <Row gutter={16}>
          {[
            { title: '检验数', value: t?.total ?? 0, span: 4 },
            { title: '合格', value: t?.qualified ?? 0, span: 4 },
            { title: '不合格', value: t?.unqualified ?? 0, span: 4 },
            { title: '报废', value: t?.scrap ?? 0, span: 3 },
            { title: '让步接收', value: t?.concession ?? 0, span: 3 },
            { title: '合格率', value: rate(t?.passRate ?? null), span: 3, testId: 'qc-pass-rate' },
            { title: '扣款(元)', value: (t?.deductAmount ?? 0).toFixed(2), span: 3 },
          ].map((c) => (
            <Col key={c.title} span={c.span}>
              <Statistic title={c.title} value={c.value} data-testid={c.testId} />
            </Col>
          ))}
        </Row>
      </Card>
      <Card size="small" title="每日合格率">
        {trend ? <Chart option={trend} height={220} /> : <Empty description="该期间暂无质检数据" />}
      </Card>
      {[
        [
          { title: '按质检工序', rows: data?.byProcess, columns: withRate('质检工序'), testId: 'qc-by-process' },
          { title: '按缺陷类型', rows: data?.byDefectType, columns: failures('缺陷类型'), testId: 'qc-by-defect' },
        ],
        [
          { title: '按责任工序', rows: data?.byResponsibleProcess, columns: failures('责任工序'), testId: 'qc-by-responsible-process' },
          { title: '按责任人', rows: data?.byWorker, columns: failures('责任人'), testId: 'qc-by-worker' },
        ],
      ].map((pair) => (
        <Row key={pair[0]!.testId} gutter={12}>
          {pair.map((t) => (
            <Col key={t.testId} span={12}>
              <StatTable {...t} rows={t.rows ?? []} />
            </Col>
          ))}
        </Row>
      ))}
      <StatTable title="按日期" rows={data?.byDay ?? []} columns={withRate('日期')} testId="qc-by-day" />
    </Space>
  );
}
