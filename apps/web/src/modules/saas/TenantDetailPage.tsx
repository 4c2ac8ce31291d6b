import {
  accountFieldLabels,
  editionTypeLabels,
  followTypeLabels,
  formatMoney,
  type AccountField,
  type EditionType,
} from '@al/contracts';
import { Button, Card, Result, Space } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useNavigate, useSearchParams } from 'react-router';
import { tenantAdmin } from './api.ts';
import { useTenantInfo } from './useTenantInfo.ts';
import { FeatureTags, TableCard, TenantAccount } from './tenantView.tsx';
import { CostRuleButton } from '../nest/statistics/CostRuleModal.tsx';
import { column } from '../../components/TableContainer/index.tsx';
import { localTime } from '../../lib/format.ts';

const show = (v: unknown) =>
  v === null || v === undefined ? '-' : typeof v === 'object' ? JSON.stringify(v) : String(v);

/** A query `key` about the space the page shows (none while the address names no space). */
const useTenantQuery = <T,>(key: string, id: string, fetch: (id: string) => Promise<T>) =>
  useQuery({ queryKey: [key, id], queryFn: () => fetch(id), enabled: !!id });

/** /saas/tenant-detail?id=: the space's account, features, operator changes and follow-ups. */
export default function TenantDetailPage() {
  const [sp] = useSearchParams();
  const navigate = useNavigate();
  const id = sp.get('id') ?? '';
  const info = useTenantInfo(id);
  const features = useTenantQuery('tenant-features', id, tenantAdmin.features);
  const log = useTenantQuery('tenant-log', id, tenantAdmin.operateLog);
  const followups = useTenantQuery('tenant-followups', id, (tenantId) =>
    tenantAdmin.followups({ skipCount: 0, maxResultCount: 100, tenantId }),
  );
  const t = info.data;
  if (!id) return <Result status="404" title="请选择租户" />;
  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      <Card
        title={t?.displayName ?? '租户详情'}
        loading={info.isLoading}
        extra={
          <Space>
            <Button onClick={() => navigate(`/saas/tenant-renewal?tenantId=${id}`)}>续费记录</Button>
            {t?.editionType === 5 && (
              <Button onClick={() => navigate(`/saas/agent-detail?id=${id}`)}>代理商详情</Button>
            )}
          </Space>
        }
      >
        {t && (
          <TenantAccount
            t={t}
            type={[{ key: 'type', label: '类型', children: editionTypeLabels[t.editionType as EditionType] }]}
            nestQuota={
              <>
                {t.nestQuota} <CostRuleButton tenant={{ id, name: t.displayName }} />
              </>
            }
            more={[
              { key: 'members', label: '成员数', children: t.memberCount },
              { key: 'orders', label: '订单数', children: t.orderCount },
              { key: 'paid', label: '累计实付', children: `¥${formatMoney(t.paidAmount)}` },
            ]}
          />
        )}
      </Card>
      <Card title="功能">
        <FeatureTags features={features.data} kind />
      </Card>
      <TableCard
        title="操作记录"
        rows={log.data ?? []}
        columns={[
          column('time', '时间', localTime),
          column('operation', '操作', (v: string) => accountFieldLabels[v as AccountField] ?? v),
          column('beforeValue', '修改前', show),
          column('afterValue', '修改后', show),
          column('reason', '原因'),
          column('operatorName', '操作人'),
        ]}
      />
      <TableCard
        title="跟进记录"
        rows={followups.data?.items ?? []}
        columns={[
          column('time', '时间', localTime),
          column('followType', '方式', (v: number) => followTypeLabels[v]),
          column('content', '内容'),
          column('result', '结果'),
          column('operatorName', '跟进人'),
        ]}
      />
    </Space>
  );
}

/** /saas/add-tenant-result?id=: the space was created. */
export function AddTenantResultPage() {
  const [sp] = useSearchParams();
  const navigate = useNavigate();
  return (
    <Result
      status="success"
      title="租户创建成功"
      extra={[
        <Button
          key="detail"
          type="primary"
          onClick={() => navigate(`/saas/tenant-detail?id=${sp.get('id') ?? ''}`)}
        >
          查看详情
        </Button>,
        <Button key="list" onClick={() => navigate('/saas/tenant')}>
          返回列表
        </Button>,
      ]}
    />
  );
}
