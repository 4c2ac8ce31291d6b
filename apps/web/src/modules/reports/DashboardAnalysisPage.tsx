import { dashboardEndpoints } from '@al/contracts';
import { useQuery } from '@tanstack/react-query';
import { Card, Result, Col, DatePicker, Empty, Row, Spin, Statistic } from 'antd';
import type { EChartsOption } from 'echarts';
import dayjs, { type Dayjs } from 'dayjs';
import { useMemo, useState } from 'react';
import { Chart } from '../../components/Chart.tsx';
import { disableFuture, rangePresets } from '../../components/SearchBar/index.tsx';
import { callEndpoint } from '../../lib/endpoint.ts';
import { useSession } from '../../lib/session.ts';

const day = (d: Dayjs) => d.format('YYYY-MM-DD');

/** A chart, or an honest empty state where the space has no such data yet. */
function ChartCard({ title, empty, option, testId }: { title: string; empty: string | null; option: EChartsOption; testId: string }) {
  return (
    <Card title={title} size="small" data-testid={testId}>
      {empty ? <Empty description={empty} style={{ height: 260, paddingTop: 60 }} /> : <Chart option={option} height={280} />}
    </Card>
  );
}

/** /dashboard/analysis: projects by status, nests and plate use, plate stock, output once scans exist. */
/** Outside any space (a platform administrator) there is no space data to show. */
export default function DashboardAnalysisPage() {
  const tenantId = useSession((s) => s.tenantId);
  if (!tenantId) return <Result status="info" title="仪表盘展示空间的数据" subTitle="请先在页头切换到一个空间。" />;
  return <DashboardAnalysisPageBody />;
}

function DashboardAnalysisPageBody() {
  const factoryId = useSession((s) => s.factoryId);
  const [range, setRange] = useState<[Dayjs, Dayjs]>(() => [dayjs().subtract(29, 'day'), dayjs()]);
  const q = useQuery({
    queryKey: ['dashboard', 'analysis', factoryId, day(range[0]), day(range[1])],
    queryFn: () => callEndpoint(dashboardEndpoints.analysis, { query: { beginTime: day(range[0]), endTime: day(range[1]) } }),
  });
  const a = q.data;
  const charts = useMemo(() => {
    if (!a) return null;
    const days = a.nest.byDay.map((d) => d.day.slice(5));
    const status: EChartsOption = {
      tooltip: { trigger: 'item', formatter: '{b}：{c} 个（{d}%）' },
      legend: { bottom: 0, type: 'scroll' },
      series: [{ type: 'pie', radius: ['40%', '68%'], center: ['50%', '45%'], data: a.projects.byStatus.map((s) => ({ name: s.label, value: s.count })) }],
    };
    const nests: EChartsOption = {
      tooltip: { trigger: 'axis' },
      legend: { data: ['板材张数', '利用率'] },
      grid: { left: 48, right: 56, top: 36, bottom: 28 },
      xAxis: { type: 'category', data: days },
      yAxis: [
        { type: 'value', name: '张' },
        { type: 'value', name: '利用率', min: 0, max: 100, axisLabel: { formatter: '{value}%' } },
      ],
      series: [
        { name: '板材张数', type: 'bar', data: a.nest.byDay.map((d) => d.sheets) },
        {
          name: '利用率',
          type: 'line',
          yAxisIndex: 1,
          connectNulls: true,
          data: a.nest.byDay.map((d) => (d.plateArea > 0 ? Math.round((d.partsArea / d.plateArea) * 1000) / 10 : null)),
        },
      ],
    };
    const materials: EChartsOption = {
      tooltip: { trigger: 'axis' },
      grid: { left: 120, right: 32, top: 16, bottom: 28 },
      xAxis: { type: 'value', name: 'm²' },
      yAxis: { type: 'category', data: a.nest.byMaterial.map((m) => `${m.material} ${m.thickness}mm`).reverse() },
      series: [{ name: '用板面积', type: 'bar', data: a.nest.byMaterial.map((m) => m.plateArea).reverse() }],
    };
    const stock: EChartsOption = {
      tooltip: { trigger: 'axis' },
      legend: { data: ['入库', '出库'] },
      grid: { left: 48, right: 24, top: 36, bottom: 28 },
      xAxis: { type: 'category', data: a.plateStock.byDay.map((d) => d.day.slice(5)) },
      yAxis: { type: 'value', name: '张' },
      series: [
        { name: '入库', type: 'line', data: a.plateStock.byDay.map((d) => d.inQty) },
        { name: '出库', type: 'line', data: a.plateStock.byDay.map((d) => d.outQty) },
      ],
    };
    return { status, nests, materials, stock };
  }, [a]);
  return (
    <div data-testid="dashboard-analysis">
      <Card size="small" style={{ marginBottom: 16 }}>
        <DatePicker.RangePicker
          value={range}
          allowClear={false}
          presets={rangePresets()}
          disabledDate={disableFuture}
          onChange={(v) => v?.[0] && v[1] && setRange([v[0], v[1]])}
        />
      </Card>
      {!a || !charts ? (
        <Spin spinning={q.isLoading} style={{ display: 'block', padding: 48 }} />
      ) : (
        <>
          <Row gutter={[16, 16]}>
            {[
              { title: '项目总数', value: a.projects.total, suffix: '个' },
              { title: '排版结果', value: a.nest.resultCount, suffix: '个' },
              { title: '用板张数', value: a.nest.sheetCount, suffix: '张' },
              { title: '用板面积', value: a.nest.plateArea, suffix: 'm²', precision: 2 },
              { title: '平均利用率', value: a.nest.utilisation === null ? '—' : a.nest.utilisation * 100, suffix: a.nest.utilisation === null ? '' : '%', precision: 1 },
              { title: '板材入库 / 出库', value: `${a.plateStock.inQty} / ${a.plateStock.outQty}`, suffix: '张' },
            ].map((s) => (
              <Col key={s.title} xs={12} md={8} xl={4}>
                <Card size="small">
                  <Statistic title={s.title} value={s.value} suffix={s.suffix} precision={typeof s.value === 'number' ? s.precision : undefined} />
                </Card>
              </Col>
            ))}
          </Row>
          <Row gutter={[16, 16]} style={{ marginTop: 16 }}>
            <Col xs={24} xl={10}>
              <ChartCard title="项目状态" testId="chart-project-status" empty={a.projects.total ? null : '暂无项目'} option={charts.status} />
            </Col>
            <Col xs={24} xl={14}>
              <ChartCard title="每日排版用板" testId="chart-nest-days" empty={a.nest.resultCount ? null : '所选时间内暂无排版结果'} option={charts.nests} />
            </Col>
            <Col xs={24} xl={12}>
              <ChartCard title="材质用板" testId="chart-materials" empty={a.nest.byMaterial.length ? null : '所选时间内暂无排版结果'} option={charts.materials} />
            </Col>
            <Col xs={24} xl={12}>
              <ChartCard
                title="板材出入库"
                testId="chart-plate-stock"
                empty={a.plateStock.inQty || a.plateStock.outQty ? null : '所选时间内暂无板材出入库'}
                option={charts.stock}
              />
            </Col>
            <Col xs={24}>
              <Card title="每日产量" size="small" data-testid="chart-output">
                <Empty description={a.output.note} />
              </Card>
            </Col>
          </Row>
        </>
      )}
    </div>
  );
}
