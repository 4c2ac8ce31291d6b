import { EDITION_PROVIDER, type TenantRow } from '@al/contracts';
import { Button, Card, Descriptions, Space, Tag } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { http } from '../../lib/request.ts';
import { tenantAdmin } from './api.ts';
import { BuyFlow } from './BuyFlow.tsx';
import type { PurchaseTarget } from './PurchaseDialog.tsx';
import { tenantState } from './TenantPage.tsx';

/** /enterprise/info: the space's edition, expiry, limits and features, with buying / renewing its edition. */
export default function EnterpriseInfoPage() {
  const info = useQuery({
    queryKey: ['enterprise-info'],
    queryFn: () => http.get<TenantRow>('/api/tenant/account/info'),
  });
  const t = info.data;
  const features = useQuery({
    queryKey: ['enterprise-features', t?.id],
    queryFn: () => tenantAdmin.features(t!.id),
    enabled: !!t,
  });
  const [target, setTarget] = useState<PurchaseTarget | null>(null);
  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      <Card
        title={t?.displayName ?? '企业信息'}
        loading={info.isLoading}
        extra={
          t?.editionId && (
            <Button
              type="primary"
              onClick={() =>
                setTarget({
                  providerName: EDITION_PROVIDER,
                  providerKey: t.editionId!,
                  paymentName: t.editionName ?? '',
                  tenantId: t.id,
                  tenantName: t.displayName,
                })
              }
            >
              续费
            </Button>
          )
        }
      >
        {t && (
          <Descriptions column={3} size="small">
            <Descriptions.Item label="版本">{t.editionName}</Descriptions.Item>
            <Descriptions.Item label="状态">
              <Tag color={tenantState(t).color}>{tenantState(t).text}</Tag>
            </Descriptions.Item>
            <Descriptions.Item label="到期时间">
              {t.expiryTime ? new Date(t.expiryTime).toLocaleDateString('zh-CN') : '长期'}
            </Descriptions.Item>
            <Descriptions.Item label="席位">{t.seats}</Descriptions.Item>
            <Descriptions.Item label="存储">{t.storageGb} GB</Descriptions.Item>
            <Descriptions.Item label="并发">{t.concurrent}</Descriptions.Item>
            <Descriptions.Item label="排版额度">{t.nestQuota}</Descriptions.Item>
            <Descriptions.Item label="联系电话">{t.telephone ?? '-'}</Descriptions.Item>
          </Descriptions>
        )}
      </Card>
      <Card title="已开通的功能" loading={features.isLoading}>
        {(features.data?.edition ?? []).map((f) => (
          <Tag key={f.id}>{f.displayName}</Tag>
        ))}
        {(features.data?.bought ?? []).map((f) => (
          <Tag key={f.id} color={f.isTrial ? 'blue' : 'gold'}>
            {f.displayName}（{f.expiryTime ? new Date(f.expiryTime).toLocaleDateString('zh-CN') : '长期'}）
          </Tag>
        ))}
      </Card>
      {target && (
        <BuyFlow
          target={target}
          onDone={() => {
            setTarget(null);
            void info.refetch();
          }}
        />
      )}
    </Space>
  );
}
