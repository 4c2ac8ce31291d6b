import { priceBasisOptions, supplierOrderEndpoints as ep, supplierOrderStateOptions, type SupplierOrder, type SupplierOrderLine, Permissions } from '@al/contracts';
import { App, Button, Card, DatePicker, Descriptions, Empty, Form, Input, Modal, Space, Spin, Table } from 'antd';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import type { Dayjs } from 'dayjs';
import { callEndpoint } from '../../lib/endpoint.ts';
import { useTabLocation } from '../../lib/contentSize.ts';
import { SearchBar, type SearchField, type SearchValues } from '../../components/SearchBar/index.tsx';
import { column, TableContainer, type LoadParams, type TableColumn } from '../../components/TableContainer/index.tsx';
import { listFilters } from '../../components/ResourcePage/search.ts';
import { useActions } from '../../components/ResourcePage/permissions.ts';
import { SupplierStateTag } from './SupplierAnswer.tsx';
import { fmtAmount } from '../../lib/format.ts';
import { useFilters } from '../../components/hooks/useList.ts';

const FIELDS: SearchField[] = [
  { name: 'filter', label: '关键字', type: 'input', placeholder: '采购单号或客户' },
  { name: 'state', label: '状态', type: 'select', options: supplierOrderStateOptions.map((o) => ({ value: o.value, label: o.label })) },
];

/** /supplier/order: the purchase orders factories sent to this supplier space. */
export function SupplierOrderListPage() {
  const navigate = useNavigate();
  const { filters, setFilters, searches } = useFilters<Record<string, unknown>>({});
  const loader = useCallback((p: LoadParams) => callEndpoint(ep.list, { query: { ...filters, ...p } as never }), [filters]);
  const columns: TableColumn<SupplierOrder>[] = [
    column('poNo', '采购单号', 150, (v, r) => (
      <a onClick={() => navigate(`/supplier/order-detail?id=${r.id}`)}>{String(v)}</a>
    )),
    column('state', '状态', 90, (v) => <SupplierStateTag state={Number(v)} />),
    column('customerName', '客户', 180),
    column('orderDate', '下单日期', 110),
    column('deliveryDate', '交货日期', 110),
    column('totalSheets', '张数', 80),
    column('totalAmount', '金额', 110, fmtAmount),
    column('promisedDate', '承诺交期', 110, (v) => String(v ?? '-')),
  ];
  return (
    <div data-testid="supplier-orders">
      <SearchBar fields={FIELDS} onSearch={(v: SearchValues) => setFilters(listFilters(v))} />
      <TableContainer<SupplierOrder> title="供应订单" rowKey="id" columns={columns} loader={loader} params={filters} reloadKey={searches} />
    </div>
  );
}

type Answer = { kind: 'confirm' | 'ship' } | null;

/** /supplier/order-detail?id=: one order with its lines; the supplier confirms it, then ships it. */
export function SupplierOrderDetailPage() {
  const { search } = useTabLocation();
  const id = new URLSearchParams(search).get('id');
  const qc = useQueryClient();
  const { message } = App.useApp();
  const { can } = useActions(Permissions.AlSupplier.Orders);
  const [answer, setAnswer] = useState<Answer>(null);
  const [form] = Form.useForm();
  const order = useQuery({ queryKey: ['supplier', 'order', id], queryFn: () => callEndpoint(ep.get, { params: { id: id! } }), enabled: !!id });
  const basis = useMemo(() => new Map(priceBasisOptions.map((o) => [o.value, o.label])), []);
  if (!id) return <Empty description="请从供应订单列表打开" />;
  if (order.isLoading) return <Spin style={{ margin: 48 }} />;
  const o = order.data;
  if (!o) return <Empty description="供应订单不存在" />;

  const send = async () => {
    const v = (await form.validateFields()) as { promisedDate?: Dayjs; remark?: string; vehicleNo?: string };
    const remark = v.remark ? { remark: v.remark } : {};
    const params = { id: o.id };
    if (answer!.kind === 'confirm')
      await callEndpoint(ep.confirm, { params, body: { ...(v.promisedDate ? { promisedDate: v.promisedDate.format('YYYY-MM-DD') } : {}), ...remark } });
    else await callEndpoint(ep.ship, { params, body: { ...(v.vehicleNo ? { vehicleNo: v.vehicleNo } : {}), ...remark } });
    message.success(answer!.kind === 'confirm' ? '已确认订单' : '已发货');
    setAnswer(null);
    form.resetFields();
    await qc.invalidateQueries({ queryKey: ['supplier', 'order'] });
  };
  const lines = o.lines;
  return (
    <div data-testid="supplier-order-detail">
      <Card
        title={
          <Space>
            <span>供应订单 {o.poNo}</span>
            <span data-testid="supplier-state">
              <SupplierStateTag state={o.state} />
            </span>
          </Space>
        }
        extra={
          <Space>
            {o.state === 1 && can('edit') && (
              <Button type="primary" onClick={() => setAnswer({ kind: 'confirm' })}>
                确认订单
              </Button>
            )}
            {o.state === 2 && can('edit') && (
              <Button type="primary" onClick={() => setAnswer({ kind: 'ship' })}>
                发货
              </Button>
            )}
          </Space>
        }
      >
        <Descriptions size="small" column={3}>
          <Descriptions.Item label="客户">{String(o.customerName)}</Descriptions.Item>
          <Descriptions.Item label="下单日期">{String(o.orderDate)}</Descriptions.Item>
          <Descriptions.Item label="交货日期">{String(o.deliveryDate)}</Descriptions.Item>
          <Descriptions.Item label="合计张数">{String(o.totalSheets)}</Descriptions.Item>
          <Descriptions.Item label="合计金额">{fmtAmount(o.totalAmount)}</Descriptions.Item>
          <Descriptions.Item label="承诺交期">{String(o.promisedDate ?? '-')}</Descriptions.Item>
          <Descriptions.Item label="发货车辆">{String(o.vehicleNo ?? '-')}</Descriptions.Item>
          <Descriptions.Item label="备注">{String(o.remark ?? '-')}</Descriptions.Item>
        </Descriptions>
      </Card>
      <Card title="明细" style={{ marginTop: 12 }}>
        <Table<SupplierOrderLine>
          rowKey="lineId"
          size="small"
          pagination={false}
          dataSource={lines}
          columns={[
            column('material', '材质'),
            { key: 'spec', title: '规格(厚×宽×长)', render: (_, l) => `${l.thickness}×${l.width}×${l.length}` },
            column('sheets', '张数'),
            column('weight', '重量(kg)', (v) => v ?? '-'),
            column('priceBasis', '计价', (v: number) => basis.get(v) ?? '-'),
            column('unitPrice', '单价', fmtAmount),
            column('amount', '金额', fmtAmount),
          ]}
        />
      </Card>
      <Modal title={answer?.kind === 'confirm' ? '确认订单' : '发货'} open={!!answer} onCancel={() => setAnswer(null)} onOk={() => void send()} destroyOnHidden>
        <Form form={form} layout="vertical">
          {answer?.kind === 'confirm' ? (
            <Form.Item name="promisedDate" label="承诺交期">
              <DatePicker style={{ width: '100%' }} />
            </Form.Item>
          ) : (
            <Form.Item name="vehicleNo" label="车牌号" rules={[{ max: 20, message: '车牌号不能超过20个字符' }]}>
              <Input placeholder="如 粤Y·12345" />
            </Form.Item>
          )}
          <Form.Item name="remark" label="说明" rules={[{ max: 200, message: '说明不能超过200个字符' }]}>
            <Input.TextArea rows={2} />
          </Form.Item>
        </Form>
      </Modal>
    </div>
  );
}
