import { formatMoney, orderDownEndpoints, reportList, type ReportKind, type ReportRow } from '@al/contracts';
import { Button, Card, InputNumber, Select, Space, Table } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import type { EChartsOption } from 'echarts';
import { saas } from './api.ts';
import { Chart } from '../../components/Chart.tsx';
import { download } from '../../lib/download.ts';
import { tableColumns } from '../../components/TableContainer/tableColumns.tsx';
import { QueryTable } from '../../components/QueryTable.tsx';


/**
 * The payment reports: annual (by month; a bar opens that month by day), a month by day, and by
 * tenant. Paid orders only; amounts to 2 decimals.
 */
export function ReportView({ kind, base }: { kind: ReportKind; base: string }) {
  const agent = base === '/agent-payments';
  const navigate = useNavigate();
  const [sp] = useSearchParams();
  const [year, setYear] = useState(Number(sp.get('year')) || new Date().getFullYear());
  const [month, setMonth] = useState<number | undefined>(
    sp.get('month') ? Number(sp.get('month')) : kind === 'day' ? new Date().getMonth() + 1 : undefined,
  );
  const q = useQuery({
    queryKey: ['order-report', kind, year, month],
    queryFn: () => saas.report(kind, year, month),
  });
  const rows = useMemo(() => q.data ?? [], [q.data]);
  const option = useMemo<EChartsOption>(
    () => ({
      tooltip: { trigger: 'axis' },
      legend: { data: ['实付金额', '订单数'] },
      xAxis: { type: 'category', data: rows.map((r) => r.key) },
      yAxis: [
        { type: 'value', name: '元' },
        { type: 'value', name: '单', minInterval: 1 },
      ],
      series: [
        {
          name: '实付金额',
          type: 'bar',
          data: rows.map((r) => r.payAmount),
          itemStyle: { color: '#722ed1' },
        },
        { name: '订单数', type: 'line', yAxisIndex: 1, data: rows.map((r) => r.orderCount) },
      ],
    }),
    [rows],
  );
  const total = rows.reduce((s, r) => s + Math.round(r.payAmount * 100), 0) / 100;
  return (
    <Card
      title={
        kind === 'annual'
          ? `${year}年订单报表`
          : kind === 'day'
            ? `${year}年${month}月订单报表`
            : `${year}年${month ? `${month}月` : ''}租户报表`
      }
      extra={
        <Space>
          <InputNumber
            value={year}
            min={2000}
            max={2100}
            onChange={(v) => v && setYear(v)}
            addonAfter="年"
            style={{ width: 130 }}
          />
          {kind !== 'annual' && (
            <Select
              allowClear={kind === 'monthly'}
              value={month}
              style={{ width: 100 }}
              placeholder="全年"
              onChange={(v?: number) => setMonth(v)}
              options={Array.from({ length: 12 }, (_, i) => ({ value: i + 1, label: `${i + 1}月` }))}
            />
          )}
          {kind === 'annual' && (
            <Button onClick={() => navigate(`${base}/report/tenant?year=${year}`)}>按租户</Button>
          )}
          {kind !== 'monthly' && !agent && (
            <Button
              onClick={() =>
                void download(orderDownEndpoints.monthly.path, '订单报表.xlsx', {
                  year,
                  month: kind === 'day' ? month : undefined,
                })
              }
            >
              导出Excel
            </Button>
          )}
        </Space>
      }
    >
      <Chart
        option={option}
        onClick={
          kind === 'annual'
            ? (name) =>
                navigate(`${base}/report/monthly?year=${name.slice(0, 4)}&month=${Number(name.slice(5, 7))}`)
            : undefined
        }
      />
      <QueryTable<ReportRow>
        query={q}
        rows={rows}
        rowKey="key"
        pagination={false}
        columns={tableColumns(reportList(kind), { orderCount: { align: 'right' } })}
        summary={() => (
          <Table.Summary.Row>
            <Table.Summary.Cell index={0}>合计</Table.Summary.Cell>
            <Table.Summary.Cell index={1} colSpan={4} align="right">
              <span data-testid="report-total">{formatMoney(total)}</span>
            </Table.Summary.Cell>
          </Table.Summary.Row>
        )}
      />
    </Card>
  );
}
