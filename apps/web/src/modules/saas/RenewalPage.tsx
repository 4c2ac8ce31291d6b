import { endpointUrl, renewalEndpoints as ep, renewalLabels as L, renewalStatusOptions, type Renewal } from '@al/contracts';
import { Button, Form, Select, Space } from 'antd';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { actionColumn, column, TableContainer, type TableColumn } from '../../components/TableContainer/index.tsx';
import { download } from '../../lib/download.ts';
import { callEndpoint } from '../../lib/endpoint.ts';
import { useTenantInfo } from './useTenantInfo.ts';
import { EquipmentPriceModal } from './EquipmentPriceModal.tsx';
import { moneyColumn } from './columns.ts';
import { localTime } from '../../lib/format.ts';
import { OptionTag } from '../../components/tags.tsx';

export const RenewalStatusTag = ({ status }: { status: number }) => (
  <OptionTag options={renewalStatusOptions} value={status} />
);

/** /saas/tenant-renewal?tenantId=: a tenant's renewals (reached from the tenant page); without a tenant, all. */
export default function RenewalPage() {
  const navigate = useNavigate();
  const [sp] = useSearchParams();
  const tenantId = sp.get('tenantId') ?? undefined;
  const [status, setStatus] = useState<number | undefined>();
  const [pricing, setPricing] = useState(false);
  const tenant = useTenantInfo(tenantId);
  const columns: TableColumn<Renewal>[] = [
    column('renewalNo', L.renewalNo, 150, (v: string, r) => (
      <a onClick={() => navigate(`/saas/tenant-renewal-detail?id=${r.id}`)}>{v}</a>
    )),
    column('tenantName', L.tenantName, 180),
    column('status', L.status, 90, (v: number) => <RenewalStatusTag status={v} />),
    column('editionName', L.editionName, 110),
    column('periodMonths', L.periodMonths, 90),
    moneyColumn('amount', L.amount, 110),
    moneyColumn('discount', L.discount, 110),
    moneyColumn('payable', L.payable, 110),
    moneyColumn('paidAmount', L.paidAmount, 110),
    column('salesmanName', L.salesmanName, 100),
    column('creationTime', L.creationTime, 170, localTime),
    actionColumn(140, (r) => (
      <Space size={0}>
        <Button type="link" size="small" onClick={() => navigate(`/saas/tenant-renewal-detail?id=${r.id}`)}>
          查看
        </Button>
        <Button
          type="link"
          size="small"
          onClick={() =>
            void download(endpointUrl(ep.down, { id: r.id }), `续费单${r.renewalNo}.xlsx`)
          }
        >
          下载
        </Button>
      </Space>
    )),
  ];
  return (
    <>
      <Form layout="inline" style={{ marginBottom: 12 }}>
        <Form.Item label={L.status}>
          <Select
            allowClear
            style={{ width: 140 }}
            value={status}
            onChange={setStatus}
            options={renewalStatusOptions}
          />
        </Form.Item>
      </Form>
      <TableContainer<Renewal>
        title={tenantId ? `${tenant.data?.displayName ?? ''} 续费记录` : '租户续费'}
        extra={
          <Space>
            <Button onClick={() => setPricing(true)}>设备价格表</Button>
            {tenantId && (
              <Button
                type="primary"
                data-testid="renewal-new"
                onClick={() => navigate(`/saas/tenant-renewal-detail?tenantId=${tenantId}`)}
              >
                新建续费
              </Button>
            )}
          </Space>
        }
        columns={columns}
        rowKey="id"
        loader={(p) => callEndpoint(ep.list, { query: { ...p, tenantId, status } })}
        params={{ tenantId, status }}
      />
      {pricing && <EquipmentPriceModal onClose={() => setPricing(false)} />}
    </>
  );
}
