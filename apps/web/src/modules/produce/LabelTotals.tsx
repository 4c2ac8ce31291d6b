import { labelReportList, type LabelReportItem, type LabelReportTotal } from '@al/contracts';
import { Card, Col, Row, Statistic, Table } from 'antd';
import { useEffect, useState } from 'react';
import { labelApi, type ReportParams } from './labelApi.ts';
import { column } from '../../components/TableContainer/index.tsx';
import { tableColumns } from '../../components/TableContainer/tableColumns.tsx';

const money = (v: number) => v.toFixed(2);
const RIGHT = { align: 'right' } as const;

/** What both breakdowns count: scans, pieces, measure and amount. */
const COUNT_COLUMNS = [
  { ...column('scans', '扫码次数'), align: 'right' },
  { ...column('pieces', '件数'), align: 'right' },
  { ...column('measureValue', '计量'), align: 'right' },
  { ...column('amount', '金额', money), align: 'right' },
] as const;

/**
 * The period's totals above the log: per process (report-total) and per worker and process (report),
 * narrowed by the list's project, process and worker; rejected scans pay nothing and are left out.
 */
export function LabelTotals({ beginDate, endDate, projectId, processId, employeeId, version }: ReportParams & { version: number }) {
  const [total, setTotal] = useState<LabelReportTotal | null>(null);
  const [workers, setWorkers] = useState<LabelReportItem[]>([]);
  const [loading, setLoading] = useState(false);
  useEffect(() => {
    let live = true;
    setLoading(true);
    const q = { beginDate, endDate, projectId, processId, employeeId };
    Promise.all([labelApi.reportTotal(q), labelApi.report(q)])
      .then(([t, w]) => {
        if (!live) return;
        setTotal(t);
        setWorkers(w.items);
      })
      .catch(() => undefined)
      .finally(() => live && setLoading(false));
    return () => {
      live = false;
    };
  }, [beginDate, endDate, projectId, processId, employeeId, version]);
  return (
    <Card size="small" title={`计件汇总 ${beginDate} 至 ${endDate}`} style={{ marginBottom: 12 }} loading={loading && !total} data-testid="label-totals">
      <Row gutter={24} style={{ marginBottom: 12 }}>
        <Col>
          <Statistic title="扫码次数" value={total?.scans ?? 0} />
        </Col>
        <Col>
          <Statistic title="计件金额（元）" value={total?.amount ?? 0} precision={2} />
        </Col>
      </Row>
      <Row gutter={16}>
        <Col xs={24} lg={10} data-testid="label-totals-process">
          <Table
            size="small"
            rowKey="processId"
            title={() => '按工序'}
            pagination={false}
            dataSource={total?.items ?? []}
            columns={[
              column('processName', '工序'),
              ...COUNT_COLUMNS,
            ]}
          />
        </Col>
        <Col xs={24} lg={14} data-testid="label-totals-worker">
          <Table
            size="small"
            rowKey={(r) => `${r.processId}|${r.employeeId}`}
            title={() => '按员工'}
            pagination={{ pageSize: 8, hideOnSinglePage: true, showTotal: (t) => `共 ${t} 条` }}
            dataSource={workers}
            columns={tableColumns(labelReportList, { scans: RIGHT, pieces: RIGHT, measureValue: RIGHT })}
          />
        </Col>
      </Row>
    </Card>
  );
}
