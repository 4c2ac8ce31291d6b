import { labelOptions, orderDownEndpoints, orderList, Gateway, gatewayLabels, PaymentStatus, paymentStatusOptions, paymentStatusTags, type Order } from '@al/contracts';
import { Button, Form, Input, Select, Tag } from 'antd';
import { useMemo, useState } from 'react';
import { actionColumn, TableContainer, type TableColumn } from '../../components/TableContainer/index.tsx';
import { tableColumns } from '../../components/TableContainer/tableColumns.tsx';
import { ConfirmLink } from '../../components/RowButtons.tsx';
import { feedback } from '../../lib/notify.ts';
import { FilterForm } from './SpaceOwnerFields.tsx';
import { saas, type OrderQuery } from './api.ts';
import { download } from '../../lib/download.ts';
import { useFilters } from '../../components/hooks/useList.ts';

type Filters = Omit<OrderQuery, 'skipCount' | 'maxResultCount'>;

/** Orders with filters, amounts to 2 decimals (pay = amount − discount) and, for operators, the transfer confirmation. */
export function OrderTable({ scope }: { scope: 'admin' | 'tenant' | 'agent' }) {
  const { filters, setFilters, searches } = useFilters<Filters>({});
  const [reload, setReload] = useState(0);
  const columns = useMemo<TableColumn<Order>[]>(
    () => [
      ...tableColumns(orderList, {
        status: {
          render: (v: PaymentStatus, o: Order) => (
            <>
              <Tag color={paymentStatusTags[v]?.color}>{paymentStatusTags[v]?.text}</Tag>
              {v === PaymentStatus.unpaid && o.transferClaimed && <Tag color="blue">待确认</Tag>}
            </>
          ),
        },
      }).filter((c) => scope === 'admin' || c.key !== 'tenantName'),
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
            options={paymentStatusOptions}
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
        reloadKey={searches}
      />
    </>
  );
}
