import { labelOptions, orderDownEndpoints, Gateway, gatewayLabels, PaymentStatus, paymentStatusTags, type Order } from '@al/contracts';
import { Button, Form, Input, Select, Tag } from 'antd';
import { useMemo, useState } from 'react';
import { actionColumn, column, TableContainer, type TableColumn } from '../../components/TableContainer/index.tsx';
import { ConfirmLink } from '../../components/RowButtons.tsx';
import { feedback } from '../../lib/notify.ts';
import { FilterForm } from './SpaceOwnerFields.tsx';
import { saas, type OrderQuery } from './api.ts';
import { download } from '../../lib/download.ts';
import { moneyColumn } from './columns.ts';
import { localTime } from '../../lib/format.ts';

type Filters = Omit<OrderQuery, 'skipCount' | 'maxResultCount'>;

/** Orders with filters, amounts to 2 decimals (pay = amount − discount) and, for operators, the transfer confirmation. */
export function OrderTable({ scope }: { scope: 'admin' | 'tenant' | 'agent' }) {
  const [filters, setFilters] = useState<Filters>({});
  const [reload, setReload] = useState(0);
  const columns = useMemo<TableColumn<Order>[]>(
    () => [
      column('orderNo', '订单号', 200),
      ...(scope === 'admin' ? [column('tenantName', '空间', 180)] : []),
      column('providerDisplayName', '购买内容', 140),
      column('periodValue', '时长', 80, (v: number) => `${v}个月`),
      moneyColumn('amount', '订单金额', 110),
      moneyColumn('discount', '优惠', 90),
      moneyColumn('payAmount', '实付金额', 110),
      column('gateway', '支付方式', 100, (v: Gateway) => gatewayLabels[v]),
      column('status', '状态', 120, (v: number, o: Order) => (
        <>
          <Tag color={paymentStatusTags[v as PaymentStatus]?.color}>{paymentStatusTags[v as PaymentStatus]?.text}</Tag>
          {v === PaymentStatus.unpaid && o.transferClaimed && <Tag color="blue">待确认</Tag>}
        </>
      )),
      column('creationTime', '下单时间', 170, localTime),
      ...(scope === 'admin'
        ? [
            actionColumn(110, (o: Order) =>
              o.gateway === Gateway.bankTransfer && o.status === PaymentStatus.unpaid ? (
                <ConfirmLink
                  danger={false}
                  confirm="确认已收到该笔转账？"
                  onConfirm={() =>
                    saas.confirmTransfer(o.id).then(() => {
                      feedback.message.success('已确认收款');
                      setReload((n) => n + 1);
                    })
                  }
                >
                  确认收款
                </ConfirmLink>
              ) : null,
            ),
          ]
        : []),
    ],
    [scope],
  );
  const load =
    scope === 'admin' ? saas.ordersForAdmin : scope === 'agent' ? saas.ordersForAgent : saas.ordersOfTenant;
  return (
    <>
      <FilterForm onSearch={setFilters}>
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
          <Select allowClear style={{ width: 120 }} options={labelOptions(gatewayLabels)} />
        </Form.Item>
      </FilterForm>
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
