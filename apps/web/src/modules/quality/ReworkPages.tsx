import { processEndpoints, QC_ORDER_PATH, QcOrderStatus, QcResult, qcDefectLabel, REWORK_PATH, reworkOrderDocument, localToday, type PagedResult } from '@al/contracts';
import { Button, Card, InputNumber, Select, Space, Table, Typography } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { DocumentDetail, DocumentList } from '../../components/DocumentPage/index.ts';
import { useDocumentWrite } from '../../components/DocumentPage/useDocumentWrite.ts';
import { useActions } from '../../components/ResourcePage/permissions.ts';
import { http } from '../../lib/request.ts';
import { callEndpoint } from '../../lib/endpoint.ts';
import { column } from '../../components/TableContainer/index.tsx';

const LIST = '/quality/rework-order';
const DETAIL = '/quality/rework-order-detail';
const ADD = '/quality/add-rework-order';

/** /quality/rework-order: the rework orders by state; 新增 opens the page that starts from a QC order's failed lines. */
export const ReworkListPage = () => <DocumentList def={reworkOrderDocument} detailPath={DETAIL} createPath={ADD} />;

/** /quality/rework-order-detail?id=…: head, lines (labels, processes to repeat, deductions) and 审核 / 反审核. */
export const ReworkDetailPage = () => <DocumentDetail def={reworkOrderDocument} listPath={LIST} />;

interface OrderRow {
  id: string;
  docNo: string;
  projectId: string;
  batchId: string | null;
  projectName: string;
}
interface FailedLine {
  id: string;
  labelId: string;
  labelNo: string;
  productCode: string | null;
  defectType: number | null;
  responsibleProcessId: string | null;
}
interface Plan {
  processIds: string[];
  deductAmount: number | null;
}

/**
 * /quality/add-rework-order(?qcOrderId=…): pick an approved QC order, choose for each failed label the
 * processes to repeat (and the deduction), and create the rework order as a draft.
 */
export function AddReworkPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const { can } = useActions(reworkOrderDocument.permission);
  const [orders, setOrders] = useState<OrderRow[]>([]);
  const [orderId, setOrderId] = useState<string | null>(params.get('qcOrderId'));
  const [lines, setLines] = useState<FailedLine[]>([]);
  const [plans, setPlans] = useState<Record<string, Plan>>({});
  const [processes, setProcesses] = useState<{ value: string; label: string }[]>([]);
  const { busy, run } = useDocumentWrite(reworkOrderDocument);
  useEffect(() => {
    void http.get<PagedResult<OrderRow>>(`${QC_ORDER_PATH}/list`, { status: [QcOrderStatus.approved], maxResultCount: 200 }).then((r) => setOrders(r.items), () => undefined);
    void callEndpoint(processEndpoints.options).then((r) => setProcesses(r.filter((p) => !p.isQc).map((p) => ({ value: p.value, label: p.label }))), () => undefined);
  }, []);
  useEffect(() => {
    if (!orderId) return;
    void http.get<PagedResult<FailedLine>>(`${QC_ORDER_PATH}/product-detail`, { id: orderId, result: QcResult.unqualified, maxResultCount: 500 }).then((r) => {
      setLines(r.items);
      // the responsible process is the usual place to start again
      setPlans(Object.fromEntries(r.items.map((l) => [l.labelId, { processIds: l.responsibleProcessId ? [l.responsibleProcessId] : [], deductAmount: null }])));
    }, () => undefined);
  }, [orderId]);
  const order = useMemo(() => orders.find((o) => o.id === orderId), [orders, orderId]);
  const create = async () => {
    if (!order) return;
    await run(
      () =>
        http.post<{ id: string }>(REWORK_PATH, {
          qcOrderId: order.id,
          projectId: order.projectId,
          batchId: order.batchId,
          docDate: localToday(),
          lines: lines.map((l) => ({
            labelId: l.labelId,
            defectType: l.defectType,
            responsibleProcessId: l.responsibleProcessId,
            reworkProcessIds: (plans[l.labelId]?.processIds ?? []).join(','),
            deductAmount: plans[l.labelId]?.deductAmount ?? 0,
          })),
        }),
      () => '返工单已创建',
      (res) => navigate(`${DETAIL}?id=${res.id}`),
    );
  };
  const setPlan = (labelId: string, patch: Partial<Plan>) => setPlans((p) => ({ ...p, [labelId]: { ...(p[labelId] ?? { processIds: [], deductAmount: null }), ...patch } }));
  return (
    <Card title="新增返工单" data-testid="add-rework">
      <Space orientation="vertical" style={{ width: '100%' }}>
        <Space>
          <Typography.Text>质检单</Typography.Text>
          <Select
            style={{ width: 360 }}
            placeholder="选择已审核的质检单"
            value={orderId ?? undefined}
            onChange={setOrderId}
            showSearch={{ optionFilterProp: 'label' }}
            options={orders.map((o) => ({ value: o.id, label: `${o.docNo} ${o.projectName}` }))}
            data-testid="rework-qc-order"
          />
        </Space>
        <Table<FailedLine>
          size="small"
          rowKey="labelId"
          dataSource={lines}
          pagination={false}
          locale={{ emptyText: orderId ? '该质检单没有不合格的标签' : '请先选择质检单' }}
          columns={[
            column('labelNo', '标签号', 200),
            column('productCode', '产品编号', 140),
            { key: 'defectType', title: '缺陷类型', width: 100, render: (_: unknown, r) => qcDefectLabel(r.defectType) || '-' },
            {
              key: 'processes',
              title: '返工工序',
              render: (_: unknown, r) => (
                <Select
                  mode="multiple"
                  style={{ minWidth: 260 }}
                  placeholder="选择要重做的工序"
                  options={processes}
                  value={plans[r.labelId]?.processIds ?? []}
                  onChange={(v) => setPlan(r.labelId, { processIds: v })}
                  data-testid={`rework-processes-${r.labelNo}`}
                />
              ),
            },
            {
              key: 'deductAmount',
              title: '扣款(元)',
              width: 120,
              render: (_: unknown, r) => <InputNumber min={0} max={100000} precision={2} value={plans[r.labelId]?.deductAmount ?? null} onChange={(v) => setPlan(r.labelId, { deductAmount: v })} />,
            },
          ]}
        />
        <Button type="primary" disabled={!order || !lines.length || !can('add')} loading={busy} onClick={() => void create()}>
          创建返工单
        </Button>
      </Space>
    </Card>
  );
}
