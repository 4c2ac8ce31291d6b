import { FEATURE_PROVIDER, messages, type FeatureNode, type FeatureUsage } from '@al/contracts';
import { Button, Card, Progress, Space, Tag } from 'antd';
import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { feedback } from '../../lib/notify.ts';
import { currentTenant, useSession } from '../../lib/session.ts';
import { saas } from './api.ts';
import { useBuyFlow } from './BuyFlow.tsx';
import { expiryDate } from './tenantView.tsx';
import { column, type TableColumn } from '../../components/TableContainer/index.tsx';
import { QueryTable } from '../../components/QueryTable.tsx';

/** A card listing features: the name (功能), the card's own columns, then the row's 操作. */
function FeatureCard<T extends { id: string; displayName: string }>(p: {
  title: string;
  query: UseQueryResult<T[]>;
  columns?: TableColumn<T>[];
  actions: (row: T) => ReactNode;
}) {
  const columns: TableColumn<T>[] = [
    column('displayName', '功能'),
    ...(p.columns ?? []),
    { key: 'actions', title: '操作', render: (_: unknown, r) => p.actions(r) },
  ];
  return (
    <Card title={p.title}>
      <QueryTable<T> query={p.query} rows={p.query.data} rowKey="id" pagination={false} columns={columns} />
    </Card>
  );
}

const expired = (r: FeatureUsage) => r.expiryTime !== null && new Date(r.expiryTime) <= new Date();

/** /service/usage: the space's bought and trial features with expiry and usage; charged features to try or buy. */
export default function UsagePage() {
  const tenant = useSession((s) => currentTenant(s));
  const usage = useQuery({
    queryKey: ['feature-usage', tenant?.tenantId],
    queryFn: saas.usage,
    enabled: !!tenant,
  });
  const charged = useQuery({ queryKey: ['charged-features'], queryFn: saas.chargedFeatures });
  const { start: startBuying, flow } = useBuyFlow(() => void usage.refetch());
  if (!tenant) return <Card>{messages.spaceRequired}</Card>;
  const buy = (f: { id: string; displayName: string }) =>
    startBuying({
      providerName: FEATURE_PROVIDER,
      providerKey: f.id,
      paymentName: f.displayName,
      tenantId: tenant.tenantId,
      tenantName: tenant.displayName,
    });
  const owned = new Set((usage.data ?? []).map((u) => u.featureId));
  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      <FeatureCard<FeatureUsage>
        title="已开通的功能"
        query={usage}
        columns={[
          {
            key: 'state',
            title: '状态',
            render: (_: unknown, r) =>
              expired(r) ? (
                <Tag color="red">已过期</Tag>
              ) : r.isTrial ? (
                <Tag color="blue">试用中</Tag>
              ) : (
                <Tag color="green">使用中</Tag>
              ),
          },
          column('expiryTime', '到期时间', expiryDate),
          {
            key: 'used',
            title: '使用量',
            render: (_: unknown, r) =>
              r.usageLimit > 0 ? (
                <Progress
                  percent={Math.round((r.used * 100) / r.usageLimit)}
                  format={() => `${r.used}/${r.usageLimit}`}
                />
              ) : (
                `${r.used}次`
              ),
          },
        ]}
        actions={(r) => (
          <Button
            type="link"
            size="small"
            onClick={() => buy({ id: r.featureId, displayName: r.displayName })}
          >
            续费
          </Button>
        )}
      />
      <FeatureCard<FeatureNode>
        title="增值服务"
        query={charged}
        actions={(f) => (
          <Space size={0}>
            {!owned.has(f.id) && (
              <Button
                type="link"
                size="small"
                onClick={() =>
                  void saas.trial(f.id).then(() => {
                    feedback.message.success('已开通试用');
                    void usage.refetch();
                  })
                }
              >
                试用
              </Button>
            )}
            <Button type="link" size="small" onClick={() => buy(f)}>
              购买
            </Button>
          </Space>
        )}
      />
      {flow}
    </Space>
  );
}
