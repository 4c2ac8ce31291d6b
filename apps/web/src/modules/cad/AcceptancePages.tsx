import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Empty, InputNumber, Popover, Space, Statistic } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { feedback } from '../../lib/notify.ts';
import { cad, type AcceptanceLine, type AcceptanceRecord } from './api.ts';
import { area } from './tags.tsx';
import { QueryTable } from '../../components/QueryTable.tsx';
import { actionColumn, column } from '../../components/TableContainer/index.tsx';
import { localTime } from '../../lib/format.ts';

function AcceptButton({ line, onDone }: { line: AcceptanceLine; onDone: () => void }) {
  const left = line.quantity - line.acceptedQuantity;
  const [qty, setQty] = useState<number | null>(left);
  const [open, setOpen] = useState(false);
  const submit = async () => {
    if (!qty) return;
    await cad.accept({ productId: line.productId, quantity: qty, acceptDate: dayjs().format('YYYY-MM-DD') });
    feedback.message.success('验收已登记');
    setOpen(false);
    onDone();
  };
  return (
    <Popover
      open={open}
      onOpenChange={setOpen}
      trigger="click"
      content={
        <Space>
          <InputNumber min={1} max={left} value={qty} onChange={setQty} />
          <Button type="primary" size="small" onClick={submit}>
            确定
          </Button>
        </Space>
      }
    >
      <Button size="small" disabled={left <= 0}>
        验收
      </Button>
    </Popover>
  );
}

/** Accepted quantities per product of one project, with the project's sums. */
export function AcceptanceProducts({ projectId }: { projectId: string }) {
  const qc = useQueryClient();
  const sum = useQuery({
    queryKey: ['cad', 'acc-sum', projectId],
    queryFn: () => cad.acceptanceSum(projectId),
  });
  const lines = useQuery({
    queryKey: ['cad', 'acc-lines', projectId],
    queryFn: () => cad.acceptanceByProduct(projectId),
  });
  const refresh = () => void qc.invalidateQueries({ queryKey: ['cad'] });
  return (
    <>
      {sum.data && (
        <Space size={48} style={{ marginBottom: 12 }}>
          <Statistic title="产品件数" value={sum.data.productAmount} />
          <Statistic title="已验收件数" value={sum.data.acceptedAmount} />
          <Statistic title="已验收面积(㎡)" value={sum.data.acceptedArea} precision={2} />
          <Statistic title="验收率" value={sum.data.rate} suffix="%" />
        </Space>
      )}
      <QueryTable<AcceptanceLine>
        query={lines}
        rowKey="productId"
        pagination={{ pageSize: 20 }}
        columns={[
          column('batchNo', '批次', 90),
          column('code', '产品编号'),
          column('quantity', '数量', 80),
          column('acceptedQuantity', '已验收', 80),
          { key: 'area', title: '单件面积', width: 110, render: (_, l) => area(l.unfoldArea) },
          actionColumn(90, (l) => <AcceptButton line={l} onDone={refresh} />),
        ]}
      />
    </>
  );
}

export function AcceptanceRecords({ projectId }: { projectId?: string }) {
  const list = useQuery({
    queryKey: ['cad', 'acc-records', projectId],
    queryFn: () => cad.acceptances({ projectId, maxResultCount: 500 }),
  });
  if (!list.isLoading && !list.data?.items.length) return <Empty description="暂无验收记录" />;
  return (
    <QueryTable<AcceptanceRecord>
      query={list}
      rowKey="id"
      pagination={{ pageSize: 20 }}
      columns={[
        column('acceptDate', '验收日期', 110),
        column('projectName', '项目'),
        column('code', '产品编号'),
        column('quantity', '数量', 80),
        column('acceptor', '验收人', 100),
        column('creationTime', '登记时间', 170, localTime),
      ]}
    />
  );
}
