import { orderDownEndpoints, formatMoney, Gateway, gatewayLabels, PaymentStatus, paymentStatusTags, type Order } from '@al/contracts';
import { Button, Form, Input, Popconfirm, Select, Tag } from 'antd';
import { useMemo, useState } from 'react';
import { TableContainer, type TableColumn } from '../../components/TableContainer/index.tsx';
import { feedback } from '../../lib/notify.ts';
import { FilterButtons } from './SpaceOwnerFields.tsx';
import { saas, type OrderQuery } from './api.ts';
import { download } from '../../lib/download.ts';

type Filters = Omit<OrderQuery, 'skipCount' | 'maxResultCount'>;

/** Orders with filters, amounts to 2 decimals (pay = amount − discount) and, for operators, the transfer confirmation. */
export function OrderTable({ scope }: { scope: 'admin' | 'tenant' | 'agent' }) {
  const [filters, setFilters] = useState<Filters>({});
  const [reload, setReload] = useState(0);
  const columns = useMemo<TableColumn<Order>[]>(
    () => [
      { key: 'orderNo', title: '订单号', dataIndex: 'orderNo', width: 200 },
      ...(scope === 'admin'
        ? [{ key: 'tenantName', title: '空间', dataIndex: 'tenantName', width: 180 }]
        : []),
      { key: 'providerDisplayName', title: '购买内容', dataIndex: 'providerDisplayName', width: 140 },
      {
        key: 'periodValue',
        title: '时长',
        dataIndex: 'periodValue',
        width: 80,
        render: (v: number) => `${v}个月`,
      },
      {
        key: 'amount',
        title: '订单金额',
        dataIndex: 'amount',
        width: 110,
        align: 'right',
        render: (v: number) => formatMoney(v),
      },
      {
        key: 'discount',
        title: '优惠',
        dataIndex: 'discount',
        width: 90,
        align: 'right',
        render: (v: number) => formatMoney(v),
      },
      {
        key: 'payAmount',
        title: '实付金额',
        dataIndex: 'payAmount',
        width: 110,
        align: 'right',
        render: (v: number) => formatMoney(v),
      },
      {
        key: 'gateway',
        title: '支付方式',
        dataIndex: 'gateway',
        width: 100,
        render: (v: Gateway) => gatewayLabels[v],
      },
      {
        key: 'status',
        title: '状态',
        dataIndex: 'status',
        width: 120,
        render: (v: number, o: Order) => (
          <>
            <Tag color={paymentStatusTags[v as PaymentStatus]?.color}>{paymentStatusTags[v as PaymentStatus]?.text}</Tag>
            {v === PaymentStatus.unpaid && o.transferClaimed && <Tag color="blue">待确认</Tag>}
          </>
        ),
      },
      {
        key: 'creationTime',
        title: '下单时间',
        dataIndex: 'creationTime',
        width: 170,
        render: (v: string) => new Date(v).toLocaleString('zh-CN'),
      },
      ...(scope === 'admin'
        ? [
            {
              key: 'actions',
              title: '操作',
              width: 110,
              render: (_: unknown, o: Order) =>
                o.gateway === Gateway.bankTransfer && o.status === PaymentStatus.unpaid ? (
                  <Popconfirm
                    title="确认已收到该笔转账？"
                    onConfirm={() =>
                      saas.confirmTransfer(o.id).then(() => {
                        feedback.message.success('已确认收款');
                        setReload((n) => n + 1);
                      })
                    }
                  >
                    <Button type="link" size="small">
                      确认收款
                    </Button>
                  </Popconfirm>
                ) : null,
            },
          ]
        : []),
    ],
    [scope],
  );
  const load =
    scope === 'admin' ? saas.ordersForAdmin : scope === 'agent' ? saas.ordersForAgent : saas.ordersOfTenant;
  return (
    <>
      <Form layout="inline" style={{ marginBottom: 12 }} onFinish={(v: Filters) => setFilters(v)}>
        <Form.Item name="orderNo" label="订单号">
          <Input allowClear maxLength={40} />
        </Form.Item>
        {scope !== 'tenant' && (
          <Form.Item name="tenantName" label="空间">
            <Input allowClear maxLength={50} />
          </Form.Item>
        )}
        <Form.Item name="status" label="状态">
          <Select
            allowClear
            style={{ width: 120 }}
            options={Object.entries(paymentStatusTags).map(([value, t]) => ({ value: Number(value), label: t.text }))}
          />
        </Form.Item>
        <Form.Item name="gateway" label="支付方式">
          <Select
            allowClear
            style={{ width: 120 }}
            options={Object.entries(gatewayLabels).map(([value, label]) => ({ value: Number(value), label }))}
          />
        </Form.Item>
        <FilterButtons onReset={() => setFilters({})} />
      </Form>
      <TableContainer<Order>
        title="订单"
        extra={
          <Button
            onClick={() =>
              void download(
                (scope === 'admin'
                  ? orderDownEndpoints.admin
                  : scope === 'agent'
                    ? orderDownEndpoints.forAgent
                    : orderDownEndpoints.ofSpace
                ).path,
                scope === 'agent' ? '下级订单.xlsx' : '订单.xlsx',
                filters,
              )
            }
          >
            导出Excel
          </Button>
        }
        columns={columns}
        rowKey="id"
        loader={(p) => load({ ...filters, ...p })}
        params={{ filters, reload }}
      />
    </>
  );
}
