import { EquipmentType, type DeviceStatistics } from '@al/contracts';
import { useQuery } from '@tanstack/react-query';
import { Card, Col, DatePicker, Empty, Row, Space, Statistic, Table, Tag } from 'antd';
import type { EChartsOption } from 'echarts';
import dayjs, { type Dayjs } from 'dayjs';
import { useMemo, useState } from 'react';
import { Chart } from '../../components/Chart.tsx';
import { UseDate } from './EquipmentPages.tsx';
import { produceApi } from './api.ts';
import { column } from '../../components/TableContainer/index.tsx';
import { formatTime } from '../../components/ResourcePage/columns.tsx';

const byDayOption = (s: DeviceStatistics): EChartsOption => ({
  tooltip: { trigger: 'axis' },
  grid: { left: 40, right: 16, top: 24, bottom: 28 },
  xAxis: { type: 'category', data: s.days.map((d) => d.date.slice(5)) },
  yAxis: { type: 'value', name: '次' },
  series: [{ name: '扫码', type: 'line', smooth: true, areaStyle: {}, data: s.days.map((d) => d.scans) }],
});
const byProcessOption = (s: DeviceStatistics): EChartsOption => ({
  tooltip: { trigger: 'item' },
  series: [{ name: '扫码', type: 'pie', radius: ['40%', '70%'], data: s.byProcess.map((p) => ({ name: p.processName, value: p.scans })) }],
});

/** /equipment/ipc and /equipment/pda: the factory's terminals of one type, online now, and their scans per day, process and terminal. */
function DeviceStatisticsPage({ equipmentType, title }: { equipmentType: number; title: string }) {
  const [range, setRange] = useState<[Dayjs, Dayjs]>([dayjs().subtract(6, 'day'), dayjs()]);
  const params = { equipmentType, beginDate: range[0].format('YYYY-MM-DD'), endDate: range[1].format('YYYY-MM-DD') };
  const { data, isLoading } = useQuery({ queryKey: ['device-statistics', params], queryFn: () => produceApi.statistics(params) });
  const dayChart = useMemo(() => (data ? byDayOption(data) : null), [data]);
  const processChart = useMemo(() => (data ? byProcessOption(data) : null), [data]);
  return (
    <div data-testid="device-statistics">
      <Space style={{ marginBottom: 12 }}>
        <DatePicker.RangePicker value={range} allowClear={false} disabledDate={(d) => d.isAfter(dayjs(), 'day')} onChange={(v) => v?.[0] && v[1] && setRange([v[0], v[1]])} />
      </Space>
      <Row gutter={12}>
        <Col span={6}>
          <Card><Statistic title={`${title}总数`} value={data?.terminals ?? 0} loading={isLoading} /></Card>
        </Col>
        <Col span={6}>
          <Card><Statistic title="在线（10分钟内有上报）" value={data?.online ?? 0} valueStyle={{ color: '#3f8600' }} loading={isLoading} /></Card>
        </Col>
        <Col span={6}>
          <Card><Statistic title="已过期" value={data?.expired ?? 0} valueStyle={{ color: data?.expired ? '#cf1322' : undefined }} loading={isLoading} /></Card>
        </Col>
        <Col span={6}>
          <Card><Statistic title="期间扫码次数" value={data?.days.reduce((s, d) => s + d.scans, 0) ?? 0} loading={isLoading} /></Card>
        </Col>
      </Row>
      <Row gutter={12} style={{ marginTop: 12 }}>
        <Col span={14}>
          <Card title="每日扫码">{dayChart ? <Chart option={dayChart} height={260} /> : <Empty />}</Card>
        </Col>
        <Col span={10}>
          <Card title="各工序扫码">{processChart && data?.byProcess.length ? <Chart option={processChart} height={260} /> : <Empty description="期间没有扫码" />}</Card>
        </Col>
      </Row>
      <Card title="各终端" style={{ marginTop: 12 }}>
        <Table
          rowKey="equipmentId"
          size="small"
          loading={isLoading}
          pagination={false}
          dataSource={data?.byTerminal ?? []}
          data-testid="terminal-table"
          columns={[
            column('name', '终端'),
            column('code', '序列号', 170),
            column('online', '状态', 90, (v: boolean) => (v ? <Tag color="success">在线</Tag> : <Tag>离线</Tag>)),
            column('lastSeen', '最后上报', 170, formatTime),
            column('useDate', '使用期限', 160, (v: string | null) => <UseDate value={v} />),
            column('scans', '扫码次数', 100),
          ]}
        />
      </Card>
    </div>
  );
}

export const IpcStatisticsPage = () => <DeviceStatisticsPage equipmentType={EquipmentType.ipc} title="工位机" />;
export const PdaStatisticsPage = () => <DeviceStatisticsPage equipmentType={EquipmentType.pda} title="PDA" />;
